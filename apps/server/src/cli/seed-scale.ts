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
 */
import { isEmpty, seedDemo } from '../db/seed';
import { seedScale, SCALE_CAB_MOBILE, SCALE_MG_MOBILE, SCALE_MOBILE, SCALE_MOBILES } from '../db/seed/scale';
import { defaultOpen, describeDatabase, errorLines, loadCliConfig } from './shared';

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
      const r = await database.db.transaction((tx) => seedScale(tx, { now: new Date() }));
      const { operator: o, mg, cab } = r;
      console.log(
        o.created
          ? `Operator added: ${o.services} services, ${o.dateCells} date cells, ${o.trips} trips, ${o.bookings} bookings, ${o.walletEntries} wallet entries, ${o.payouts} payouts, ${o.campaigns} deals.`
          : `Operator already there (${o.services} services): nothing changed.`,
      );
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
      console.log(`Done in ${Date.now() - started} ms.`);
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
