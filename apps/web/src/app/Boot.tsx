import { ROUTES } from '@oc/contract/constants';
import { Suspense, lazy, startTransition, useState } from 'react';
import { PaymentProcessing } from '../features/payments/components/PaymentCard';
import { LoginScreen } from './login';

/** The router, the query cache and every route (app/router.tsx): one chunk, loaded on demand. */
const loadRouter = () => import('./router');
const AppRouter = lazy(() => loadRouter().then((m) => ({ default: m.AppRouter })));

/** The route state a react-router navigation left in this history entry (the guard's `from`). */
function historyFrom(): unknown {
  const state: unknown = window.history.state;
  if (!state || typeof state !== 'object' || !('usr' in state)) return undefined;
  const usr = state.usr as { from?: unknown } | null;
  return usr?.from;
}

/** While the router's chunk loads: /processing says so at once (RouteFallback), the rest is blank. */
function BootFallback() {
  return window.location.pathname === ROUTES.processing ? <PaymentProcessing /> : null;
}

/**
 * What the entry draws. A page opened at /login is the login screen alone, without the router,
 * the query cache or their code (docs/performance.md "Web"); when the login ends, the address
 * becomes the landing page (replacing /login in the history, as the routed login does) and the
 * app takes over from there. Any other address is the app (app/router.tsx), whose /login route is
 * the same screen.
 */
export function Boot() {
  const [loginAlone, setLoginAlone] = useState(() => window.location.pathname === ROUTES.login);

  if (loginAlone) {
    const onLoggedIn = (path: string) => {
      // The landing page's code first, so the login stays on screen until the app can draw it.
      void loadRouter()
        .then((m) => m.preloadRoute(path))
        .catch(() => undefined)
        .then(() => {
          window.history.replaceState(null, '', path);
          startTransition(() => setLoginAlone(false));
        });
    };
    return (
      <Suspense fallback={null}>
        <LoginScreen from={historyFrom()} onLoggedIn={onLoggedIn} onOtpSent={() => void loadRouter()} />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<BootFallback />}>
      <AppRouter />
    </Suspense>
  );
}
