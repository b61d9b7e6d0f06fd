import { createElement, lazy, type ComponentType } from 'react';

/** A lazily loaded component that can be loaded ahead of its first render ({@link lazyPreloadable}). */
export type Preloadable<P extends object> = ComponentType<P> & {
  /** Loads the component's chunk (once); the component then renders without suspending. */
  load: () => Promise<ComponentType<P>>;
};

/**
 * React.lazy, except that once the chunk has loaded (by `load()` or an earlier render) the component
 * renders at once instead of suspending. React.lazy suspends on its first render even when its chunk
 * is already in, and React 19 shows the content of a boundary that suspended no sooner than 300 ms
 * after its fallback: every page would wait for that (docs/performance.md "Web: no Suspense on the
 * first paint"). A failed `load()` is not kept: the next
 * call tries again (and, once it succeeds, the component renders).
 */
export function lazyPreloadable<P extends object>(
  loader: () => Promise<{ default: ComponentType<P> }>,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const load = () => {
    pending ??= loader().then(
      (m) => (loaded = m.default),
      (err: unknown) => {
        pending = undefined;
        throw err;
      },
    );
    return pending;
  };
  // Our `then` runs before React's, so by the time React renders again `loaded` is set and the
  // element below keeps one type from then on.
  const Lazy = lazy(() => load().then((c) => ({ default: c })));
  function PreloadableComponent(props: P) {
    return createElement(loaded ?? Lazy, props);
  }
  return Object.assign(PreloadableComponent, { load });
}
