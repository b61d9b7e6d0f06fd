import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';

/** How long a stopping server still accepts connections (see shutdown). */
const SHUTDOWN_GRACE_MS = 100;
/** While stopping, a connection with no request in progress is ended after this long without one. */
const DRAIN_IDLE_MS = 500;

/**
 * A gentler drain than Node's: `server.close()` ends at once every connection that has no request in
 * progress, and a connection whose request has arrived but was not read yet (the thread was busy —
 * building an .xlsx, a PGlite query) looks the same, so its client saw a reset. Call the returned
 * function when stopping: from then on a connection is ended only once it has had no request in
 * progress for DRAIN_IDLE_MS, checked after the event loop's I/O phase (setImmediate), so bytes that
 * were waiting are read, and their request served, first. Requests served while stopping carry
 * `Connection: close` (Fastify), so their connections end after the answer.
 */
function gentleDrain(server: Server): () => void {
  const sockets = new Map<Socket, { active: number; last: number }>();
  server.on('connection', (socket: Socket) => {
    sockets.set(socket, { active: 0, last: Date.now() });
    socket.once('close', () => sockets.delete(socket));
  });
  server.on('request', (req, res) => {
    const state = sockets.get(req.socket);
    if (!state) return;
    state.active++;
    state.last = Date.now();
    res.once('close', () => {
      state.active--;
      state.last = Date.now();
    });
  });
  return () => {
    server.closeIdleConnections = () => undefined;
    const reap = () => {
      const now = Date.now();
      for (const [socket, state] of sockets)
        if (state.active === 0 && now - state.last >= DRAIN_IDLE_MS) socket.destroy();
    };
    setInterval(() => setImmediate(reap), 100).unref();
  };
}

/**
 * Keeps the event loop alive while the server starts, until it listens. Much of a start is promise
 * work that no libuv handle holds open (PGlite's WebAssembly compiled on V8's worker threads, queries
 * answered in this thread). Whenever the loop runs out of handles Node does not wait in it: it
 * blocks in `NodePlatform::DrainTasks` until every background task of V8's worker threads has
 * finished, WebAssembly tier-up compiles of PGlite included, before it runs the task that goes on.
 * That wait was 240–430 ms of a restart, with the socket already listening and nothing served
 * (docs/performance.md "The event loop held while the server starts; writers built on first use").
 */
function holdEventLoop(): () => void {
  const timer = setInterval(() => undefined, 60_000);
  return () => clearInterval(timer);
}

async function main(): Promise<void> {
  const release = holdEventLoop();
  try {
    await start();
  } finally {
    release();
  }
}

async function start(): Promise<void> {
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
  const drain = gentleDrain(app.server);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // Fastify stops listening (new connections are refused), lets the requests in flight finish,
    // then runs the onClose hooks (the database pool or PGlite closes last). First a short grace and
    // one pass of the event loop's I/O phase (setImmediate runs after it): connections the kernel has
    // already completed wait in the listening socket's queue until the thread accepts them, and
    // closing that socket would reset them.
    const close = () => {
      drain();
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
