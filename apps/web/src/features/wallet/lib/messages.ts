import { defineMessages } from '@oc/i18n';

/**
 * The contract's wallet texts (WALLET_MESSAGES, part 1 §8) the wallet screens show themselves: the
 * same English (lib/messages.test.ts checks it), translatable here.
 */
export const WALLET_TEXTS = defineMessages({
  noData: { id: 'wallet.list.noData', defaultMessage: 'no data found' },
  topUpFailed: { id: 'wallet.topUp.failed', defaultMessage: 'some error occured, please try again later' },
  processing: { id: 'wallet.payment.processing', defaultMessage: 'Processing your payment...' },
  success: { id: 'wallet.payment.success', defaultMessage: 'Payment Successful!' },
  failed: { id: 'wallet.payment.failed', defaultMessage: 'Payment Failed!' },
  /** With `{ days: WALLET_MAX_RANGE_DAYS }`. */
  rangeTooLong: {
    id: 'wallet.list.rangeTooLong',
    defaultMessage: 'The date range can be at most {days} days',
  },
});
