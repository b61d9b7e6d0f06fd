import { walletEndpoints } from '@oc/contract';
import { featureRoutes } from '../../lib/endpoints';
import type { PaymentsService } from '../payments/payments.service';
import type { WalletService } from './wallet.service';
import { ANSWERS } from '../../lib/answer-cache';

/**
 * The wallet's calls (the contract's `walletEndpoints`; OPERATOR and ELECTRIC accounts, ELECTRIC
 * through /electric): part 1 §7 /user/trasactions (the spec's spelling) and /user/addMoney, part 2
 * §7 /user/transactionStatus, and the added GET /user/wallet. Top-up orders are the payments
 * module's (through its service).
 */
export function walletRoutes({ wallet, payments }: { wallet: WalletService; payments: PaymentsService }) {
  return featureRoutes('wallet', walletEndpoints, {
    wallet: { handler: ({ tenant }) => wallet.wallet(tenant.id), cache: ANSWERS.fromData },
    lowBalanceAlert: ({ tenant, body, actor }) => wallet.setLowBalanceAlert(tenant.id, body.amount, actor),
    transactions: {
      handler: ({ tenant, query }) => wallet.transactions(tenant.id, query),
      cache: ANSWERS.fromData,
    },
    addMoney: ({ tenant, claims, body, actor }) =>
      payments.addMoney(
        { accountId: tenant.id, mobileNo: claims.mobileNo, name: claims.name, email: claims.email },
        body.amount,
        actor,
      ),
    transactionStatus: ({ tenant, query }) => {
      const { orderId, ...callback } = query;
      return payments.status(tenant.id, orderId, callback);
    },
  });
}
