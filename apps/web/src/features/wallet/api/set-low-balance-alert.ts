import { walletEndpoints } from '@oc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';
import { resolveUserType } from '../../../lib/session';
import { walletKeys } from './keys';

/** PUT /user/wallet/lowBalanceAlert {amount}: whole rupees, or null to turn the alert off. */
export function setLowBalanceAlert(amount: number | null) {
  return callEndpoint(walletEndpoints.lowBalanceAlert, { body: { amount } });
}

/**
 * Sets or clears the alert; the answer is the wallet, put in place of the cached one. Home's action
 * list (its own key, under the same model) is read again, as "Wallet low" may come or go.
 */
export function useSetLowBalanceAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLowBalanceAlert,
    onSuccess: (wallet) => queryClient.setQueryData(walletKeys.balance(), wallet),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [resolveUserType(), 'home'] }),
  });
}
