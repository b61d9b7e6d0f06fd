import { staffEndpoints, type OnboardOperator } from '@oc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callStaff } from '../../../lib/staff-api';
import { staffKeys } from './keys';

/**
 * POST /api/admin/v1/operators: onboards a person (mobile number, name, e-mail) and their business
 * accounts in one step; they can log in with the mobile number at once. Answers the operator's page.
 */
export function onboardOperator(body: OnboardOperator) {
  return callStaff(staffEndpoints.onboard, { body });
}

/** Onboards; the searches are read again, and the new operator's page has its answer already. */
export function useOnboardOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: onboardOperator,
    onSuccess: async (operator) => {
      queryClient.setQueryData(staffKeys.operator(operator.userId), operator);
      await queryClient.invalidateQueries({ queryKey: [...staffKeys.operators(), 'search'] });
    },
  });
}
