import { DrizzleQueryError } from 'drizzle-orm';

/**
 * Errors that mean "the database cannot be reached right now" rather than "this query is wrong":
 * the error handler answers them 503 with Retry-After, and the pool opens new connections once the
 * server is back.
 */

/** Socket-level failures (Node error codes) on the way to the database server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a lost or refused connection: class 08 (connection exception), 57P01 admin_shutdown
 * (pg_terminate_backend, a fast shutdown), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting
 * up, recovering), 53300 too_many_connections.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres and pg-pool raise these without a code. */
const MESSAGES = [
  /^Connection terminated/, // unexpectedly | due to connection timeout | (client ended)
  /is not queryable/, // a client whose connection died: "Client has encountered a connection error and is not queryable"
  /^timeout exceeded when trying to connect/, // pg-pool connectionTimeoutMillis
  /^Cannot use a pool after calling end on the pool/, // shutting down
];

function matches(err: object, networkCodes: boolean): boolean {
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    if (networkCodes && NETWORK_CODES.has(code)) return true;
  }
  const message = (err as { message?: unknown }).message;
  return typeof message === 'string' && MESSAGES.some((m) => m.test(message));
}

/**
 * True when the error, or a cause of it, is a connection failure. A socket error code counts on the
 * error itself (pool.connect) or under a drizzle query error, not deeper in some other error: a
 * provider's failed fetch also has ECONNRESET as a cause, and is not the database.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: { error: unknown; networkCodes: boolean }[] = [{ error: err, networkCodes: true }];
  for (const { error, networkCodes } of queue) {
    if (seen.size >= 20) break;
    if (typeof error !== 'object' || error === null || seen.has(error)) continue;
    seen.add(error);
    if (matches(error, networkCodes)) return true;
    const fromQuery = error instanceof DrizzleQueryError;
    queue.push({ error: (error as { cause?: unknown }).cause, networkCodes: fromQuery });
    // net.connect to a name with several addresses fails with an AggregateError of each attempt.
    if (error instanceof AggregateError)
      for (const e of error.errors as unknown[]) queue.push({ error: e, networkCodes });
  }
  return false;
}

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable. Please try again shortly.';
/** Seconds a client should wait before trying again (Retry-After, whole seconds). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * SQLSTATEs of two changes meeting at the same moment: 23505 unique_violation (both inserted the
 * same key), 40P01 deadlock_detected, 40001 serialization_failure. Services lock what they change,
 * so these should not happen; when one does, the client is told to try again (409), not a 500.
 */
const CONFLICT_SQLSTATES = new Set(['23505', '40P01', '40001']);

/** True when the error, or a cause of it (a drizzle query error wraps the driver's), is such a conflict. */
export function isConcurrentChange(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && CONFLICT_SQLSTATES.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export const CONCURRENT_CHANGE_MESSAGE =
  'This was changed at the same moment by another request. Please reload and try again.';
