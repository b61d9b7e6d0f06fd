import { ROUTES } from '@oc/contract/constants';
import { Suspense, lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { BrowserRouter, Outlet, useRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { RequireAuth } from './RequireAuth';
import { RouteFallback } from './RouteFallback';

// Every screen is its own chunk (React.lazy), so the login page loads only what it needs.
const LoginScreen = lazy(() => import('../features/auth/screens/LoginScreen'));
const AppLayout = lazy(() => import('./layouts/AppLayout'));
const NotFound = lazy(() => import('./NotFound'));

/** Guarded screens: path → lazily loaded screen (part 1 §2 Route table, part 2 §2). */
const SCREENS: [path: string, screen: LazyExoticComponent<ComponentType>][] = [
  [ROUTES.home, lazy(() => import('../features/home/screens/HomeScreen'))],
  [ROUTES.profile, lazy(() => import('../features/profile/screens/ProfileScreen'))],
  [ROUTES.kyc, lazy(() => import('../features/kyc/screens/KycScreen'))],
  [ROUTES.wallet, lazy(() => import('../features/wallet/screens/WalletScreen'))],
  [ROUTES.myBuses, lazy(() => import('../features/buses/screens/MyBusesScreen'))],
  [ROUTES.serviceContracts, lazy(() => import('../features/contracts/screens/ServiceContractsScreen'))],
  [ROUTES.paymentSummary, lazy(() => import('../features/payment-summary/screens/PaymentSummaryScreen'))],
  [ROUTES.tripsRevenue, lazy(() => import('../features/trips-revenue/screens/TripsRevenueScreen'))],
  [ROUTES.trips, lazy(() => import('../features/cab-trips/screens/TripsScreen'))],
  // /trips/tripDetails?_id={tripId}
  [ROUTES.tripDetails, lazy(() => import('../features/cab-trips/screens/TripDetailsScreen'))],
  [ROUTES.seatFare, lazy(() => import('../features/commission/screens/SeatFareScreen'))],
  [ROUTES.payouts, lazy(() => import('../features/payouts/screens/PayoutsScreen'))],
  [ROUTES.offlineCommission, lazy(() => import('../features/commission/screens/OfflineCommissionScreen'))],
  [ROUTES.inspectionDataDetails, lazy(() => import('../features/inspections/screens/InspectionDataScreen'))],
  [ROUTES.auditDataDetails, lazy(() => import('../features/audits/screens/AuditDataScreen'))],
  [ROUTES.feedbackDetails, lazy(() => import('../features/feedback/screens/FeedbackScreen'))],
  [ROUTES.operatorDealsDetails, lazy(() => import('../features/deals/screens/OperatorDealsScreen'))],
  // /operatorDealsDetails/:campaignId
  [ROUTES.dealDetail, lazy(() => import('../features/deals/screens/DealDetailScreen'))],
  // /deals matches by prefix: the wizard may use sub-paths.
  [`${ROUTES.deals}/*`, lazy(() => import('../features/deals/screens/CreateDealScreen'))],
  [
    ROUTES.fmlmPaymentSummary,
    lazy(() => import('../features/fleet-payments/screens/FleetPaymentSummaryScreen')),
  ],
  [ROUTES.reimbursements, lazy(() => import('../features/reimbursements/screens/ReimbursementsScreen'))],
  // /processing?order_id={orderId}
  [ROUTES.processing, lazy(() => import('../features/payments/screens/ProcessingScreen'))],
];

/**
 * The root: a Suspense boundary for the lazily loaded login, shell and Not Found pages (nothing
 * while they load, except /processing: 'Processing your payment...' from the first paint).
 */
function Root() {
  return (
    <Suspense fallback={<RouteFallback blank />}>
      <Outlet />
    </Suspense>
  );
}

export const routes: RouteObject[] = [
  {
    Component: Root,
    children: [
      { path: ROUTES.login, Component: LoginScreen, caseSensitive: true },
      {
        element: (
          <RequireAuth>
            <AppLayout />
          </RequireAuth>
        ),
        // Exact match, case included (part 1 §2): '/Profile' is 'Not Found'.
        children: SCREENS.map(([path, Screen]) => ({ path, Component: Screen, caseSensitive: true })),
      },
      { path: '*', Component: NotFound },
    ],
  },
];

/**
 * The app's routes in react-router's declarative mode (BrowserRouter + useRoutes): the app uses
 * no loaders, actions or other data-router features, and the declarative mode leaves the data
 * router's code out of the first paint (docs/performance.md "Web").
 */
function AppRoutes() {
  return useRoutes(routes);
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
