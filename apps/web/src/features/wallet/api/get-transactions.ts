import { walletEndpoints } from '@oc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';
import { walletKeys, type WalletWindow } from './keys';

/** GET /user/trasactions (the spec's spelling): the entries of the window, newest first. */
export function getTransactions(window: WalletWindow, signal?: AbortSignal) {
  return callEndpoint(walletEndpoints.transactions, { query: window, ...(signal ? { signal } : {}) });
}

export const transactionsQueryOptions = (window: WalletWindow) =>
  queryOptions({
    queryKey: walletKeys.transactions(window),
    queryFn: ({ signal }) => getTransactions(window, signal),
  });

export function useTransactions(window: WalletWindow) {
  return useQuery(transactionsQueryOptions(window));
}
