import { useState } from 'react';
import type { PointerEvent } from 'react';
import { onDemand } from '../../lib/on-demand';

/**
 * The shell's overlays — the avatar's menu, the business-model Select and the mobile menu's
 * drawer (`ShellOverlays.tsx`) — are a chunk of their own: with Floating UI and Mantine's popover,
 * combobox and drawer they were a third of what an app page loaded before its first paint. The
 * shell draws look-alike buttons first and asks for the chunk when the page is idle
 * (`ShellProviders`), or at once when one of them is touched, focused or pressed; the real one
 * replaces it when it is here (docs/performance.md "Web: the shell's overlays after the first
 * paint").
 */
const overlays = onDemand(() => import('./ShellOverlays'));

/**
 * Loads the overlays' chunk (once; asked again after a failure); answers whether it is here, so a
 * press waiting for it can be undone when it could not be loaded.
 */
export function wantShellOverlays(): Promise<boolean> {
  return overlays.want().then(
    () => true,
    () => false,
  );
}

/** The overlays' module once loaded, else null (re-renders when it arrives). */
export function useShellOverlays() {
  return overlays.useLoaded();
}

/**
 * What a look-alike (UserMenu, BusinessModelSwitcher) remembers until the real overlay arrives:
 * pressed (open it) and focused (focus it). `handlers` go on the look-alike: hovering, touching or
 * focusing asks for the chunk ahead of a press; `press` marks it pressed and asks at once.
 *
 * A mouse press counts from the button going down, not from the click: hovering asks for the
 * chunk, and when it arrives between the button's down and up the look-alike is replaced under the
 * pointer, and Chromium sends no click for a press whose element was removed. Leaving the
 * look-alike with the button held undoes it, as a button's press is undone. A touch counts from its
 * click as before: a tap's click goes to what is under the finger when it lifts, the real button
 * once it has arrived (counting the touch as a press too would open the menu and let that click
 * close it), and a touch that turns into a scroll is no press.
 */
export function useEarlyPress() {
  const [intent, setIntent] = useState({ open: false, focus: false });
  const want = () => void wantShellOverlays();
  const press = () => {
    setIntent({ open: true, focus: true });
    want();
  };
  const unpress = () => setIntent((i) => ({ ...i, open: false }));
  const handlers = {
    onPointerEnter: want,
    onTouchStart: want,
    onPointerDown: (e: PointerEvent) => {
      if (e.pointerType === 'mouse' && e.button === 0 && !e.ctrlKey) press();
    },
    onPointerLeave: (e: PointerEvent) => {
      if (e.pointerType === 'mouse' && (e.buttons & 1) === 1) unpress();
    },
    onClick: press,
    onFocus: () => {
      setIntent((i) => ({ ...i, focus: true }));
      want();
    },
    onBlur: () => setIntent((i) => ({ ...i, focus: false })),
  };
  return { intent, press, unpress, handlers };
}
