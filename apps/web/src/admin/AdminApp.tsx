import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate, Route, Routes, matchRoutes, type RouteObject } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { lazyPreloadable } from '../lib/lazy';
import { RequireStaff } from './RequireStaff';
import { ADMIN_BASE, ADMIN_ROUTES } from './routes';

/**
 * The provider's staff console (issue 38), everything under /admin: a chunk of its own that the
 * operator's routes load only at these addresses (app/router.tsx), with its own session
 * (lib/staff-session.ts), layout and screens, each screen a chunk of its own.
 */

const AdminLayout = lazyPreloadable(() => import('./layouts/AdminLayout'));
const SCREENS = {
  login: lazyPreloadable(() => import('./features/staff/screens/StaffLoginScreen')),
  setPassword: lazyPreloadable(() => import('./features/staff/screens/SetPasswordScreen')),
  operators: lazyPreloadable(() => import('./features/staff/screens/OperatorsScreen')),
  operator: lazyPreloadable(() => import('./features/staff/screens/OperatorScreen')),
  onboardOperator: lazyPreloadable(() => import('./features/staff/screens/OnboardOperatorScreen')),
  proposals: lazyPreloadable(() => import('./features/proposals/screens/ProposalsScreen')),
  bankProofs: lazyPreloadable(() => import('./features/queues/screens/BankProofsScreen')),
  claims: lazyPreloadable(() => import('./features/queues/screens/ClaimsScreen')),
  kyc: lazyPreloadable(() => import('./features/queues/screens/KycReviewsScreen')),
  audit: lazyPreloadable(() => import('./features/audit/screens/AuditScreen')),
  apiKeys: lazyPreloadable(() => import('./features/apikeys/screens/ApiKeysScreen')),
  webhooks: lazyPreloadable(() => import('./features/webhooks/screens/WebhooksScreen')),
};

/** The console's addresses below /admin and their screens (the layout's, `guarded`). */
const PAGES: { path: string; screen: keyof typeof SCREENS; guarded: boolean }[] = [
  { path: 'login', screen: 'login', guarded: false },
  { path: 'set-password', screen: 'setPassword', guarded: false },
  { path: 'operators', screen: 'operators', guarded: true },
  { path: 'operators/new', screen: 'onboardOperator', guarded: true },
  { path: 'operators/:id', screen: 'operator', guarded: true },
  { path: 'proposals', screen: 'proposals', guarded: true },
  { path: 'queues/bank-proofs', screen: 'bankProofs', guarded: true },
  { path: 'queues/claims', screen: 'claims', guarded: true },
  { path: 'queues/kyc', screen: 'kyc', guarded: true },
  { path: 'audit', screen: 'audit', guarded: true },
  { path: 'api-keys', screen: 'apiKeys', guarded: true },
  { path: 'webhooks', screen: 'webhooks', guarded: true },
];

/**
 * Loads the code of the console page at `pathname` (its screen, and the layout for a signed-in
 * page) before the first render, so it draws without a blank step (app/router.tsx).
 */
export async function loadAdminPage(pathname: string): Promise<void> {
  const routes: RouteObject[] = PAGES.map((p) => ({ path: `${ADMIN_BASE}/${p.path}` }));
  const match = matchRoutes(routes, pathname)?.[0];
  const page = PAGES.find((p) => `${ADMIN_BASE}/${p.path}` === match?.route.path);
  // /admin itself shows the proposals.
  const screen = page?.screen ?? (pathname.replace(/\/$/, '') === ADMIN_BASE ? 'proposals' : null);
  const guarded = page?.guarded ?? true;
  await Promise.all([screen ? SCREENS[screen].load() : null, guarded ? AdminLayout.load() : null]);
}

function AdminNotFound() {
  const intl = useIntl();
  return (
    <Center py={64}>
      <Stack gap="xs" align="center">
        <Title order={2}>
          {intl.formatMessage({ id: 'admin.shell.notFound.title', defaultMessage: 'Not Found' })}
        </Title>
        <Text c="dimmed">
          {intl.formatMessage({
            id: 'admin.shell.notFound.message',
            defaultMessage: 'There is no such page in the staff console.',
          })}
        </Text>
        <Anchor component={Link} to={ADMIN_ROUTES.proposals}>
          {intl.formatMessage({ id: 'admin.shell.notFound.link', defaultMessage: 'Go to Proposals' })}
        </Anchor>
      </Stack>
    </Center>
  );
}

/** The console's routes, below the operator router's `/admin/*`. */
export default function AdminApp() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        {PAGES.filter((p) => !p.guarded).map((p) => {
          const Screen = SCREENS[p.screen];
          return <Route key={p.path} path={p.path} element={<Screen />} caseSensitive />;
        })}
        <Route
          element={
            <RequireStaff>
              <AdminLayout />
            </RequireStaff>
          }
        >
          <Route index element={<Navigate to={ADMIN_ROUTES.proposals} replace />} />
          {PAGES.filter((p) => p.guarded).map((p) => {
            const Screen = SCREENS[p.screen];
            return <Route key={p.path} path={p.path} element={<Screen />} caseSensitive />;
          })}
          <Route path="*" element={<AdminNotFound />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
