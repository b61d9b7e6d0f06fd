import { describe, expect, it } from 'vitest';
import { callbackOf } from './get-transaction-status';

describe('callbackOf', () => {
  it("keeps the gateway's callback parameters of /processing and nothing else", () => {
    const params = new URLSearchParams({
      order_id: 'ord_x',
      razorpay_payment_id: 'pay_1',
      razorpay_payment_link_id: 'plink_1',
      razorpay_payment_link_reference_id: 'ord_x',
      razorpay_payment_link_status: 'paid',
      razorpay_signature: 'ab',
      utm_source: 'x',
    });
    expect(callbackOf(params)).toEqual({
      razorpay_payment_id: 'pay_1',
      razorpay_payment_link_id: 'plink_1',
      razorpay_payment_link_reference_id: 'ord_x',
      razorpay_payment_link_status: 'paid',
      razorpay_signature: 'ab',
    });
    expect(callbackOf(new URLSearchParams('order_id=ord_x'))).toEqual({});
  });
});
