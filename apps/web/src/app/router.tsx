import { PUBLIC_PAGES, ROUTES } from '@oc/contract/constants';
import { Suspense, lazy, useEffect } from 'react';
import type { ComponentType } from 'react';
import {
  BrowserRouter,
  NavigationType,
  Outlet,
  matchRoutes,
  useLocation,
  useNavigate,
  useNavigationType,
  useRoutes,
} from 'react-router';
import type { RouteObject } from 'react-router';
import { LoginScreen } from './login';
import { lazyPreloadable, type Preloadable } from '../lib/lazy';
import { getTokenPayload } from '../lib/session';
import { QueryProvider, queryClient } from './queries';
import { RequireAuth } from './RequireAuth';
import { RouteFallback } from './RouteFallback';

// Every screen is its own chunk, so the login page loads only what it needs. The shell and the
// screens are loaded ahead of their first render when the app starts (`prefetchRoute`), and then
// render without suspending (lib/lazy.ts).
const AppLayout = lazyPreloadable(() => import('./layouts/AppLayout'));
const NotFound = lazy(() => import('./NotFound'));
// A digest's one-tap unsubscribe link (issue 41): no login, so outside the guard.
const UnsubscribeScreen = lazy(() => import('../features/account/screens/UnsubscribeScreen'));

/**
 * The provider's staff console (/admin/…, issue 38): its own chunks, session and layout
 * (admin/AdminApp.tsx). Nothing here imports it: operators never download it. Loaded with the code
 * of the console page the browser opened (`prefetchRoute`).
 */
const ADMIN_PREFIX = '/admin';
const isAdminPath = (pathname: string) =>
  pathname === ADMIN_PREFIX || pathname.startsWith(`${ADMIN_PREFIX}/`);
// eslint-disable-next-line import-x/no-restricted-paths -- the console's one door: a lazy chunk
const loadAdmin = () => import('../admin/AdminApp');
const AdminApp = lazyPreloadable(loadAdmin);

type Load = () => Promise<{ default: ComponentType<object> }>;
type Prefetch = () => Promise<void>;

/**
 * Guarded screens: path → the screen's chunk (part 1 §2 Route table, part 2 §2) and, for home, the
 * reads its first paint shows (`prefetchRoute`).
 */
const SCREENS: [path: string, load: Load, prefetch?: Prefetch][] = [
  [
    ROUTES.home,
    // With the acting model's view (MG's home is a chunk of its own).
    () =>
      import('../features/home/screens/HomeScreen').then(async (m) => {
        await m.loadHomeView();
        return m;
      }),
    () => import('../features/home/screens/HomeScreen').then((m) => m.prefetchHome(queryClient)),
  ],
  [ROUTES.profile, () => import('../features/account/screens/ProfileScreen')],
  [ROUTES.kyc, () => import('../features/kyc/screens/KycScreen')],
  [ROUTES.wallet, () => import('../features/wallet/screens/WalletScreen')],
  [ROUTES.myBuses, () => import('../features/buses/screens/MyBusesScreen')],
  [ROUTES.serviceContracts, () => import('../features/contracts/screens/ServiceContractsScreen')],
  [ROUTES.paymentSummary, () => import('../features/contracts/screens/PaymentSummaryScreen')],
  [ROUTES.tripsRevenue, () => import('../features/contracts/screens/TripsRevenueScreen')],
  [ROUTES.trips, () => import('../features/cab/screens/TripsScreen')],
  // /trips/tripDetails?_id={tripId}
  [ROUTES.tripDetails, () => import('../features/cab/screens/TripDetailsScreen')],
  [ROUTES.seatFare, () => import('../features/commission/screens/SeatFareScreen')],
  [ROUTES.payouts, () => import('../features/payouts/screens/PayoutsScreen')],
  [ROUTES.offlineCommission, () => import('../features/commission/screens/OfflineCommissionScreen')],
  [ROUTES.inspectionDataDetails, () => import('../features/quality/screens/InspectionDataScreen')],
  [ROUTES.auditDataDetails, () => import('../features/quality/screens/AuditDataScreen')],
  [ROUTES.feedbackDetails, () => import('../features/quality/screens/FeedbackScreen')],
  [ROUTES.operatorDealsDetails, () => import('../features/deals/screens/OperatorDealsScreen')],
  // /operatorDealsDetails/:campaignId
  [ROUTES.dealDetail, () => import('../features/deals/screens/DealDetailScreen')],
  // /deals matches by prefix: the wizard may use sub-paths.
  [`${ROUTES.deals}/*`, () => import('../features/deals/screens/CreateDealScreen')],
  [ROUTES.fmlmPaymentSummary, () => import('../features/fleet/screens/FleetPaymentSummaryScreen')],
  [ROUTES.reimbursements, () => import('../features/reimbursements/screens/ReimbursementsScreen')],
  // /processing?order_id={orderId}
  [ROUTES.processing, () => import('../features/wallet/screens/ProcessingScreen')],
  [ROUTES.activity, () => import('../features/audit/screens/ActivityScreen')],
];

/** The screens as routes: each screen's component once, loadable ahead of its first render. */
const SCREEN_ROUTES: {
  path: string;
  caseSensitive: true;
  Screen: Preloadable<object>;
  prefetch?: Prefetch;
}[] = SCREENS.map(([path, load, prefetch]) => ({
  path,
  caseSensitive: true,
  Screen: lazyPreloadable(load),
  ...(prefetch ? { prefetch } : {}),
}));

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

/**
 * /login reached inside the app (the guard's redirect, with the origin in route state): the same
 * screen as the one drawn without the router when the page is opened at /login (app/Boot.tsx).
 */
function LoginRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <LoginScreen
      from={(location.state as { from?: unknown } | null)?.from}
      onLoggedIn={(path) => void navigate(path, { replace: true })}
    />
  );
}

export const routes: RouteObject[] = [
  {
    Component: Root,
    children: [
      { path: ROUTES.login, Component: LoginRoute, caseSensitive: true },
      { path: PUBLIC_PAGES.unsubscribe, Component: UnsubscribeScreen, caseSensitive: true },
      { path: `${ADMIN_PREFIX}/*`, Component: AdminApp, caseSensitive: true },
      {
        element: (
          <RequireAuth>
            <AppLayout />
          </RequireAuth>
        ),
        // Exact match, case included (part 1 §2): '/Profile' is 'Not Found'.
        children: SCREEN_ROUTES.map(({ path, Screen }) => ({ path, Component: Screen, caseSensitive: true })),
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

/** The guarded screen an address shows, if any. */
function screenOf(path: string) {
  const pathname = path.split(/[?#]/)[0] ?? path;
  return matchRoutes(SCREEN_ROUTES, pathname)?.[0]?.route;
}

/**
 * What the first paint of an app address waits for, asked for at once when the app starts
 * (app/Boot.tsx): rendering would ask one after the other — the shell's code, then its
 * `GET {prefix}/user/me` (the shell draws the screen once it has answered), then the screen's code,
 * then the screen's reads (home's: `prefetch`). Answers once the shell's and the screen's code is
 * in, or the shell's alone when /user/me failed (never fails: a chunk that did not load is asked
 * for again by its render). Signed out, nothing: the guard sends the page to /login. A console
 * address (/admin/…): the console's code and its page's, nothing of the operator's. Failed reads
 * are left to the screens, which ask again (docs/performance.md "Web").
 */
export async function prefetchRoute(path: string): Promise<void> {
  const pathname = path.split(/[?#]/)[0] ?? path;
  if (isAdminPath(pathname)) {
    // The console and its page's code (it reads nothing of the operator's session).
    await loadAdmin()
      .then((m) => Promise.all([AdminApp.load(), m.loadAdminPage(pathname)]))
      .catch(() => undefined);
    return;
  }
  if (getTokenPayload() === null) return;
  const screen = screenOf(path);
  const quietly = (p: Promise<unknown> | undefined) => p?.catch(() => undefined);
  const me = import('./layouts/api/get-me').then((m) => queryClient.query(m.meQueryOptions()));
  void quietly(screen?.prefetch?.());
  const shell = quietly(AppLayout.load());
  const code = Promise.all([shell, quietly(screen?.Screen.load())]);
  // The shell draws its error instead of the screen when /user/me failed: that needs the shell's
  // code only, so the error is not kept waiting for the screen's.
  const meFailed = me.then(
    () => code,
    () => shell,
  );
  await Promise.race([code, meFailed]);
}

/**
 * A new page opens at its top (a link or a navigate() after a form); back and forward keep the
 * browser's own scroll restoration. The query string alone (filters) does not move the page.
 */
function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    if (type !== NavigationType.Pop) window.scrollTo({ top: 0 });
  }, [pathname, type]);
  return null;
}

/** The app with its router and query cache; loaded by app/Boot.tsx for every page but /login. */
export function AppRouter() {
  return (
    <QueryProvider>
      <BrowserRouter>
        <ScrollToTopOnNavigate />
        <AppRoutes />
      </BrowserRouter>
    </QueryProvider>
  );
}
