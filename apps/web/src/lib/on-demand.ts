import { useSyncExternalStore } from 'react';

/** Code loaded when first wanted, then kept: see {@link onDemand}. */
export interface OnDemand<T> {
  /** Loads it (once; a failed load is asked again by the next call); answers it when loaded. */
  want(): Promise<T>;
  /** It once loaded, else null; the component renders again when it arrives. */
  useLoaded(): T | null;
}

/**
 * A module loaded on first want — the shell's overlays (app/layouts/overlays.ts), the dialogs' and
 * the toasts' outlets (app/modals.tsx, app/notifications.tsx) — that components read without
 * suspending: until it is here they draw something else (a look-alike, nothing).
 */
export function onDemand<T>(load: () => Promise<T>): OnDemand<T> {
  let loaded: T | null = null;
  let pending: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    want() {
      pending ??= load().then(
        (value) => {
          loaded = value;
          for (const listener of listeners) listener();
          return value;
        },
        (err: unknown) => {
          pending = null;
          throw err;
        },
      );
      return pending;
    },
    useLoaded() {
      return useSyncExternalStore(
        subscribe,
        () => loaded,
        () => null,
      );
    },
  };
}
