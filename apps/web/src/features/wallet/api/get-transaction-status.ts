import { GATEWAY_CALLBACK_PARAMS, walletEndpoints, type GatewayCallback } from '@oc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';
import { paymentKeys } from './keys';

/** The gateway's signed callback parameters on /processing (passed on for the server to verify). */
export function callbackOf(params: URLSearchParams): GatewayCallback {
  const callback: GatewayCallback = {};
  for (const key of GATEWAY_CALLBACK_PARAMS) {
    const value = params.get(key);
    if (value !== null) callback[key] = value;
  }
  return callback;
}

/** GET /user/transactionStatus?orderId= (part 2 §7) with the callback: SUCCESS, PENDING or FAILED. */
export function getTransactionStatus(orderId: string, callback: GatewayCallback, signal?: AbortSignal) {
  return callEndpoint(walletEndpoints.transactionStatus, {
    query: { orderId, ...callback },
    ...(signal ? { signal } : {}),
  });
}

/** Asked once: a failed check reads as a failed payment (part 2 §9), so no retry. */
export const transactionStatusQueryOptions = (orderId: string, callback: GatewayCallback) =>
  queryOptions({
    queryKey: paymentKeys.status(orderId, callback),
    queryFn: ({ signal }) => getTransactionStatus(orderId, callback, signal),
    retry: false,
    staleTime: Infinity,
  });

export function useTransactionStatus(
  orderId: string,
  callback: GatewayCallback,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({ ...transactionStatusQueryOptions(orderId, callback), enabled });
}
