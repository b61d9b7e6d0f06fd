/**
 * `npm run seed:scale`: adds the scale account (500 services × today … today + 14 of commission and
 * fares) to the configured database, next to the demo data (seeded first when the database is empty). Stop the server first (PGlite). Log in
 * as 9000000099 with a server started with TEST_NUMBERS=9000000099:1234.
 */
import { isEmpty, seedDemo } from '../db/seed';
import { seedScaleAccount, SCALE_MOBILE } from '../db/seed/scale';
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
      const r = await database.db.transaction((tx) => seedScaleAccount(tx, { now: new Date() }));
      console.log(
        r.created
          ? `Scale account added: ${r.services} services, ${r.dateCells} date cells in ${Date.now() - started} ms.`
          : `Scale account already there (${r.services} services): nothing changed.`,
      );
      console.log(`Log in as ${SCALE_MOBILE}; start the server with TEST_NUMBERS=${SCALE_MOBILE}:1234.`);
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
