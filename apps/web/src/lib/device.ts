import { deviceOf, type DeviceKind } from '@oc/contract/constants';

/**
 * Part 1 §1: the desktop or mobile layout is chosen from the browser's user agent, once per page
 * load (the contract's rule, which the server also uses to send the prerendered login page of the
 * same layout). Both layouts stay usable at any width (a desktop browser in a narrow window, a
 * tablet).
 */
export type { DeviceKind };

export function detectDevice(userAgent: string = navigator.userAgent): DeviceKind {
  return deviceOf(userAgent);
}

/** The layout of this page load (the build's prerender sets `navigator` for each layout). */
export const device: DeviceKind = typeof navigator === 'undefined' ? 'desktop' : detectDevice();
export const isMobile = device === 'mobile';
