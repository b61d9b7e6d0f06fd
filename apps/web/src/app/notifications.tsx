import { Suspense, lazy, useSyncExternalStore } from 'react';

/**
 * Toasts are drawn by Mantine's <Notifications>, loaded when the first toast is wanted (the
 * guarded shell wants it at once; the login page only when it shows its one toast), so its code
 * and CSS stay out of the login page's first paint (docs/performance.md "Web"). A toast shown
 * before the component has loaded waits in Mantine's store and appears when it has.
 */
const NotificationsOutlet = lazy(() => import('./NotificationsOutlet'));

let wanted = false;
const listeners = new Set<() => void>();

/** Loads and mounts the toasts' outlet (idempotent). */
export function wantNotifications(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function NotificationsHost() {
  const on = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return on ? (
    <Suspense fallback={null}>
      <NotificationsOutlet />
    </Suspense>
  ) : null;
}
