import pg from 'pg';

/** The PostgreSQL server of the PostgreSQL run: TEST_DATABASE_URL, else the local one with trust auth. */
export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export function testDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  const url = env.TEST_DATABASE_URL?.trim();
  return url && url.length > 0 ? url : DEFAULT_TEST_DATABASE_URL;
}

/** The same server and credentials, another database. */
export function databaseUrl(adminUrl: string, name: string): string {
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A URL without its password, for messages. */
export function redactUrl(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

export function quoteIdent(name: string): string {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected database name ${name}`);
  return `"${name}"`;
}

/** Runs statements on the admin database over one short-lived connection. */
export async function withAdmin<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** CREATE DATABASE name [TEMPLATE tpl], retrying while the template still has a closing connection. */
export async function createDatabase(client: pg.Client, name: string, template?: string): Promise<void> {
  const sql = `CREATE DATABASE ${quoteIdent(name)}${template ? ` TEMPLATE ${quoteIdent(template)}` : ''}`;
  for (let attempt = 1; ; attempt++) {
    try {
      await client.query(sql);
      return;
    } catch (err) {
      const busy = err instanceof Error && /is being accessed by other users/.test(err.message);
      if (!busy || attempt >= 20) throw err;
      await new Promise((r) => setTimeout(r, 100 * attempt));
    }
  }
}

/**
 * DROP DATABASE. Without `force` it waits for the connections of a just-ended pool to go (PostgreSQL
 * gives them 5 s); `force` ends any that are left (run teardown, databases of crashed runs).
 */
export async function dropDatabase(
  client: pg.Client,
  name: string,
  opts: { force?: boolean } = {},
): Promise<void> {
  await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)}${opts.force ? ' WITH (FORCE)' : ''}`);
}
