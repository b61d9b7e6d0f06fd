import { staffEndpoints } from '@oc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callStaff } from '../../../lib/staff-api';
import { staffKeys } from './keys';

/** GET /api/admin/v1/set-password?token=: who the link is for, and the authenticator enrolment. */
export function getEnrolment(token: string, signal?: AbortSignal) {
  return callStaff(staffEndpoints.enrolment, { query: { token }, ...(signal ? { signal } : {}) });
}

export const enrolmentQueryOptions = (token: string) =>
  queryOptions({
    queryKey: staffKeys.enrolment(token),
    queryFn: ({ signal }) => getEnrolment(token, signal),
    // The link is read once: its answer does not change while the page is open.
    staleTime: Infinity,
  });

export function useEnrolment(token: string) {
  return useQuery({ ...enrolmentQueryOptions(token), enabled: token !== '' });
}
