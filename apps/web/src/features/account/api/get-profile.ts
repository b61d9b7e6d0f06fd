import { kycEndpoints } from '@oc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';
import { getTokenPayload } from '../../../lib/session';
import { profileKeys } from './keys';

/**
 * GET {prefix}/user/details?mobileNo=: [profile] of the acting account (part 2 §7; MG through
 * /mg, electric through /electric, cab through /cabOperator). The screen uses the first item.
 */
export function getProfile(signal?: AbortSignal) {
  const mobileNo = getTokenPayload()?.mobileNo;
  return callEndpoint(kycEndpoints.details, {
    query: mobileNo ? { mobileNo } : {},
    ...(signal ? { signal } : {}),
  });
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.details(), queryFn: ({ signal }) => getProfile(signal) });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
