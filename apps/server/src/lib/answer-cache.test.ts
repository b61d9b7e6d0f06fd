import { describe, expect, it } from 'vitest';
import { GLOBAL_SCOPE } from '../db/schema';
import { AnswerCache, type AnswerKeyParts } from './answer-cache';
import { FakeClock } from './clock';

/**
 * The version reads behind the answer cache's keys (the API tests cover the cache end to end): the
 * requests of one turn share a read, and no request is answered by a read sent before it arrived.
 */

const ACCOUNT = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';

/** A database of versions whose reads are held until released, one at a time. */
function heldReads() {
  const versions = new Map<string, string>([[GLOBAL_SCOPE, '7']]);
  const reads: { scopes: string[]; release: () => void }[] = [];
  const reader = (scopes: string[]) =>
    new Promise<ReadonlyMap<string, string>>((resolve) => {
      // What the database holds when the read is taken, as a statement's snapshot would.
      const seen = new Map(scopes.flatMap((s) => (versions.has(s) ? [[s, versions.get(s)!]] : [])));
      reads.push({ scopes, release: () => resolve(seen) });
    });
  return { versions, reads, reader };
}

const parts = (tenant: string): AnswerKeyParts => ({
  method: 'GET',
  url: '/api/v1/user/fetchDeals',
  body: null,
  caller: { id: 'user' },
  tenant: { id: tenant, type: 'OPERATOR', name: 'Travels', groupId: null },
});

/** The account's and the reference data's versions in a key (its last two parts). */
const versionsIn = (key: string) => (JSON.parse(key) as unknown[]).slice(-2);

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('AnswerCache version reads', () => {
  it('sends one read for the requests of one turn, each key with its own account', async () => {
    const db = heldReads();
    db.versions.set(ACCOUNT, '1');
    db.versions.set(OTHER, '5');
    const cache = new AnswerCache(db.reader, new FakeClock(), 1 << 20);
    const keys = Promise.all([
      cache.keyOf(parts(ACCOUNT)),
      cache.keyOf(parts(OTHER)),
      cache.keyOf(parts(ACCOUNT)),
    ]);
    await turn();
    expect(db.reads).toHaveLength(1);
    expect([...db.reads[0]!.scopes].sort()).toEqual([GLOBAL_SCOPE, ACCOUNT, OTHER].sort()); // each once
    db.reads[0]!.release();
    const [a, other, again] = await keys;
    expect(a).toBe(again);
    expect(versionsIn(a)).toEqual(['1', '7']);
    expect(versionsIn(other)).toEqual(['5', '7']);
    expect(cache.stats.versionReads).toBe(1);
  });

  it('never answers a request with a read sent before it arrived', async () => {
    const db = heldReads();
    db.versions.set(ACCOUNT, '1');
    const cache = new AnswerCache(db.reader, new FakeClock(), 1 << 20);
    const first = cache.keyOf(parts(ACCOUNT));
    await turn();
    expect(db.reads).toHaveLength(1); // in flight
    db.versions.set(ACCOUNT, '2'); // a change commits while it is
    const second = cache.keyOf(parts(ACCOUNT)); // a request after the change
    db.reads[0]!.release();
    expect(versionsIn(await first)[0]).toBe('1');
    await turn();
    expect(db.reads).toHaveLength(2); // the second request waits for a read of its own
    db.reads[1]!.release();
    expect(versionsIn(await second)[0]).toBe('2');
  });

  it('an account never written has version 0; a failed read is not remembered', async () => {
    const db = heldReads();
    const cache = new AnswerCache(db.reader, new FakeClock(), 1 << 20);
    const key = cache.keyOf(parts(ACCOUNT));
    await turn();
    db.reads[0]!.release();
    expect(versionsIn(await key)).toEqual(['0', '7']);

    let fail = true;
    const flaky = new AnswerCache(
      async (scopes) => {
        if (fail) throw new Error('connection lost');
        return db.reader(scopes);
      },
      new FakeClock(),
      1 << 20,
    );
    await expect(flaky.keyOf(parts(ACCOUNT))).rejects.toThrow('connection lost');
    fail = false;
    const later = flaky.keyOf(parts(ACCOUNT));
    await turn();
    db.reads.at(-1)!.release();
    expect(versionsIn(await later)).toEqual(['0', '7']);
  });
});
