import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';

/**
 * CSP computed from the active providers: 'self' plus only the hosts a configured real
 * provider needs. Inline styles are allowed because Mantine sets style attributes on elements,
 * which a nonce cannot cover (docs/security.md).
 */
export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const scriptSrc = ["'self'"];
  // 'self': the reimbursement 'Proof' modal shows a PDF proof inline through a signed link of this
  // server (modules/files/http.ts lets only such inline files be framed, by this origin).
  const frameSrc: string[] = ["'self'"];
  const connectSrc = ["'self'"];
  if (config.captcha.provider === 'recaptcha') {
    scriptSrc.push('https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/');
    frameSrc.push('https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/');
  }
  return {
    'default-src': ["'self'"],
    'script-src': scriptSrc,
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': connectSrc,
    'frame-src': frameSrc,
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

/**
 * Helmet's headers on every routed answer (404s and errors included), set on the raw response in
 * an `onRequest` hook so that a route can still replace one (modules/files/http.ts).
 *
 * Helmet's middleware is built once, here: the Fastify wrapper (@fastify/helmet) built it again
 * for every request (option checks, the CSP parsed and written anew), about 6 µs of CPU per
 * answer for headers that never vary here (docs/performance.md "The request line without the
 * redaction walk; Helmet built once").
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    crossOriginEmbedderPolicy: false,
    // Same as the CSP's frame-ancestors 'none', for browsers that only read the old header.
    frameguard: { action: 'deny' },
    hsts: config.mode === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined));
  });
}
