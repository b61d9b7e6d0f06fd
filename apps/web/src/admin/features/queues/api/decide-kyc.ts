import { queuesEndpoints, type KycReviewDecision } from '@oc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffKeys } from '../../staff/api/keys';
import { callStaff } from '../../../lib/staff-api';
import { queueKeys } from './keys';

export type KycDecisionVars = { accountId: string } & KycReviewDecision;

/**
 * POST /api/admin/v1/queues/kyc/:accountId/decision: take the document's name as the account's
 * legal name (the operator's next try matches), or dismiss it with a reason the operator reads in
 * Activity (every staff role; 409 when it no longer waits).
 */
export function decideKyc({ accountId, ...body }: KycDecisionVars) {
  return callStaff(queuesEndpoints.decideKyc, { params: { accountId }, body });
}

/** Decides; the queues are read again (the document leaves), and the operators (a legal name changed). */
export function useDecideKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideKyc,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queueKeys.all() }),
        queryClient.invalidateQueries({ queryKey: staffKeys.operators() }),
      ]);
    },
  });
}
