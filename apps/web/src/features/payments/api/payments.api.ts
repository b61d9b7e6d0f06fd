import { GATEWAY_CALLBACK_PARAMS, transactionStatusResponseSchema, type PaymentStatus } from '@oc/contract';
import { api } from '../../../lib/api';

/**
 * GET /user/transactionStatus?orderId= (part 2 §7). The gateway's signed callback parameters on
 * /processing are passed along so the server can verify them against the order.
 */
export async function transactionStatus(orderId: string, params: URLSearchParams): Promise<PaymentStatus> {
  const query: Record<string, string> = { orderId };
  for (const key of GATEWAY_CALLBACK_PARAMS) {
    const value = params.get(key);
    if (value !== null) query[key] = value;
  }
  return api('/user/transactionStatus', { query, schema: transactionStatusResponseSchema });
}
