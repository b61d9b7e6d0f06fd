import { accountEndpoints } from '@oc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';
import { kycKeys } from '../../kyc/api/keys';

/** GET /user/cancelledChequeChange: APPROVED → CHANGE_REQUESTED; answers [profile]. */
export function requestBankChange() {
  return callEndpoint(accountEndpoints.cancelledChequeChange);
}

/**
 * 'Request a Change' of verified bank details. Part 2 §4: the status is then refreshed from the
 * server, so the profile is read again rather than taken from this answer.
 */
export function useRequestBankChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestBankChange,
    onSettled: () => queryClient.invalidateQueries({ queryKey: kycKeys.details() }),
  });
}
