import { queuesEndpoints, type ClaimDecision } from '@oc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { proposalKeys } from '../../proposals/api/keys';
import { callStaff } from '../../../lib/staff-api';
import { queueKeys } from './keys';

export type ClaimDecisionVars = { id: string } & ClaimDecision;

/**
 * POST /api/admin/v1/queues/claims/:id/decision: approve for up to the claimed amount (above the
 * approval limit the answer is PROPOSED: a second person approves it under Proposals), or reject
 * with the reason the operator sees (finance and admin; 409 when someone decided it first).
 */
export function decideClaim({ id, ...body }: ClaimDecisionVars) {
  return callStaff(queuesEndpoints.decideClaim, { params: { id }, body });
}

/** Decides; the queues are read again (the claim leaves, or shows its proposal), and the proposals. */
export function useDecideClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideClaim,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queueKeys.all() }),
        queryClient.invalidateQueries({ queryKey: proposalKeys.all() }),
      ]);
    },
  });
}
