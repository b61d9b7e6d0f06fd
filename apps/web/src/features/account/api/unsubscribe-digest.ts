import { digestEndpoints } from '@oc/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';

/** POST /digest/unsubscribe {token}: the one-tap link of a digest (no login); answers the account's name. */
export function unsubscribeDigest(token: string) {
  return callEndpoint(digestEndpoints.unsubscribe, { body: { token } });
}

export function useUnsubscribeDigest() {
  return useMutation({ mutationFn: unsubscribeDigest });
}
