import type { DbOrTx } from './client';

/**
 * A statement built once per database (or transaction) object, for a repository function that runs
 * the same statement with different values: `build` makes it with `sql.placeholder`s and prepares it
 * under a name (`.prepare('name')`). Drizzle's query builder walks every column and value each time
 * a query is built, and PostgreSQL parses and plans an unnamed statement on every run; a prepared
 * one is built once here and, on PostgreSQL, parsed once per pool connection and planned from
 * PostgreSQL's plan cache (docs/performance.md "Mutations prepared once"; drizzle's PGlite driver
 * ignores the name, so PGlite still parses each run). A transaction is its own object, so a
 * statement run inside one is built once per transaction; its connection still parses it once.
 */
export function preparedPerDb<S>(build: (db: DbOrTx) => S): (db: DbOrTx) => S {
  const built = new WeakMap<DbOrTx, S>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
