import { onDemand } from '../lib/on-demand';

/**
 * Dialogs are drawn by Mantine's ModalsProvider, loaded after the shell's first paint (or when the
 * first dialog is asked for), so Mantine's Modal, its focus trap and scroll lock stay out of it
 * (docs/performance.md "Web: the shell's overlays after the first paint"). `modals.open*` sends
 * an event only a mounted provider hears: ask through {@link whenModalsReady} (components/confirm.tsx).
 */
const outlet = onDemand(() => import('./ModalsOutlet'));

let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/**
 * Loads and mounts the dialogs' provider (idempotent); answers once it listens, or fails when its
 * code could not be loaded (the next call tries again).
 */
export function whenModalsReady(): Promise<void> {
  return outlet.want().then(() => ready);
}

/** Where the dialogs' provider is mounted once loaded (layouts/ShellProviders.tsx). */
export function ModalsHost() {
  const Outlet = outlet.useLoaded()?.default;
  return Outlet ? <Outlet onReady={markReady} /> : null;
}
