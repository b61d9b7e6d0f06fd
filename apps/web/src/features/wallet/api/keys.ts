import type { GatewayCallback } from '@oc/contract';
import { resolveUserType } from '../../../lib/session';

/** A transactions window: epoch ms, both ends inclusive. */
export interface WalletWindow {
  fromDate: number;
  toDate: number;
}

/**
 * The wallet query keys. Every key starts with the acting business model (ELECTRIC has its own
 * wallet); invalidate `walletKeys.all()` after anything that moves the balance.
 */
export const walletKeys = {
  all: () => [resolveUserType(), 'wallet'] as const,
  balance: () => [...walletKeys.all(), 'balance'] as const,
  transactionLists: () => [...walletKeys.all(), 'transactions'] as const,
  transactions: (window: WalletWindow) =>
    [...walletKeys.transactionLists(), window.fromDate, window.toDate] as const,
};

/** The top-up status query keys (/processing); each starts with the acting business model. */
export const paymentKeys = {
  all: () => [resolveUserType(), 'payments'] as const,
  status: (orderId: string, callback: GatewayCallback) =>
    [...paymentKeys.all(), 'status', orderId, callback] as const,
};
