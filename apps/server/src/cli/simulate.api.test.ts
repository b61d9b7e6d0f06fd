import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/support';
import { DEMO_API_KEY } from '../db/seed';
import { parseSimulateArgs, simulate } from './simulate.command';

let ctx: TestContext;
let url = '';

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => ctx.close());

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const result: unknown = await ctx.db.execute(query);
  return Number((result as { rows: { n: string }[] }).rows[0]?.n ?? 0);
}

describe('npm run simulate', () => {
  it('refuses bad options in words, and defaults to the demo key and the local server', () => {
    expect(parseSimulateArgs(['--rate', '0'], {})).toEqual([
      '--rate is records a second, 1 to 500',
      expect.stringContaining('Usage: npm run simulate') as unknown,
    ]);
    expect(parseSimulateArgs(['--minutes', 'soon'], {})).toContain(
      '--minutes is how long to run, more than 0 and at most 1440',
    );
    expect(parseSimulateArgs(['--bogus'], {})).toEqual(
      expect.arrayContaining([expect.stringMatching(/bogus/)]),
    );
    expect(parseSimulateArgs([], { PORT: '4000' })).toEqual({
      url: 'http://127.0.0.1:4000',
      key: DEMO_API_KEY,
      rate: 5,
      minutes: 5,
    });
  });

  it('plays the live day through the ingestion API with the demo key, stops by itself and says what it sent', async () => {
    const before = await count(
      sql`select count(*) as n from bookings where pnr like 'S%' and length(pnr) = 14`,
    );
    const lines: string[] = [];
    const tallies = await simulate({ url, key: DEMO_API_KEY, rate: 10, minutes: 2.5 / 60 }, (l) =>
      lines.push(l),
    );
    const sent = tallies.bookings.sent + tallies['cab-trips'].sent;
    expect(sent).toBeGreaterThanOrEqual(20);
    for (const t of Object.values(tallies)) {
      expect(t.failedBatches).toBe(0);
      expect(t.refused).toBe(0);
      expect(t.accepted + t.unchanged).toBe(t.sent);
    }
    expect(lines.at(-3)).toBe('Sent:');
    expect(lines.at(-2)).toMatch(/^ {2}bookings +\d+ sent: \d+ accepted, 0 unchanged, 0 refused$/);
    const after = await count(
      sql`select count(*) as n from bookings where pnr like 'S%' and length(pnr) = 14`,
    );
    expect(after - before).toBeGreaterThan(0);
    const audit = await count(
      sql`select count(*) as n from audit_events where actor_name = 'Demo simulator'`,
    );
    expect(audit).toBeGreaterThan(0);
  });
});
