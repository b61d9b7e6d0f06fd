import { proposalsEndpoints } from '@oc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queueKeys } from '../../queues/api/keys';
import { staffKeys } from '../../staff/api/keys';
import { callStaff } from '../../../lib/staff-api';
import { proposalKeys } from './keys';

/** POST /api/admin/v1/proposals/:id/approve: applies it (not your own; exactly once). */
export function approveProposal(id: string) {
  return callStaff(proposalsEndpoints.approve, { params: { id } });
}

/** Approves; the lists are read again, the operators' pages (money, claims, payouts) and the claims queue. */
export function useApproveProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveProposal,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: proposalKeys.all() }),
        queryClient.invalidateQueries({ queryKey: staffKeys.operators() }),
        queryClient.invalidateQueries({ queryKey: queueKeys.claims() }),
      ]);
    },
  });
}
