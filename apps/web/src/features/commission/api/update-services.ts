import { commissionEndpoints, type CommissionServices, type ServiceUpdateInput } from '@oc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PricingFilters } from '../lib/filters';
import { callEndpoint } from '../../../lib/endpoint';
import { windowQuery } from './get-commission-services';
import { commissionKeys } from './keys';

export interface UpdateServicesInput {
  filters: PricingFilters;
  updateObj: ServiceUpdateInput[];
}

/**
 * POST /commission/services/update for the search's window: seat limits, fallback fares and the
 * commission or fares of dates (single and bulk updates of both screens). Answers the updated rows.
 */
export function updateServices({ filters, updateObj }: UpdateServicesInput) {
  return callEndpoint(commissionEndpoints.update, {
    body: {
      updateObj,
      fromCitySelected: filters.fromCity,
      toCitySelected: filters.toCity,
      ...windowQuery(filters),
    },
  });
}

/**
 * Updates services of the search `filters`: the answer's rows replace theirs in that search's
 * table (§4); every other cached window is marked stale and reloads when it is shown again.
 */
export function useUpdateServices(filters: PricingFilters) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (updateObj: ServiceUpdateInput[]) => updateServices({ filters, updateObj }),
    onSuccess: async (rows) => {
      if (rows.length === 0) return;
      await queryClient.invalidateQueries({ queryKey: commissionKeys.services(), refetchType: 'none' });
      const byId = new Map(rows.map((r) => [r._id, r]));
      queryClient.setQueryData<CommissionServices>(commissionKeys.serviceWindow(filters), (old) =>
        old ? { ...old, services: old.services.map((s) => byId.get(s._id) ?? s) } : old,
      );
    },
  });
}
