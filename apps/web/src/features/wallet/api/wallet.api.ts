import {
  addMoneyResponseSchema,
  transactionsResponseSchema,
  walletResponseSchema,
  type AddMoneyResult,
} from '@oc/contract';
import { api, apiQuery } from '../../../lib/api';
import { getTokenPayload, resolveUserType } from '../../../lib/session';

/**
 * The wallet calls (part 1 §7): GET /user/trasactions, POST /user/addMoney, plus GET /user/wallet
 * for the balance. ELECTRIC users go through /electric (the api client adds the prefix).
 */

export function walletKey(): readonly unknown[] {
  return [resolveUserType(), 'wallet'];
}

export const walletQuery = () =>
  apiQuery(['wallet', 'balance'], '/user/wallet', { schema: walletResponseSchema });

export const transactionsQuery = (fromDate: number, toDate: number) =>
  apiQuery(['wallet', 'transactions'], '/user/trasactions', {
    query: { fromDate, toDate },
    schema: transactionsResponseSchema,
  });

/** POST /user/addMoney {mobileNo, amount}: the mobile number is read from the stored id token (§7). */
export async function addMoney(amount: number): Promise<AddMoneyResult> {
  return api('/user/addMoney', {
    method: 'POST',
    body: { mobileNo: getTokenPayload()?.mobileNo ?? '', amount },
    schema: addMoneyResponseSchema,
  });
}
