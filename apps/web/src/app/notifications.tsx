import { onDemand } from '../lib/on-demand';

/**
 * Toasts are drawn by Mantine's <Notifications>, loaded when the first toast is wanted (the
 * guarded shell wants it once idle after its first paint; `lib/toast.ts` with every toast), so its
 * code and CSS stay out of the pages' first paint (docs/performance.md "Web"). A toast shown
 * before the component has loaded waits in Mantine's store and appears when it has.
 */
const outlet = onDemand(() => import('./NotificationsOutlet'));

/** Loads and mounts the toasts' outlet (idempotent; asked again after a failed load). */
export function wantNotifications(): void {
  outlet.want().catch(() => undefined);
}

export function NotificationsHost() {
  const Outlet = outlet.useLoaded()?.default;
  return Outlet ? <Outlet /> : null;
}
