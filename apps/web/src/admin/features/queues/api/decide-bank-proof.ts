import { queuesEndpoints, type BankProofDecision } from '@oc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffKeys } from '../../staff/api/keys';
import { callStaff } from '../../../lib/staff-api';
import { queueKeys } from './keys';

export type BankProofDecisionVars = { accountId: string } & BankProofDecision;

/**
 * POST /api/admin/v1/queues/bank-proofs/:accountId/decision: approve, or reject with the reason
 * the operator sees (finance and admin; 409 when someone decided it first).
 */
export function decideBankProof({ accountId, ...body }: BankProofDecisionVars) {
  return callStaff(queuesEndpoints.decideBankProof, { params: { accountId }, body });
}

/** Decides; the queue is read again (the item leaves it, and the count), and the operators. */
export function useDecideBankProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideBankProof,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queueKeys.all() }),
        queryClient.invalidateQueries({ queryKey: staffKeys.operators() }),
      ]);
    },
  });
}
