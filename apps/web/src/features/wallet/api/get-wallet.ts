import { walletEndpoints } from '@oc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';
import { walletKeys } from './keys';

/** GET /user/wallet: the acting account's balance (rupees). ELECTRIC goes through /electric. */
export function getWallet(signal?: AbortSignal) {
  return callEndpoint(walletEndpoints.wallet, { ...(signal ? { signal } : {}) });
}

export const walletQueryOptions = () =>
  queryOptions({ queryKey: walletKeys.balance(), queryFn: ({ signal }) => getWallet(signal) });

export function useWallet() {
  return useQuery(walletQueryOptions());
}
