import type { Db } from '../../src/db/client';
import { seedDemo } from '../../src/db/seed';

/** The demo seed (src/db/seed) at a given "now": all demo data is relative to today (IST). */
export async function seedDemoAt(db: Db, opts: { now: Date }): Promise<void> {
  await seedDemo(db, { now: opts.now });
}
