/**
 * Runs `fn` a while after the page has drawn, when the main thread is idle: for code a page may
 * need soon but not for its first paint (the shell's menus and dialogs, the toasts' outlet), so it
 * loads after what the page shows first instead of competing with it (docs/performance.md "Web:
 * the shell's overlays after the first paint"). Answers a function that cancels it.
 */
export function whenIdle(fn: () => void, delayMs = 1500): () => void {
  let idle: number | undefined;
  const timer = window.setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function')
      idle = window.requestIdleCallback(fn, { timeout: 2000 });
    else fn();
  }, delayMs);
  return () => {
    window.clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
