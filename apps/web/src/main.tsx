import '@mantine/core/styles.css';
// Hindi's letters for devices without a Devanagari font: each weight's Devanagari part is
// downloaded only when a page shows Devanagari (unicode-range), never for English.
import '@fontsource/noto-sans-devanagari/400.css';
import '@fontsource/noto-sans-devanagari/600.css';
import '@fontsource/noto-sans-devanagari/700.css';
import './app/global.css';
import { ROUTES } from '@oc/contract/constants';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { startApp } from './app/Boot';
import { initialLanguage, setLanguage } from './i18n/language';
import { Root } from './app/Root';
import { device } from './lib/device';

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');

const page = <Root path={window.location.pathname} />;
// The page's language (i18n/language.ts): the prerendered login is English, so a page in another
// language is drawn anew once its catalogue is here, never hydrated half-translated.
const language = initialLanguage();
const languageReady = setLanguage(language).catch(() => undefined);
// The server answers /login with the login page drawn at build time for this layout (login.html,
// login-mobile.html: src/prerender.tsx): React takes over that markup instead of drawing it again.
// Any other page (and a prerendered page of the other layout, which the server never sends) is
// drawn here.
// The page is on screen already, so hydrating is not urgent: as a transition React does it in
// short slices and the main thread stays free for input (Total Blocking Time).
if (root.dataset.prerendered === device && window.location.pathname === ROUTES.login && language === 'en') {
  startTransition(() => {
    hydrateRoot(root, page);
  });
} else {
  const draw = () => {
    void languageReady.then(() => {
      root.replaceChildren();
      createRoot(root).render(page);
    });
  };
  const path = window.location.pathname;
  if (path === ROUTES.login) draw();
  else {
    // An app address: its code first, then one render that draws it (app/Boot.tsx `startApp`).
    // /processing draws 'Processing your payment...' at once, while its code loads.
    const started = Promise.all([
      startApp(`${path}${window.location.search}`).catch(() => undefined),
      languageReady,
    ]);
    if (path === ROUTES.processing) draw();
    else
      void started.then(() => {
        root.replaceChildren();
        const app = createRoot(root);
        // Its code is here, so nothing suspends: as a transition React renders the shell and the
        // screen in short slices instead of one long task (Total Blocking Time; docs/performance.md).
        startTransition(() => app.render(page));
      });
  }
}

// The installable app's service worker (app/pwa.tsx), once the page has loaded: never before the
// first paint, and only in a build (the dev server has none).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void import('./app/pwa').then((m) => m.registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
