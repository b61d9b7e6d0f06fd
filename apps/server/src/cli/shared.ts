import { ConfigError, loadConfig, type Config } from '../config';
import { openDatabase, type Database, type OpenOptions } from '../db/client';
import { DatabaseInUseError } from '../db/lock';
import { HttpError } from '../lib/http-error';

/** Where a command writes; tests collect the lines. */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

export const consoleIo: CliIo = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
};

/** What a command needs from the outside world; tests replace any of it. */
export interface CliDeps {
  env?: NodeJS.ProcessEnv;
  io?: CliIo;
  /** Opens (and migrates) the configured database; default openDatabase(config.database). */
  openDatabase?: (config: Config, opts?: OpenOptions) => Promise<Database>;
  now?: () => Date;
}

/** A mistake of the person at the keyboard: printed as one line, exit code 1, no stack trace. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/**
 * The server's configuration. The commands sign no tokens and call no provider, so production mode
 * needs neither the token secrets (placeholders stand in when they are unset) nor real providers
 * here; every other setting is checked.
 */
export function loadCliConfig(env: NodeJS.ProcessEnv): Config {
  const placeholder = 'not-used-by-the-command-line-tools-0000';
  return loadConfig(
    env.APP_MODE === 'production'
      ? {
          ...env,
          JWT_SECRET: env.JWT_SECRET || placeholder,
          HASH_SECRET: env.HASH_SECRET || placeholder,
          ALLOW_SANDBOX_PROVIDERS: 'true',
        }
      : env,
  );
}

/**
 * The configured database, for `command` (e.g. 'npm run admin'). An embedded (PGlite) directory is
 * locked while open: with the server running on it this fails with DatabaseInUseError ("… in use
 * by the running server (pid N). Stop the server first, or run the command against PostgreSQL").
 */
export function defaultOpen(config: Config, opts: OpenOptions = {}): Promise<Database> {
  return openDatabase(config.database, opts);
}

/** A database URL with its password hidden. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres://…';
  }
}

export function describeDatabase(config: Config): string {
  return config.database.kind === 'postgres'
    ? `PostgreSQL at ${redactUrl(config.database.url)}`
    : `embedded PGlite in ${config.database.dir}`;
}

/**
 * The message to print for an error: user errors (bad input, not found, already exists, bad
 * configuration) as they are; anything else with its deepest cause, still without a stack trace
 * unless DEBUG is set.
 */
export function errorLines(err: unknown, env: NodeJS.ProcessEnv): string[] {
  if (err instanceof UsageError || err instanceof ConfigError || err instanceof DatabaseInUseError)
    return [err.message];
  if (err instanceof HttpError) {
    const extra = (err.errors ?? []).slice(1).map((e) => `  ${e.message}`);
    return [err.message, ...extra];
  }
  const messages: string[] = [];
  let current: unknown = err;
  while (current instanceof Error && messages.length < 5) {
    messages.unshift(current.message.split('\n')[0] ?? '');
    current = current.cause;
  }
  const lines = [`Failed: ${messages.length > 0 ? messages.join(' ← ') : String(err)}`];
  if (env.DEBUG && err instanceof Error && err.stack) lines.push(err.stack);
  return lines;
}
