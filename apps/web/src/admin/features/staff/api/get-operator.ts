import { staffEndpoints } from '@oc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callStaff } from '../../../lib/staff-api';
import { staffKeys } from './keys';

/**
 * GET /api/admin/v1/operators/:id: one operator and their accounts: wallet balance, profile facts,
 * KYC, bank proof, the latest claims and payouts.
 */
export function getOperator(id: string, signal?: AbortSignal) {
  return callStaff(staffEndpoints.operator, { params: { id }, ...(signal ? { signal } : {}) });
}

export const operatorQueryOptions = (id: string) =>
  queryOptions({
    queryKey: staffKeys.operator(id),
    queryFn: ({ signal }) => getOperator(id, signal),
  });

export function useOperator(id: string) {
  return useQuery(operatorQueryOptions(id));
}
