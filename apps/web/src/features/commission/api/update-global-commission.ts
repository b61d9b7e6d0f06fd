import { commissionEndpoints, type GlobalCommissionUpdateInput } from '@oc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';
import { isApiError } from '../../../lib/api/errors';
import { commissionKeys } from './keys';

/** POST /user/commission/update: answers `[{ globalCommission }]` as stored. */
export function updateGlobalCommission(body: GlobalCommissionUpdateInput) {
  return callEndpoint(commissionEndpoints.updateGlobal, { body });
}

/**
 * Sets the global commission. Success: the new value is cached and the services reload (dates
 * without their own commission show the new global one). A 409 (changed meanwhile) reloads the
 * value. The toasts are the caller's.
 */
export function useUpdateGlobalCommission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGlobalCommission,
    onSuccess: (rows) => {
      queryClient.setQueryData(commissionKeys.global(), rows);
      void queryClient.invalidateQueries({ queryKey: commissionKeys.services() });
    },
    onError: (err) => {
      if (isApiError(err) && err.status === 409)
        void queryClient.invalidateQueries({ queryKey: commissionKeys.global() });
    },
  });
}
