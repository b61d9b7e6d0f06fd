import { proposalsEndpoints, type WalletDebitRequest } from '@oc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callStaff } from '../../../lib/staff-api';
import { proposalKeys } from './keys';

/**
 * POST /api/admin/v1/wallet-debits: proposes a wallet debit (`PROPOSED`); no balance changes until
 * a different finance or admin user approves it.
 */
export function proposeWalletDebit(body: WalletDebitRequest) {
  return callStaff(proposalsEndpoints.walletDebit, { body });
}

export function useProposeWalletDebit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: proposeWalletDebit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: proposalKeys.all() }),
  });
}
