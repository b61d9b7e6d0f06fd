import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';

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
  let app;
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
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
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
