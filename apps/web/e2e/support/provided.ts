/** What the e2e global setup hands to the spec files (vitest provide/inject). */
export interface E2eInfo {
  /** A seeded data directory (made once per run); every server starts on a fresh copy of it. */
  seedDir: string;
  /** Where this run's copies go (removed at the end of the run). */
  runDir: string;
  /** This run's snapshot of apps/web/dist, which every server serves (absent if there was no build). */
  webDist?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    ocE2e: E2eInfo;
  }
}
