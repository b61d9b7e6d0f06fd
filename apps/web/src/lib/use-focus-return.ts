import { useEffect, useRef, useState } from 'react';

/**
 * For a dialog its screen mounts to open and unmounts to close (rather than `opened` false, where
 * Mantine gives the focus back itself): when it goes, the focus goes back to what had it when it
 * came (the row's Edit button), unless the focus has already moved somewhere else on purpose.
 */
export function useFocusReturnOnUnmount(): void {
  // Read while rendering, before the dialog's own effects move the focus into it.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  useEffect(
    () => () => {
      if (!(opener instanceof HTMLElement)) return;
      window.setTimeout(() => {
        const now = document.activeElement;
        if ((now === null || now === document.body) && opener.isConnected)
          opener.focus({ preventScroll: true });
      }, 0);
    },
    [opener],
  );
}

/**
 * After a decision takes its item out of a queue (the dialog's opener goes with it): once the focus
 * has fallen to the page (`<body>`) within the next second, it goes to `target` (the queue's
 * heading), so a keyboard or screen-reader user goes on from the queue, not from the top.
 */
export function focusWhenLost(target: () => HTMLElement | null, within = 1_000): void {
  const start = Date.now();
  const tick = () => {
    const now = document.activeElement;
    if (now === null || now === document.body) target()?.focus({ preventScroll: true });
    else if (Date.now() - start < within) window.setTimeout(tick, 50);
  };
  window.setTimeout(tick, 50);
}

/**
 * A menu opened at mount (pressed while it was a look-alike): Mantine records where focus returns
 * only when `opened` changes, so its first close returns focus to the target here, unless focus
 * went somewhere else (the header's account, language and theme menus).
 */
export function useFocusBack(openedOnMount: boolean) {
  const target = useRef<HTMLButtonElement>(null);
  const returnFocus = () => {
    const atClose = document.activeElement;
    window.setTimeout(() => {
      const now = document.activeElement;
      if (now === null || now === document.body || now === atClose)
        target.current?.focus({ preventScroll: true });
    }, 10);
  };
  return { target, onClose: openedOnMount ? { onClose: returnFocus } : {} };
}
