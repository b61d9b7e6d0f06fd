import { walletEndpoints } from '@oc/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';
import { getTokenPayload } from '../../../lib/session';

/**
 * POST /user/addMoney {mobileNo, amount}: a top-up order and its payment page. The mobile number
 * is read from the stored id token (part 1 §7); the server takes the token's anyway.
 */
export function addMoney(amount: number) {
  return callEndpoint(walletEndpoints.addMoney, {
    body: { mobileNo: getTokenPayload()?.mobileNo ?? '', amount },
  });
}

/**
 * Starts a top-up; the screen sends the browser to the answer's `paymentUrl`. Nothing cached
 * changes (the wallet is credited only once the payment is made, and the browser comes back to a
 * fresh page), so nothing is invalidated.
 */
export function useAddMoney() {
  return useMutation({ mutationFn: addMoney });
}
