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

/**
 * Navigation by user type (part 1 §2 'Navigation by user type'). Every entry leads to a route of
 * ROUTES, so no menu item can end on 'Not Found'.
 */
export interface NavItem {
  label: string;
  to: string;
  icon: Icon;
}

export interface NavGroup {
  label: string;
  icon: Icon;
  children: NavItem[];
  /** Shown opened (else only while one of its entries is the current page). */
  defaultOpened?: boolean;
}

export type NavEntry = NavItem | NavGroup;

export function isNavGroup(entry: NavEntry): entry is NavGroup {
  return 'children' in entry;
}

const home: NavItem = { label: 'Home', to: ROUTES.home, icon: IconHome };
const account: NavItem = { label: 'Account', to: ROUTES.profile, icon: IconUserCircle };
const operatorDeals: NavItem = {
  label: 'Operator Deals',
  to: ROUTES.operatorDealsDetails,
  icon: IconDiscount2,
};
const offlineCommission: NavItem = {
  label: 'Offline Commission',
  to: ROUTES.offlineCommission,
  icon: IconPercentage,
};
const payouts: NavItem = { label: 'Payouts', to: ROUTES.payouts, icon: IconCash };
const kyc: NavItem = { label: 'KYC', to: ROUTES.kyc, icon: IconId };
const wallet: NavItem = { label: 'Wallet', to: ROUTES.wallet, icon: IconWallet };

const NAV: Record<UserType, NavEntry[]> = {
  CABOWNER: [
    home,
    { label: 'Trips', to: ROUTES.trips, icon: IconCar },
    { label: 'Payment Summary', to: ROUTES.fmlmPaymentSummary, icon: IconReportMoney },
  ],
  BUSOWNER: [
    home,
    { label: 'Inspection Data', to: ROUTES.inspectionDataDetails, icon: IconClipboardCheck },
    { label: 'Audit Data', to: ROUTES.auditDataDetails, icon: IconChecklist },
    { label: 'Feedback', to: ROUTES.feedbackDetails, icon: IconMessageStar },
    { label: 'Reimbursements', to: ROUTES.reimbursements, icon: IconReceiptRefund },
    {
      label: 'My Buses & Payments',
      icon: IconBus,
      children: [
        { label: 'My Buses', to: ROUTES.myBuses, icon: IconBus },
        { label: 'Service Contracts', to: ROUTES.serviceContracts, icon: IconFileText },
        { label: 'Payment Summary', to: ROUTES.paymentSummary, icon: IconReportMoney },
        { label: 'Trips & Revenue', to: ROUTES.tripsRevenue, icon: IconChartBar },
      ],
    },
  ],
  ELECTRIC: [home, wallet],
  OPERATOR: [
    home,
    operatorDeals,
    offlineCommission,
    { label: 'Offline Seat Fare', to: ROUTES.seatFare, icon: IconTicket },
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
        label: 'Offline Pricing',
        icon: IconTag,
        defaultOpened: true,
        children: [offlineCommission, { label: 'B2B Flat Fare', to: ROUTES.seatFare, icon: IconTicket }],
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
