import { kycEndpoints } from '@oc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';
import { getTokenPayload } from '../../../lib/session';
import { kycKeys } from './keys';

/**
 * GET /user/details?mobileNo=: [profile] of the acting account (the screen uses the first item).
 * The number is the stored token's; the server reads it from the token anyway.
 */
export function getUserDetails(signal?: AbortSignal) {
  const mobileNo = getTokenPayload()?.mobileNo;
  return callEndpoint(kycEndpoints.details, {
    query: mobileNo ? { mobileNo } : {},
    ...(signal ? { signal } : {}),
  });
}

export const userDetailsQueryOptions = () =>
  queryOptions({ queryKey: kycKeys.details(), queryFn: ({ signal }) => getUserDetails(signal) });

export function useUserDetails() {
  return useQuery(userDetailsQueryOptions());
}
