import { useRef } from 'react';

/**
 * A menu opened at mount (pressed while it was a look-alike): Mantine records where focus returns
 * only when `opened` changes, so its first close returns focus to the target here, unless focus
 * went somewhere else (as AccountMenu in app/layouts/ShellOverlays.tsx does).
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
