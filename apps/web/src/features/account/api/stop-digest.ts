import { digestEndpoints } from '@oc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';
import { storeDigest } from './subscribe-digest';

/** DELETE {prefix}/user/digest: stop the daily digest; answers the digest. */
export function stopDigest() {
  return callEndpoint(digestEndpoints.stop, {});
}

export function useStopDigest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: stopDigest, onSuccess: (view) => storeDigest(queryClient, view) });
}
