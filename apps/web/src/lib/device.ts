/**
 * Part 1 §1: the desktop or mobile layout is chosen from the browser's user agent, once per page
 * load. Both layouts stay usable at any width (a desktop browser in a narrow window, a tablet).
 */
const MOBILE_UA =
  /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile|Silk|Kindle|KFAPWI|PlayBook|BB10/i;

export type DeviceKind = 'mobile' | 'desktop';

export function detectDevice(userAgent: string = navigator.userAgent): DeviceKind {
  return MOBILE_UA.test(userAgent) ? 'mobile' : 'desktop';
}

/** The layout of this page load. */
export const device: DeviceKind = typeof navigator === 'undefined' ? 'desktop' : detectDevice();
export const isMobile = device === 'mobile';
