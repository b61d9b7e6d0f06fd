import { kycEndpoints } from '@oc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';
import { getTokenPayload } from '../../../lib/session';
import { kycKeys } from './keys';

/**
 * GET {prefix}/user/details?mobileNo=: [profile] of the acting account (MG through /mg, electric
 * through /electric, cab through /cabOperator). The screens use the first item. The number is the
 * stored token's; the server reads it from the token anyway. One call, one key, read by the KYC
 * screen and the account profile (/profile), so a saved POC or bank proof refreshes both.
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
