import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** A PostgreSQL role name the grant takes: lower-case letters, digits and underscores. */
export const APP_ROLE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Grants the application role what the server needs on PostgreSQL (docs/security.md "Audit
 * trail"): every table and sequence of the schema to read and write, but never UPDATE, DELETE or
 * TRUNCATE on `audit_events`; and the migrator's own table (`drizzle`), which the server reads at
 * start to find nothing left to apply. Run by the tables' owner once the owner's server start has
 * migrated (`npm run admin -- grant-app-role --role R`); the server then connects as R. Its DDL
 * is refused, so the owner applies later migrations, then grants again.
 */
export async function grantAppRole(db: DbOrTx, role: string): Promise<void> {
  if (!APP_ROLE_NAME.test(role)) throw new Error(`Not a role name: ${role}`);
  if (!(await roleExists(db, role))) throw new MissingRoleError(role);
  const r = sql.identifier(role);
  await db.transaction(async (tx) => {
    const [schema] = (
      (await tx.execute<{ name: string }>(sql`select current_schema() as name`)) as {
        rows: { name: string }[];
      }
    ).rows;
    const s = sql.identifier(schema?.name ?? 'public');
    await tx.execute(sql`grant usage on schema ${s} to ${r}`);
    await tx.execute(sql`grant select, insert, update, delete on all tables in schema ${s} to ${r}`);
    await tx.execute(sql`grant usage, select on all sequences in schema ${s} to ${r}`);
    await tx.execute(sql`revoke update, delete, truncate on ${s}.audit_events from ${r}`);
    // The migrator's `create schema if not exists` needs CREATE on the database; it then finds its
    // table and no migration pending.
    await tx.execute(sql`grant create on database ${sql.identifier(await databaseName(tx))} to ${r}`);
    await tx.execute(sql`grant usage, create on schema drizzle to ${r}`);
    await tx.execute(sql`grant select, insert on all tables in schema drizzle to ${r}`);
  });
}

/** The role the grant names does not exist: made first on PostgreSQL; the embedded database has none. */
export class MissingRoleError extends Error {
  constructor(role: string) {
    super(
      `There is no role ${role}. Make it first on PostgreSQL (CREATE ROLE ${role} LOGIN PASSWORD '…'); ` +
        'this command is for PostgreSQL (DATABASE_URL), not the embedded database.',
    );
  }
}

async function roleExists(db: DbOrTx, role: string): Promise<boolean> {
  const result = await db.execute(sql`select 1 from pg_roles where rolname = ${role}`);
  return (result as { rows: unknown[] }).rows.length > 0;
}

async function databaseName(db: DbOrTx): Promise<string> {
  const result = await db.execute<{ name: string }>(sql`select current_database() as name`);
  const [row] = (result as { rows: { name: string }[] }).rows;
  return row?.name ?? '';
}
