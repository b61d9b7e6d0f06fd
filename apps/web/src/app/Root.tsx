import { StrictMode } from 'react';
import { Boot } from './Boot';
import { AppProviders } from './providers';

/**
 * The whole page: drawn in the browser (src/main.tsx) and, for /login, at build time
 * (src/prerender.tsx), so both draw the same tree and the prerendered login can be hydrated.
 */
export function Root({ path }: { path: string }) {
  return (
    <StrictMode>
      <AppProviders>
        <Boot openedAt={path} />
      </AppProviders>
    </StrictMode>
  );
}
