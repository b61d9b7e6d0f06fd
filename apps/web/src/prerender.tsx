/**
 * The build's prerender of the login page (apps/web/vite.config.ts, `prerenderLogin`): draws the
 * page the browser draws at /login (src/app/Root.tsx, with the real providers, theme and login
 * screen) to HTML, which the server sends for GET /login and the browser hydrates (src/main.tsx).
 * The layout comes from the user agent at module load (src/lib/device.ts): the build renders each
 * layout in a process of its own, with `navigator` set to a user agent of that layout.
 */
import { ROUTES } from '@oc/contract/constants';
import { prerenderToNodeStream } from 'react-dom/static';
import { Root } from './app/Root';
import { device } from './lib/device';

/** The layout drawn and the markup of #root, every lazy part (the login screen) resolved. */
export async function renderLogin(): Promise<{ device: typeof device; html: string }> {
  const { prelude } = await prerenderToNodeStream(<Root path={ROUTES.login} />, {
    onError(error) {
      throw error instanceof Error ? error : new Error(String(error));
    },
  });
  prelude.setEncoding('utf8');
  let html = '';
  for await (const part of prelude) html += String(part);
  return { device, html };
}
