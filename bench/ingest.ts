/**
 * Benchmark (issue 39 item 5): the ingestion API taking `bookings` in batches of 500 on PostgreSQL,
 * against its anchor measured in the same run on the same database: the same number of rows
 * written by a bare prepared `INSERT … ON CONFLICT` (one statement per row, 500 per transaction).
 * The server is the real app (demo data, an API key), listening on 127.0.0.1; batches are sent over
 * HTTP one after another. Budget: ingestion rows/s ≥ 0.5 × the anchor's. Exit code 1 when missed.
 *
 *   npx tsx bench/ingest.ts [--rows=10000] [--batch=500]
 *
 * PostgreSQL at TEST_DATABASE_URL or 127.0.0.1:5432 (a scratch database is created and dropped).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { istDateOf, type BookingRecord } from '@oc/contract';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { ApiKeysService } from '../apps/server/src/modules/apikeys/apikeys.service';
import { systemClock } from '../apps/server/src/lib/clock';
import { openDatabase } from '../apps/server/src/db/client';

const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const ROWS = Number(arg('rows', '10000'));
const BATCH = Number(arg('batch', '500'));
const BUDGET_RATIO = 0.5;
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const OPERATOR = '9000000001';

async function scratchDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const name = `oc_bench_ingest_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  try {
    await admin.connect();
  } catch (err) {
    console.log(`skip: no PostgreSQL at ${PG_URL} (${(err as Error).message})`);
    return null;
  }
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

const rowsPerSecond = (rows: number, ms: number) => Math.round((rows * 1000) / ms);

async function main(): Promise<number> {
  const scratch = await scratchDatabase();
  if (!scratch) return 0;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'oc-bench-ingest-'));
  const app = await buildApp(
    loadConfig({
      APP_MODE: 'demo',
      DATA_DIR: dataDir,
      DATABASE_URL: scratch.url,
      LOG_LEVEL: 'silent',
      ANSWER_CACHE_MB: '0',
    }),
  );
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/ingest/v1`;
    const keys = await openDatabase({ kind: 'postgres', url: scratch.url });
    const { key } = await new ApiKeysService({ db: keys.db, clock: systemClock }).create(
      { name: 'Bench', scopes: ['bookings'] },
      { kind: 'command', id: null, name: 'bench', role: null },
    );
    await keys.close();
    const anchor = new pg.Client({ connectionString: scratch.url });
    await anchor.connect();
    const { rows: accounts } = await anchor.query<{
      account_id: string;
      service: string;
      service_id: string;
    }>(
      `select a.id as account_id, s.name as service, s.id as service_id from accounts a
       join users u on u.id = a.user_id join services s on s.account_id = a.id
       where u.mobile_no = $1 and a.type = 'OPERATOR' order by s.name limit 1`,
      [OPERATOR],
    );
    const target = accounts[0];
    if (!target) throw new Error('No demo service for 9000000001');
    const today = istDateOf(new Date());
    const now = new Date().toISOString();
    const record = (n: number): BookingRecord => ({
      externalId: `BENCH-${n}`,
      account: { mobileNo: OPERATOR, type: 'OPERATOR' },
      pnr: `BI${String(n).padStart(8, '0')}`,
      service: target.service,
      tripDate: today,
      passengerName: `Passenger ${n}`,
      passengerMobile: '9876543210',
      seatType: 'SEATER',
      seatNumbers: [],
      seats: 1,
      farePaise: 50_000 + (n % 100),
      status: 'CONFIRMED',
      channel: 'APP',
      bookedAt: now,
    });

    // Ingestion: batches of BATCH over HTTP, one after another.
    let accepted = 0;
    const t0 = performance.now();
    for (let i = 0; i < ROWS; i += BATCH) {
      const records = Array.from({ length: Math.min(BATCH, ROWS - i) }, (_, j) => record(i + j));
      const res = await fetch(`${base}/bookings`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ records }),
      });
      const body = (await res.json()) as { data: { accepted: number } };
      if (res.status !== 200) throw new Error(`ingest answered ${res.status}: ${JSON.stringify(body)}`);
      accepted += body.data.accepted;
    }
    const ingestMs = performance.now() - t0;
    if (accepted !== ROWS) throw new Error(`accepted ${accepted} of ${ROWS}`);

    // Anchor: the same rows by a bare prepared INSERT … ON CONFLICT, BATCH per transaction.
    const { rows: trips } = await anchor.query<{ id: string }>(
      `select id from trips where account_id = $1 and service_id = $2 and trip_date = $3`,
      [target.account_id, target.service_id, today],
    );
    const tripId = trips[0]?.id;
    if (!tripId) throw new Error('No trip');
    const insert = {
      name: 'bench_insert_booking',
      text: `insert into bookings (account_id, id, trip_id, pnr, passenger_name, passenger_mobile, seat_type,
               seat_numbers, seats, fare_paise, status, channel, booked_at)
             values ($1, $2, $3, $4, $5, $6, 'SEATER', '{}', 1, $7, 'CONFIRMED', 'APP', $8)
             on conflict (account_id, pnr) do update set fare_paise = excluded.fare_paise,
               passenger_name = excluded.passenger_name, booked_at = excluded.booked_at`,
    };
    const t1 = performance.now();
    for (let i = 0; i < ROWS; i += BATCH) {
      await anchor.query('begin');
      for (let n = i; n < Math.min(i + BATCH, ROWS); n++)
        await anchor.query({
          ...insert,
          values: [
            target.account_id,
            randomUUID(),
            tripId,
            `BA${String(n).padStart(8, '0')}`,
            `Passenger ${n}`,
            '9876543210',
            50_000 + (n % 100),
            now,
          ],
        });
      await anchor.query('commit');
    }
    const anchorMs = performance.now() - t1;
    await anchor.end();

    const ingestRate = rowsPerSecond(ROWS, ingestMs);
    const anchorRate = rowsPerSecond(ROWS, anchorMs);
    const ratio = ingestRate / anchorRate;
    console.log(
      JSON.stringify({
        rows: ROWS,
        batch: BATCH,
        ingestMs: Math.round(ingestMs),
        anchorMs: Math.round(anchorMs),
      }),
    );
    const ok = ratio >= BUDGET_RATIO;
    console.log(
      `${ok ? 'ok  ' : 'MISS'} ingestion of bookings: ${ingestRate} rows/s = ${ratio.toFixed(2)} × the bare prepared INSERT … ON CONFLICT (${anchorRate} rows/s); budget ≥ ${BUDGET_RATIO} ×`,
    );
    return ok ? 0 : 1;
  } finally {
    await app.close();
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
