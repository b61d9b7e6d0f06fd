import { queuesEndpoints } from '@oc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callStaff } from '../../../lib/staff-api';
import { queueKeys } from './keys';

/**
 * GET /api/admin/v1/queues/kyc: the KYC documents whose registry name did not match the account's,
 * oldest first.
 */
export function getKycReviews(signal?: AbortSignal) {
  return callStaff(queuesEndpoints.kyc, signal ? { signal } : {});
}

export const kycReviewsQueryOptions = () =>
  queryOptions({ queryKey: queueKeys.kycList(), queryFn: ({ signal }) => getKycReviews(signal) });

export function useKycReviews() {
  return useQuery(kycReviewsQueryOptions());
}

/** How many KYC documents wait for a person (the navigation's count); null until known. */
export function useKycWaitingCount(): number | null {
  const query = useQuery({ ...kycReviewsQueryOptions(), refetchInterval: 60_000 });
  return query.data ? query.data.length : null;
}
