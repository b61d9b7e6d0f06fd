import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';

/** How long a stopping server still reads requests that were already sent (see shutdown). */
const SHUTDOWN_GRACE_MS = 100;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp(config);
  } catch (err) {
    console.error(`Could not start the Operator Console: ${describeError(err)}`);
    if (config.database.kind === 'postgres') {
      console.error('Check DATABASE_URL: the server must be reachable and the database must exist.');
    }
    process.exit(1);
  }
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // Fastify stops listening, lets the requests in flight finish, then runs the onClose hooks
    // (the database pool or PGlite closes last). Node's server.close() also ends every connection
    // that has no request in progress, and a request whose bytes have arrived but were not read yet
    // (the thread was busy, e.g. in a PGlite query) counts as none: its client would see a reset.
    // So first a short grace, and one turn of the event loop through its I/O phase (setImmediate
    // runs after it), so that what was already sent is read and finished like any request in flight.
    const close = (): void => {
      app.close().then(
        () => {
          app.log.info({ signal }, 'stopped: requests in flight finished, database closed');
          process.exit(0);
        },
        (err: unknown) => {
          app.log.error({ err }, 'error during shutdown');
          process.exit(1);
        },
      );
    };
    setTimeout(() => setImmediate(close), SHUTDOWN_GRACE_MS);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { url: config.publicUrl, database: config.database.kind, mode: config.mode },
    `Operator Console ready at ${config.publicUrl}`,
  );
}

/** The deepest cause's message first: `database "x" does not exist`, not the failed migration query. */
function describeError(err: unknown): string {
  const messages: string[] = [];
  let current: unknown = err;
  while (current instanceof Error && messages.length < 5) {
    messages.unshift(current.message.split('\n')[0] ?? '');
    current = current.cause;
  }
  return messages.length > 0 ? messages.join(' ← ') : String(err);
}

void main();
