import {
  IconBus,
  IconCar,
  IconChartBar,
  IconChecklist,
  IconClipboardCheck,
  IconDiscount2,
  IconFileText,
  IconHome,
  IconId,
  IconMessageStar,
  IconPercentage,
  IconReceiptRefund,
  IconReportMoney,
  IconTag,
  IconTicket,
  IconUserCircle,
  IconWallet,
  IconCash,
} from '@tabler/icons-react';
import type { Icon } from '@tabler/icons-react';
import { ROUTES } from '@oc/contract';
import type { UserType } from '@oc/contract';
import { defineMessages, type Message } from '@oc/i18n';

/**
 * Navigation by user type (part 1 §2 'Navigation by user type'). Every entry leads to a route of
 * ROUTES, so no menu item can end on 'Not Found'. Labels are messages, formatted where drawn
 * (NavList).
 */
export interface NavItem {
  label: Message;
  to: string;
  icon: Icon;
}

export interface NavGroup {
  label: Message;
  icon: Icon;
  children: NavItem[];
  /** Shown opened (else only while one of its entries is the current page). */
  defaultOpened?: boolean;
}

export type NavEntry = NavItem | NavGroup;

export function isNavGroup(entry: NavEntry): entry is NavGroup {
  return 'children' in entry;
}

const LABELS = defineMessages({
  home: { id: 'app.nav.home', defaultMessage: 'Home' },
  account: { id: 'app.nav.account', defaultMessage: 'Account' },
  operatorDeals: { id: 'app.nav.operatorDeals', defaultMessage: 'Operator Deals' },
  offlineCommission: { id: 'app.nav.offlineCommission', defaultMessage: 'Offline Commission' },
  payouts: { id: 'app.nav.payouts', defaultMessage: 'Payouts' },
  kyc: { id: 'app.nav.kyc', defaultMessage: 'KYC' },
  wallet: { id: 'app.nav.wallet', defaultMessage: 'Wallet' },
  trips: { id: 'app.nav.trips', defaultMessage: 'Trips' },
  paymentSummary: { id: 'app.nav.paymentSummary', defaultMessage: 'Payment Summary' },
  inspectionData: { id: 'app.nav.inspectionData', defaultMessage: 'Inspection Data' },
  auditData: { id: 'app.nav.auditData', defaultMessage: 'Audit Data' },
  feedback: { id: 'app.nav.feedback', defaultMessage: 'Feedback' },
  reimbursements: { id: 'app.nav.reimbursements', defaultMessage: 'Reimbursements' },
  busesAndPayments: { id: 'app.nav.busesAndPayments', defaultMessage: 'My Buses & Payments' },
  myBuses: { id: 'app.nav.myBuses', defaultMessage: 'My Buses' },
  serviceContracts: { id: 'app.nav.serviceContracts', defaultMessage: 'Service Contracts' },
  tripsRevenue: { id: 'app.nav.tripsRevenue', defaultMessage: 'Trips & Revenue' },
  seatFare: { id: 'app.nav.seatFare', defaultMessage: 'Offline Seat Fare' },
  offlinePricing: { id: 'app.nav.offlinePricing', defaultMessage: 'Offline Pricing' },
  flatFare: { id: 'app.nav.flatFare', defaultMessage: 'B2B Flat Fare' },
});

const home: NavItem = { label: LABELS.home, to: ROUTES.home, icon: IconHome };
const account: NavItem = { label: LABELS.account, to: ROUTES.profile, icon: IconUserCircle };
const operatorDeals: NavItem = {
  label: LABELS.operatorDeals,
  to: ROUTES.operatorDealsDetails,
  icon: IconDiscount2,
};
const offlineCommission: NavItem = {
  label: LABELS.offlineCommission,
  to: ROUTES.offlineCommission,
  icon: IconPercentage,
};
const payouts: NavItem = { label: LABELS.payouts, to: ROUTES.payouts, icon: IconCash };
const kyc: NavItem = { label: LABELS.kyc, to: ROUTES.kyc, icon: IconId };
const wallet: NavItem = { label: LABELS.wallet, to: ROUTES.wallet, icon: IconWallet };

const NAV: Record<UserType, NavEntry[]> = {
  CABOWNER: [
    home,
    { label: LABELS.trips, to: ROUTES.trips, icon: IconCar },
    { label: LABELS.paymentSummary, to: ROUTES.fmlmPaymentSummary, icon: IconReportMoney },
  ],
  BUSOWNER: [
    home,
    { label: LABELS.inspectionData, to: ROUTES.inspectionDataDetails, icon: IconClipboardCheck },
    { label: LABELS.auditData, to: ROUTES.auditDataDetails, icon: IconChecklist },
    { label: LABELS.feedback, to: ROUTES.feedbackDetails, icon: IconMessageStar },
    { label: LABELS.reimbursements, to: ROUTES.reimbursements, icon: IconReceiptRefund },
    {
      label: LABELS.busesAndPayments,
      icon: IconBus,
      children: [
        { label: LABELS.myBuses, to: ROUTES.myBuses, icon: IconBus },
        { label: LABELS.serviceContracts, to: ROUTES.serviceContracts, icon: IconFileText },
        { label: LABELS.paymentSummary, to: ROUTES.paymentSummary, icon: IconReportMoney },
        { label: LABELS.tripsRevenue, to: ROUTES.tripsRevenue, icon: IconChartBar },
      ],
    },
  ],
  ELECTRIC: [home, wallet],
  OPERATOR: [
    home,
    operatorDeals,
    offlineCommission,
    { label: LABELS.seatFare, to: ROUTES.seatFare, icon: IconTicket },
    payouts,
    kyc,
    // Not in the spec's row: GDS operators have a wallet (part 1 §2 Wallet), so it is in the menu.
    wallet,
  ],
};

/** The desktop side navigation. */
export function desktopNav(type: UserType): NavEntry[] {
  return NAV[type];
}

/**
 * The mobile hamburger menu (Logout is added by the drawer itself). For OPERATOR it is the spec's
 * mobile row plus Home, Payouts, KYC and Wallet, so every desktop screen is reachable on a phone,
 * with one entry per screen: 'Offline Pricing (pricing)' names no route in either spec part, and
 * the row lists it right before its two pricing screens, so it is the section that holds them —
 * 'Offline Commission' (/offlineCommission) and 'B2B Flat Fare' (/seatFare, the B2B offline seat
 * fares) — shown opened (docs/architecture.md "Access and navigation").
 */
export function mobileNav(type: UserType): NavEntry[] {
  if (type === 'OPERATOR') {
    return [
      home,
      account,
      operatorDeals,
      {
        label: LABELS.offlinePricing,
        icon: IconTag,
        defaultOpened: true,
        children: [offlineCommission, { label: LABELS.flatFare, to: ROUTES.seatFare, icon: IconTicket }],
      },
      payouts,
      kyc,
      wallet,
    ];
  }
  // Other user types: their own table's entries (Account Details stays in the avatar menu).
  return NAV[type];
}

/** Whether a nav target is the current page (deal detail highlights Operator Deals, and so on). */
export function isActive(to: string, pathname: string): boolean {
  if (to === ROUTES.home) return pathname === ROUTES.home;
  return pathname === to || pathname.startsWith(`${to}/`);
}
