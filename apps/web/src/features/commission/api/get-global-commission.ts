import { commissionEndpoints, type UserCommission } from '@oc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';
import { commissionKeys } from './keys';

/** GET /user/commission: `[{ globalCommission }]`. */
export function getGlobalCommission(signal?: AbortSignal) {
  return callEndpoint(commissionEndpoints.global, { ...(signal ? { signal } : {}) });
}

export const globalCommissionQueryOptions = () =>
  queryOptions({ queryKey: commissionKeys.global(), queryFn: ({ signal }) => getGlobalCommission(signal) });

/** The first item's globalCommission; null for an empty answer ('User not found', §8). */
export function useGlobalCommission() {
  return useQuery({
    ...globalCommissionQueryOptions(),
    select: (rows: UserCommission[]) => rows[0]?.globalCommission ?? null,
  });
}
