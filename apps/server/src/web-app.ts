import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { PRERENDERED_LOGIN_FILES, ROUTES, deviceOf } from '@oc/contract/constants';
import { HttpError } from './lib/http-error';

/**
 * The built SPA from the same port, with index.html for any other GET that wants HTML; GET /login
 * gets the login page the build drew (login.html or login-mobile.html, by the user agent's layout,
 * the web's own rule), which paints before any script has loaded and is hydrated
 * (docs/architecture.md "Access and navigation (web)").
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const hasWeb = existsSync(indexFile);
  // A build without them (an older one) answers /login with index.html, as before.
  const hasLoginPages = Object.values(PRERENDERED_LOGIN_FILES).every((file) =>
    existsSync(path.join(webDist, file)),
  );
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz beside each file (apps/web/vite.config.ts): sent to
      // browsers that accept them, with Content-Encoding and Vary (docs/performance.md "Web").
      preCompressed: true,
      // Found beside their file when it is asked for; not routes of their own (each file is two
      // routes, GET and HEAD, made at start: the copies were 182 of the 425 files).
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          void res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    // A missing build file (a chunk of another build) is a 404: index.html in its place would be
    // refused by the browser as script and leave a blank page.
    const isAsset = request.url.startsWith('/assets/');
    if (!isApi && !isAsset && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      void reply.header('cache-control', 'no-cache');
      if (hasLoginPages && request.url.split('?')[0] === ROUTES.login) {
        // The file depends on the user agent: caches must keep one answer per agent.
        const userAgent = request.headers['user-agent'];
        return reply
          .header('vary', 'user-agent')
          .sendFile(PRERENDERED_LOGIN_FILES[deviceOf(userAgent)], webDist, { cacheControl: false });
      }
      // `cacheControl: false`: the plugin would otherwise replace no-cache by its public, max-age=0.
      return reply.sendFile('index.html', webDist, { cacheControl: false });
    }
    throw new HttpError(404, `No such route: ${request.method} ${request.url.split('?')[0] ?? ''}`);
  });
}
