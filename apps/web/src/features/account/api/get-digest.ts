import { digestEndpoints, type DigestChannel } from '@oc/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';
import { accountKeys } from './keys';

/** GET {prefix}/user/digest?channel=: the subscription and this morning's digest as `channel` sends it. */
export function getDigest(channel: DigestChannel | undefined, signal?: AbortSignal) {
  return callEndpoint(digestEndpoints.digest, {
    query: channel ? { channel } : {},
    ...(signal ? { signal } : {}),
  });
}

export const digestQueryOptions = (channel?: DigestChannel) =>
  queryOptions({
    queryKey: accountKeys.digest(channel),
    queryFn: ({ signal }) => getDigest(channel, signal),
  });

/** The digest; a change of channel keeps the last preview on screen while the next one comes. */
export function useDigest(channel?: DigestChannel) {
  return useQuery({ ...digestQueryOptions(channel), placeholderData: keepPreviousData });
}
