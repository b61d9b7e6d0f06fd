import { digestEndpoints, type DigestSubscribeInput, type DigestView } from '@oc/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';
import { accountKeys } from './keys';

/** PUT {prefix}/user/digest {channel, email}: subscribe or change the channel; answers the digest. */
export function subscribeDigest(body: DigestSubscribeInput) {
  return callEndpoint(digestEndpoints.subscribe, { body });
}

/**
 * Puts the answer in place of the cached digest: it is the default view (the subscribed channel's
 * preview, else e-mail's) and that channel's; the other channels' previews are read again.
 */
export function storeDigest(queryClient: QueryClient, view: DigestView) {
  const channel = view.preview.channel;
  queryClient.setQueryData(accountKeys.digest(), view);
  queryClient.setQueryData(accountKeys.digest(channel), view);
  void queryClient.invalidateQueries({
    queryKey: accountKeys.digests(),
    predicate: (q) => !['default', channel].includes(String(q.queryKey.at(-1))),
  });
}

export function useSubscribeDigest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribeDigest,
    onSuccess: (view) => storeDigest(queryClient, view),
  });
}
