/** What the global setup hands to the test files (vitest provide/inject). */
export type TestDbInfo =
  | {
      kind: 'pglite';
      runId: string;
      /** Tarballs of a migrated data directory, and of a migrated and seeded one (PGlite dumpDataDir). */
      templateFile: string;
      seededFile: string;
      seededAt: string;
    }
  | {
      kind: 'postgres';
      runId: string;
      /** The server's maintenance database, from TEST_DATABASE_URL (CREATE/DROP DATABASE run there). */
      adminUrl: string;
      templateName: string;
      seededName: string;
      seededAt: string;
    };

declare module 'vitest' {
  export interface ProvidedContext {
    ocTestDb: TestDbInfo;
  }
}
