/**
 * `npm run seed:scale`: adds the scale accounts (src/db/seed/scale.ts) to the configured database,
 * next to the demo data (seeded first when the database is empty), in one transaction:
 * - 9000000099 OPERATOR: 500 services × today … today + 14 of commission and fares, 10,000 trips,
 *   100,000 bookings, 10,000 wallet entries, a year of weekly payouts, 200 deals;
 * - 9000000098 MG: 60 buses, 30 services with a year of trips, bookings and ratings, a year of
 *   inspections and audits, 200 reimbursements;
 * - 9000000097 CABOWNER: 5,000 cab trips with marshals and bookings.
 * Stop the server first (PGlite). Log in with a server started with
 * TEST_NUMBERS=9000000099:1234,9000000098:1234,9000000097:1234.
 * `--grid-only`: the operator's services with their commission and fares only (no history, no MG
 * or cab account): what the browser's scale test (apps/web/e2e/commission-scale) reads.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { GLOBAL_SCOPE } from '../db/schema';
import { isEmpty, seedDemo } from '../db/seed';
import {
  seedScale,
  seedScaleAccount,
  type ScaleResult,
  SCALE_CAB_MOBILE,
  SCALE_MG_MOBILE,
  SCALE_MOBILE,
  SCALE_MOBILES,
} from '../db/seed/scale';
import { defaultOpen, describeDatabase, errorLines, loadCliConfig } from './shared';

/**
 * Bulk load without the per-row foreign-key triggers (what `pg_restore --disable-triggers` does):
 * `session_replication_role = replica` for this transaction only, about 3.5× faster on PGlite
 * (35 s → 10 s for the full set). The generator's references are checked where it matters: the
 * tests seed the same data with the triggers on (test/scale-explain.api.test.ts). Needs a superuser
 * (PGlite always is); otherwise the setting is refused inside a savepoint and the load runs checked.
 */
async function skipReferenceChecks(tx: Tx): Promise<void> {
  try {
    await tx.transaction((sp) => sp.execute(sql`set local session_replication_role = replica`));
  } catch {
    console.log('Not a superuser: loading with the foreign-key checks on (slower).');
  }
}

/** `--grid-only`: the operator's grid (services, commission, fares) and nothing else. */
const GRID_ONLY = process.argv.includes('--grid-only');
const NO_HISTORY = { trips: 0, bookings: 0, walletEntries: 0, campaigns: 0 };

async function main(): Promise<number> {
  try {
    const config = loadCliConfig(process.env);
    if (config.mode === 'production') {
      console.error('Refusing to add the scale test account in APP_MODE=production.');
      return 1;
    }
    console.log(`Database: ${describeDatabase(config)}`);
    const database = await defaultOpen(config, { owner: { role: 'command', name: 'npm run seed:scale' } });
    try {
      const started = Date.now();
      if (await isEmpty(database.db)) {
        await seedDemo(database.db, { now: new Date() });
        console.log('Demo data seeded first (the database was empty).');
      }
      const r = await database.db.transaction(async (tx) => {
        await skipReferenceChecks(tx);
        const seeded: ScaleResult | { operator: ScaleResult['operator']; ms: number } = GRID_ONLY
          ? { operator: await seedScaleAccount(tx, { now: new Date(), sizes: NO_HISTORY }), ms: 0 }
          : await seedScale(tx, { now: new Date() });
        // The replica role skipped the data-version triggers too (migration 0014): new versions for
        // every account and the reference data, so a running server's answer cache sees the load.
        await tx.execute(
          sql`select bump_data_versions(array(select id from accounts) || ${GLOBAL_SCOPE}::uuid)`,
        );
        return seeded;
      });
      // Planner statistics for what was just loaded, as after pg_restore. Until autovacuum gets
      // to it, the planner takes the new tables for nearly empty and picks scans that cost ten
      // times more (the commission update's per-cell look-ups: docs/performance.md).
      const analyzed = Date.now();
      await database.db.execute(sql`analyze`);
      console.log(`Planner statistics updated in ${Date.now() - analyzed} ms.`);
      const o = r.operator;
      console.log(
        o.created
          ? `Operator added: ${o.services} services, ${o.dateCells} date cells, ${o.trips} trips, ${o.bookings} bookings, ${o.walletEntries} wallet entries, ${o.payouts} payouts, ${o.campaigns} deals.`
          : `Operator already there (${o.services} services): nothing changed.`,
      );
      if ('mg' in r) {
        const { mg, cab } = r;
        console.log(
          mg.created
            ? `MG account added: ${mg.buses} buses, ${mg.trips} trips, ${mg.bookings} bookings, ${mg.inspections} inspections, ${mg.audits} audits, ${mg.ratings} ratings, ${mg.reimbursements} reimbursements.`
            : 'MG account already there: nothing changed.',
        );
        console.log(
          cab.created
            ? `Cab account added: ${cab.cabTrips} cab trips, ${cab.cabBookings} bookings.`
            : 'Cab account already there: nothing changed.',
        );
      }
      console.log(`Done in ${Date.now() - started} ms (the scale data ${r.ms} ms).`);
      console.log(
        `Log in as ${SCALE_MOBILE} (operator), ${SCALE_MG_MOBILE} (MG), ${SCALE_CAB_MOBILE} (cab); start the server with TEST_NUMBERS=${SCALE_MOBILES.map((m) => `${m}:1234`).join(',')}.`,
      );
    } finally {
      await database.close();
    }
    return 0;
  } catch (err) {
    for (const line of errorLines(err, process.env)) console.error(line);
    return 1;
  }
}

process.exitCode = await main();
