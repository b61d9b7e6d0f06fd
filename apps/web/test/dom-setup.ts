// Component tests (`apps/web/src/**/*.test.tsx`, vitest project "web components"): what jsdom lacks
// and Mantine reads (docs: mantine.dev "Testing with Vitest"), and a clean DOM after each test.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

window.HTMLElement.prototype.scrollIntoView = () => undefined;

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  // A desktop-wide window where no media query matches (the layouts themselves are the browser tests').
  value: (query: string): Partial<MediaQueryList> => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class NoResizeObserver implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = NoResizeObserver;

// Mantine's autosize Textarea re-measures when web fonts load (document.fonts: the CSS Font Loading
// API, which jsdom lacks).
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: {
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      ready: Promise.resolve(),
    },
  });
}
