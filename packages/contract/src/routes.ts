/**
 * Every web route of both spec parts (part 1 §2 Route table, part 2 §2).
 * The web router is built from this list; anything else shows 'Not Found'.
 */
export const ROUTES = {
  login: '/login',
  home: '/',
  profile: '/profile',
  kyc: '/kyc',
  wallet: '/wallet',
  myBuses: '/myBuses',
  serviceContracts: '/serviceContracts',
  paymentSummary: '/paymentSummary',
  tripsRevenue: '/tripsRevenue',
  trips: '/trips',
  tripDetails: '/trips/tripDetails',
  seatFare: '/seatFare',
  payouts: '/payouts',
  offlineCommission: '/offlineCommission',
  inspectionDataDetails: '/inspectionDataDetails',
  auditDataDetails: '/auditDataDetails',
  feedbackDetails: '/feedbackDetails',
  operatorDealsDetails: '/operatorDealsDetails',
  dealDetail: '/operatorDealsDetails/:campaignId',
  deals: '/deals',
  fmlmPaymentSummary: '/fmlmPaymentSummary',
  reimbursements: '/reimbursements',
  processing: '/processing',
  /** The account's audit trail (issue 38; not in the spec): in the avatar menu. */
  activity: '/activity',
} as const;
export type RouteKey = keyof typeof ROUTES;

/**
 * Pages outside the operator's login that both sides name (issue 41): the one-tap unsubscribe page
 * a daily digest links to (`/unsubscribe?token=…`, built by the server's digest module).
 */
export const PUBLIC_PAGES = {
  unsubscribe: '/unsubscribe',
} as const;

/**
 * The staff console's pages both sides name (issue 38): its root, and the set-password page the
 * link printed by `npm run admin -- staff-create` opens. The rest: apps/web/src/admin/routes.ts.
 */
export const STAFF_PAGES = {
  root: '/admin',
  setPassword: '/admin/set-password',
} as const;
