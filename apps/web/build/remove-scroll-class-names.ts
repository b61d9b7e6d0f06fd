import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';

/**
 * What Mantine's AppShell parts (header, footer, aside) take from react-remove-scroll: the two
 * class names of `RemoveScroll.classNames`, from the same package constants the library's own come
 * from. The build gives them this module instead of the library (`appShellRemoveScroll` in
 * vite.config.ts), so the shell's first paint does not load the scroll lock's 10 KB; the dialogs
 * and drawers, which lock the page's scroll, load the library itself.
 */
export const RemoveScroll = {
  classNames: { fullWidth: fullWidthClassName, zeroRight: zeroRightClassName },
} as const;

/** The modules given the stand-in: Mantine's AppShell parts. */
export const APP_SHELL_MODULE = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]/;
