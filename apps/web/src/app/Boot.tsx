import { ROUTES } from '@oc/contract/constants';
import { Suspense, startTransition, useState } from 'react';
import { PaymentProcessing } from '../features/wallet/components/PaymentCard';
import { lazyPreloadable } from '../lib/lazy';
import { LoginScreen } from './login';

/** The router, the query cache and every route (app/router.tsx): one chunk, loaded on demand. */
const loadRouter = () => import('./router');
const AppRouter = lazyPreloadable<object>(() => loadRouter().then((m) => ({ default: m.AppRouter })));

/**
 * Loads what an app address draws first — the router, the shell and the screen — and starts its
 * first reads, all at once (app/router.tsx `prefetchRoute`). Answers when the code is in, so the
 * first render draws the page instead of suspending (src/main.tsx, lib/lazy.ts); fails only when
 * the router's chunk did not load.
 */
export async function startApp(path: string): Promise<void> {
  const [m] = await Promise.all([loadRouter(), AppRouter.load()]);
  await m.prefetchRoute(path);
}

/** The route state a react-router navigation left in this history entry (the guard's `from`). */
function historyFrom(): unknown {
  if (typeof window === 'undefined') return undefined; // the build's prerender (src/prerender.tsx)
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
 * the same screen. The page at /login comes drawn already (login.html, src/prerender.tsx) and is
 * hydrated (src/main.tsx): its first render must draw what the build drew.
 */
export function Boot({ openedAt }: { openedAt: string }) {
  // The address the page was opened at: the browser's, or /login when the build prerenders the
  // login page (src/prerender.tsx).
  const [loginAlone, setLoginAlone] = useState(() => openedAt === ROUTES.login);

  if (loginAlone) {
    const onLoggedIn = (path: string) => {
      // The landing page's code first, so the login stays on screen until the app can draw it.
      void startApp(path)
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
