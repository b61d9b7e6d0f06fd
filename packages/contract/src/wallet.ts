/**
 * Wallet and payment-gateway top-up: part 1 §2 Wallet, §3 Transaction / walletBalance, §4 Wallet,
 * §5 top-up amount and filter dates, §7 /user/trasactions and /user/addMoney, §8 Wallet, §9;
 * part 2 §2/§4 Payment result and §7 /user/transactionStatus. Money is integer paise in the
 * database and rupees (up to two decimals) on the wire.
 */
import { z } from 'zod';
import { envelope } from './common';
import { PAYMENT_PROCESSING } from './constants';
import { addDaysToDate, istDateOf, istStartOfDay } from './dates';
import { defineEndpoint } from './endpoint';

/** Top-up limits in whole rupees (the spec shows no minimum; these are the server's). */
export const TOPUP_LIMITS = { min: 100, max: 100_000 } as const;
/**
 * A top-up of this many rupees or more asks 'Add ₹50,000 to your wallet?' before the payment page
 * (docs/ui.md "Money and dates"): a quarter of the largest top-up, well above everyday amounts.
 */
export const TOPUP_CONFIRM_FROM = 25_000;

/** Every money field of the web (components/MoneyInput): whole rupees only. */
export const MONEY_MESSAGES = {
  /** A decimal point typed or pasted into a money field. */
  wholeRupees: 'Enter whole rupees: paise are not accepted',
} as const;

/** The wallet's default history window (part 1 §9): the last week, start of day to end of today. */
export const WALLET_HISTORY_DAYS = 7;
/** The longest transactions window one call answers. */
export const WALLET_MAX_RANGE_DAYS = 366;

/** Part 2 §9: 2 s before the status check, 2 s before going back to /wallet. */
export const PAYMENT_RESULT_DELAY_MS = 2000;

export const WALLET_MESSAGES = {
  /** Part 1 §8: wallet or transactions empty. */
  noData: 'no data found',
  /** Part 1 §8: top-up failed. */
  topUpFailed: 'some error occured, please try again later',
  amountRequired: 'Enter an amount',
  amountWhole: 'Amount must be a whole number of rupees',
  amountRange: `Amount must be between ₹${TOPUP_LIMITS.min} and ₹${TOPUP_LIMITS.max.toLocaleString('en-IN')}`,
  processing: PAYMENT_PROCESSING,
  success: 'Payment Successful!',
  failed: 'Payment Failed!',
  invalidRange: 'From date must not be after to date',
  rangeTooLong: `The date range can be at most ${WALLET_MAX_RANGE_DAYS} days`,
  orderNotFound: 'Order not found',
  insufficientBalance: 'Insufficient wallet balance',
} as const;

export const TRANSACTION_TYPES = ['DEBIT', 'CREDIT'] as const;
export const transactionTypeSchema = z.enum(TRANSACTION_TYPES);
export type TransactionType = z.infer<typeof transactionTypeSchema>;

export const PAYMENT_STATUSES = ['PENDING', 'SUCCESS', 'FAILED'] as const;
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

// ---------------------------------------------------------------------------------------------
// Money
// ---------------------------------------------------------------------------------------------

/** Paise → rupees (a number with at most two decimals). */
export function paiseToRupees(paise: number): number {
  return Math.round(paise) / 100;
}

/** Rupees → integer paise. */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/**
 * The top-up amount: whole rupees, TOPUP_LIMITS.min to .max. A number, or a string of digits
 * (what the digits-only field holds).
 */
export const topUpAmountSchema = z
  .union([z.number(), z.string().trim()], { error: WALLET_MESSAGES.amountRequired })
  .transform((v, ctx) => {
    if (v === '') {
      ctx.addIssue({ code: 'custom', message: WALLET_MESSAGES.amountRequired });
      return z.NEVER;
    }
    if (typeof v === 'string' && !/^\d{1,9}$/.test(v)) {
      ctx.addIssue({ code: 'custom', message: WALLET_MESSAGES.amountWhole });
      return z.NEVER;
    }
    const n = Number(v);
    if (!Number.isSafeInteger(n)) {
      ctx.addIssue({ code: 'custom', message: WALLET_MESSAGES.amountWhole });
      return z.NEVER;
    }
    if (n < TOPUP_LIMITS.min || n > TOPUP_LIMITS.max) {
      ctx.addIssue({ code: 'custom', message: WALLET_MESSAGES.amountRange });
      return z.NEVER;
    }
    return n;
  });

/** True when the digits-only field holds an amount the server accepts. */
export function isValidTopUpAmount(value: string): boolean {
  return topUpAmountSchema.safeParse(value).success;
}

// ---------------------------------------------------------------------------------------------
// Calls
// ---------------------------------------------------------------------------------------------

/** The latest instant a date filter may name (2100-01-01): later ones are no business date. */
export const MAX_EPOCH_MS = Date.UTC(2100, 0, 1);

const EPOCH_MS_MESSAGE = 'Dates are epoch milliseconds between 1970 and 2100';

/** Epoch milliseconds in a query string, 1970 … 2100; `missing` is the message when it is absent. */
export function epochMsQuery(missing = EPOCH_MS_MESSAGE) {
  return z
    .union([z.string().trim(), z.number()], {
      error: (iss) => (iss.input === undefined ? missing : EPOCH_MS_MESSAGE),
    })
    .transform((v, ctx) => {
      const n = typeof v === 'number' ? v : /^\d{1,15}$/.test(v) ? Number(v) : NaN;
      if (!Number.isSafeInteger(n) || n < 0 || n > MAX_EPOCH_MS) {
        ctx.addIssue({ code: 'custom', message: EPOCH_MS_MESSAGE });
        return z.NEVER;
      }
      return n;
    });
}
export const epochMsQuerySchema = epochMsQuery();

/** GET /user/trasactions: fromDate, toDate (epoch ms); default the last week (§9). */
export const transactionsQuerySchema = z.object({
  fromDate: epochMsQuerySchema.optional(),
  toDate: epochMsQuerySchema.optional(),
});
export type TransactionsQuery = z.input<typeof transactionsQuerySchema>;

/** Part 1 §3 Transaction. Amounts in rupees; transactionTime an ISO instant. */
export const transactionSchema = z.object({
  _id: z.string(),
  transactionCode: z.string(),
  amount: z.number(),
  closingBalance: z.number(),
  transactionType: transactionTypeSchema,
  description: z.string(),
  transactionTime: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;
export const transactionsResponseSchema = envelope(z.array(transactionSchema));

/** The low-balance alert (issue 41): whole rupees, off (null) or 1 to this. */
export const LOW_BALANCE_ALERT_MAX = 1_000_000;
export const LOW_BALANCE_ALERT_MESSAGES = {
  whole: 'Enter the alert amount in whole rupees',
  range: `Enter an amount from ₹1 to ₹${LOW_BALANCE_ALERT_MAX.toLocaleString('en-IN')}`,
} as const;

/** PUT /user/wallet/lowBalanceAlert: home shows "Wallet low" below `amount` (null: no alert). */
export const lowBalanceAlertRequestSchema = z.object({
  amount: z
    .number({ error: LOW_BALANCE_ALERT_MESSAGES.whole })
    .int(LOW_BALANCE_ALERT_MESSAGES.whole)
    .min(1, LOW_BALANCE_ALERT_MESSAGES.range)
    .max(LOW_BALANCE_ALERT_MAX, LOW_BALANCE_ALERT_MESSAGES.range)
    .nullable(),
});
export type LowBalanceAlertRequest = z.infer<typeof lowBalanceAlertRequestSchema>;

/** The wallet screen's alert field: whole-rupee digits ('' turns the alert off) → the request. */
export const lowBalanceAlertFormSchema = z.object({
  amount: z
    .string()
    .trim()
    .regex(/^\d*$/, LOW_BALANCE_ALERT_MESSAGES.whole)
    .transform((v) => (v === '' ? null : Number(v)))
    .pipe(lowBalanceAlertRequestSchema.shape.amount),
});
export type LowBalanceAlertFormInput = z.input<typeof lowBalanceAlertFormSchema>;

/**
 * GET /user/wallet (addition): the balance of the acting account, and the low-balance alert the
 * operator set (rupees; null: none).
 */
export const walletSchema = z.object({
  walletBalance: z.number(),
  currency: z.literal('INR'),
  lowBalanceAlert: z.number().nullable(),
});
export type Wallet = z.infer<typeof walletSchema>;
export const walletResponseSchema = envelope(walletSchema);

/**
 * POST /user/addMoney {mobileNo, amount}. `mobileNo` is accepted for the spec's sake and ignored:
 * the order is the token's account's.
 */
export const addMoneyRequestSchema = z.object({
  mobileNo: z.string().max(15).optional(),
  amount: topUpAmountSchema,
});
export type AddMoneyInput = z.input<typeof addMoneyRequestSchema>;
export const addMoneySchema = z.object({ orderId: z.string(), paymentUrl: z.string() });
export type AddMoneyResult = z.infer<typeof addMoneySchema>;
export const addMoneyResponseSchema = envelope(addMoneySchema);

/**
 * The signed result a gateway appends to `/processing?order_id=…` (Razorpay Payment Links callback
 * parameters; the sandbox gateway uses the same names). The web passes them on to the status call.
 */
export const GATEWAY_CALLBACK_PARAMS = [
  'razorpay_payment_id',
  'razorpay_payment_link_id',
  'razorpay_payment_link_reference_id',
  'razorpay_payment_link_status',
  'razorpay_signature',
] as const;
export type GatewayCallback = Partial<Record<(typeof GATEWAY_CALLBACK_PARAMS)[number], string>>;

const callbackParam = z.string().max(200).optional();

/** GET /user/transactionStatus?orderId= (plus the gateway's callback parameters when present). */
export const transactionStatusQuerySchema = z.object({
  orderId: z.string().trim().min(1, WALLET_MESSAGES.orderNotFound).max(64),
  razorpay_payment_id: callbackParam,
  razorpay_payment_link_id: callbackParam,
  razorpay_payment_link_reference_id: callbackParam,
  razorpay_payment_link_status: callbackParam,
  razorpay_signature: callbackParam,
});
export type TransactionStatusQuery = z.input<typeof transactionStatusQuerySchema>;
export const transactionStatusResponseSchema = envelope(paymentStatusSchema);

// ---------------------------------------------------------------------------------------------
// Dates of the filter
// ---------------------------------------------------------------------------------------------

/** The default window: from 00:00 IST six days ago to 23:59:59.999 IST today (epoch ms). */
export function defaultWalletWindow(now: Date): { fromDate: number; toDate: number } {
  const today = istDateOf(now);
  return {
    fromDate: istStartOfDay(addDaysToDate(today, -(WALLET_HISTORY_DAYS - 1))).getTime(),
    toDate: istStartOfDay(addDaysToDate(today, 1)).getTime() - 1,
  };
}

// ---------------------------------------------------------------------------------------------
// Endpoints (docs/architecture.md "Endpoint registry")
// ---------------------------------------------------------------------------------------------

/** The wallet belongs to OPERATOR and ELECTRIC accounts (ELECTRIC through /electric). */
const walletEndpoint = {
  access: 'tenant',
  accountTypes: ['OPERATOR', 'ELECTRIC'],
  feature: 'Wallet',
  tags: ['wallet'],
} as const;

/** Part 1 §7 /user/trasactions and /user/addMoney, part 2 §7 /user/transactionStatus, and GET /user/wallet. */
export const walletEndpoints = {
  wallet: defineEndpoint({
    ...walletEndpoint,
    method: 'GET',
    path: '/user/wallet',
    response: walletResponseSchema,
    errors: [400, 401, 403],
    summary: "The acting account's wallet balance (rupees)",
  }),
  lowBalanceAlert: defineEndpoint({
    ...walletEndpoint,
    method: 'PUT',
    path: '/user/wallet/lowBalanceAlert',
    audit: 'wallet.alert.set',
    body: lowBalanceAlertRequestSchema,
    response: walletResponseSchema,
    errors: [400, 401, 403],
    summary: 'Set or clear the low-balance alert; answers the wallet',
    description:
      'amount: whole rupees, 1 to 1,000,000, or null for no alert. Home lists "Wallet low" while the balance is below it.',
  }),
  transactions: defineEndpoint({
    ...walletEndpoint,
    method: 'GET',
    // The spec's spelling.
    path: '/user/trasactions',
    query: transactionsQuerySchema,
    response: transactionsResponseSchema,
    errors: [400, 401, 403],
    summary: 'Wallet entries between fromDate and toDate (epoch ms, inclusive), newest first',
    description:
      'Without dates: the last week, 00:00 IST six days ago to the end of today. At most 366 days.',
  }),
  addMoney: defineEndpoint({
    ...walletEndpoint,
    method: 'POST',
    path: '/user/addMoney',
    audit: 'wallet.topup.requested',
    body: addMoneyRequestSchema,
    response: addMoneyResponseSchema,
    errors: [400, 401, 403, 404, 429, 502],
    summary: 'Start a wallet top-up: answers the payment page URL',
    description:
      "amount: whole rupees, 100 to 100000. mobileNo is accepted and ignored: the order belongs to the token's account and number.",
  }),
  transactionStatus: defineEndpoint({
    ...walletEndpoint,
    method: 'GET',
    path: '/user/transactionStatus',
    query: transactionStatusQuerySchema,
    response: transactionStatusResponseSchema,
    errors: [400, 401, 403, 404, 502],
    summary: "A top-up order's state: SUCCESS, PENDING or FAILED (the caller's orders only)",
    description:
      'The gateway callback parameters from /processing may be passed along; they are verified against the stored order. A pending order is checked with the gateway.',
  }),
};
