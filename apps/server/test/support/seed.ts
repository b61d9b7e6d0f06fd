import type { Db } from '../../src/db/client';
import { seedDemo } from '../../src/db/seed';

/**
 * The demo seed at a given "now". `seedDemo(db)` is growing a `{ now }` option (data relative to
 * today); a function of fewer parameters fits this type, so the kit works before and after.
 */
export const seedDemoAt: (db: Db, opts: { now: Date }) => Promise<void> = seedDemo;
