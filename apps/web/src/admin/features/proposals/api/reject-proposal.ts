import { proposalsEndpoints } from '@oc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callStaff } from '../../../lib/staff-api';
import { queueKeys } from '../../queues/api/keys';
import { proposalKeys } from './keys';

/** POST /api/admin/v1/proposals/:id/reject with the reason (someone else's, still waiting). */
export function rejectProposal({ id, reason }: { id: string; reason: string }) {
  return callStaff(proposalsEndpoints.reject, { params: { id }, body: { reason } });
}

export function useRejectProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectProposal,
    // A claim's approval that ends here puts the claim back in the queue's hands.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: proposalKeys.all() }),
        queryClient.invalidateQueries({ queryKey: queueKeys.claims() }),
      ]),
  });
}
