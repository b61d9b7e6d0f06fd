import { proposalsEndpoints } from '@oc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callStaff } from '../../../lib/staff-api';
import { queueKeys } from '../../queues/api/keys';
import { proposalKeys } from './keys';

/** POST /api/admin/v1/proposals/:id/withdraw: your own, while it waits. */
export function withdrawProposal(id: string) {
  return callStaff(proposalsEndpoints.withdraw, { params: { id } });
}

export function useWithdrawProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawProposal,
    // A claim's approval that ends here puts the claim back in the queue's hands.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: proposalKeys.all() }),
        queryClient.invalidateQueries({ queryKey: queueKeys.claims() }),
      ]),
  });
}
