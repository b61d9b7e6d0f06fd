import { defineMessages } from '../messages';

/** The wallet, top-ups and payments (modules/wallet, modules/payments, contract wallet.ts). */
export const WALLET_API_MESSAGES = defineMessages({
  noSuchRoute: { id: 'api.wallet.noSuchRoute', defaultMessage: 'No such route' },
  noSuchCheckout: { id: 'api.wallet.noSuchCheckout', defaultMessage: 'No such checkout' },
  topUpFailed: { id: 'api.wallet.topUpFailed', defaultMessage: 'some error occured, please try again later' },
  orderNotFound: { id: 'api.wallet.orderNotFound', defaultMessage: 'Order not found' },
  invalidSignature: { id: 'api.wallet.invalidSignature', defaultMessage: 'Invalid webhook signature' },
  noSandboxGateway: { id: 'api.wallet.noSandboxGateway', defaultMessage: 'No sandbox gateway' },
  amountPositivePaise: {
    id: 'api.wallet.amountPositivePaise',
    defaultMessage: 'Amount must be a positive number of paise',
  },
  rangeTooLong: {
    id: 'api.wallet.rangeTooLong',
    defaultMessage: 'The date range can be at most {days} days',
  },
  wholeRupees: { id: 'api.wallet.wholeRupees', defaultMessage: 'Enter whole rupees: paise are not accepted' },
  amountWhole: { id: 'api.wallet.amountWhole', defaultMessage: 'Amount must be a whole number of rupees' },
  amountRange: { id: 'api.wallet.amountRange', defaultMessage: 'Amount must be between ₹{min} and ₹{max}' },
  alertWhole: { id: 'api.wallet.alertWhole', defaultMessage: 'Enter the alert amount in whole rupees' },
  alertRange: { id: 'api.wallet.alertRange', defaultMessage: 'Enter an amount from ₹1 to ₹{max}' },
  paymentSuccess: { id: 'api.wallet.paymentSuccess', defaultMessage: 'Payment Successful!' },
  paymentFailed: { id: 'api.wallet.paymentFailed', defaultMessage: 'Payment Failed!' },
  insufficientBalance: {
    id: 'api.wallet.insufficientBalance',
    defaultMessage: 'Insufficient wallet balance',
  },
  datesEpochRange: {
    id: 'api.wallet.datesEpochRange',
    defaultMessage: 'Dates are epoch milliseconds between 1970 and 2100',
  },
  featureWallet: { id: 'api.wallet.featureWallet', defaultMessage: 'Wallet' },
  topUpDescription: { id: 'api.wallet.topUpDescription', defaultMessage: 'Wallet top-up {amount}' },
  topUpEntry: { id: 'api.wallet.topUpEntry', defaultMessage: 'Wallet top-up via {gateway} ({orderId})' },
  paymentGateway: { id: 'api.wallet.paymentGateway', defaultMessage: 'payment gateway' },
});
