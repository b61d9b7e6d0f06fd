import { proposalsEndpoints, type PayoutProposalRequest } from '@oc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callStaff } from '../../../lib/staff-api';
import { proposalKeys } from './keys';

/**
 * POST /api/admin/v1/payouts: proposes an OPERATOR account's payout for days that are over
 * (`PROPOSED`); it is published, with its PNR-wise report, when a different finance or admin user
 * approves it.
 */
export function proposePayout(body: PayoutProposalRequest) {
  return callStaff(proposalsEndpoints.payout, { body });
}

export function useProposePayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: proposePayout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: proposalKeys.all() }),
  });
}
