import { digestEndpoints, type DigestSubscribeInput, type DigestView } from '@oc/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';
import { accountKeys } from './keys';

/** PUT {prefix}/user/digest {channel, email}: subscribe or change the channel; answers the digest. */
export function subscribeDigest(body: DigestSubscribeInput) {
  return callEndpoint(digestEndpoints.subscribe, { body });
}

/** Puts the answer in place of the cached digest of its channel, and reads the others again. */
export function storeDigest(queryClient: QueryClient, view: DigestView) {
  queryClient.setQueryData(accountKeys.digest(view.preview.channel), view);
  void queryClient.invalidateQueries({
    queryKey: accountKeys.digests(),
    predicate: (q) => q.queryKey.at(-1) !== view.preview.channel,
  });
}

export function useSubscribeDigest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribeDigest,
    onSuccess: (view) => storeDigest(queryClient, view),
  });
}
