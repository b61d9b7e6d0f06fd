import { proposalsEndpoints, type WeekCloseProposalRequest } from '@oc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callStaff } from '../../../lib/staff-api';
import { proposalKeys } from './keys';

/**
 * POST /api/admin/v1/week-closes: proposes closing an MG account's Mon–Sun week (any day of it);
 * the week's payment summary is made when a different finance or admin user approves it.
 */
export function proposeWeekClose(body: WeekCloseProposalRequest) {
  return callStaff(proposalsEndpoints.weekClose, { body });
}

export function useProposeWeekClose() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: proposeWeekClose,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: proposalKeys.all() }),
  });
}
