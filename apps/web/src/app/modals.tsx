import { Suspense, lazy, useSyncExternalStore } from 'react';

/**
 * Dialogs are drawn by Mantine's ModalsProvider, loaded after the shell's first paint (or when the
 * first dialog is asked for), so Mantine's Modal, its focus trap and scroll lock stay out of it
 * (docs/performance.md "Web: the shell's overlays after the first paint"). `modals.open*` sends
 * an event only a mounted provider hears: ask through {@link whenModalsReady} (components/confirm.tsx).
 */
const ModalsOutlet = lazy(() => import('./ModalsOutlet'));

let wanted = false;
let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});
const listeners = new Set<() => void>();

/** Loads and mounts the dialogs' provider (idempotent); answers when it listens. */
export function whenModalsReady(): Promise<void> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return ready;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Where the dialogs' provider is mounted once wanted (layouts/ShellProviders.tsx). */
export function ModalsHost() {
  const on = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return on ? (
    <Suspense fallback={null}>
      <ModalsOutlet onReady={markReady} />
    </Suspense>
  ) : null;
}
