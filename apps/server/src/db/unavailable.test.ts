import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isConcurrentChange, isDatabaseUnavailable } from './unavailable';

const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows a lost or refused connection, also wrapped in a drizzle query error', () => {
    const cases: unknown[] = [
      coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
      coded('ECONNRESET'),
      coded('57P01', 'terminating connection due to administrator command'),
      coded('57P03', 'the database system is starting up'),
      coded('08006', 'connection failure'),
      coded('53300', 'sorry, too many clients already'),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout'),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('timeout exceeded when trying to connect'),
      new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')]),
    ];
    for (const err of cases) {
      expect(isDatabaseUnavailable(err), String(err)).toBe(true);
      expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], err as Error)), String(err)).toBe(
        true,
      );
    }
  });

  it('leaves query mistakes, other errors and a provider’s failed fetch alone', () => {
    const fetchFailed = new TypeError('fetch failed', { cause: coded('ECONNRESET') });
    const cases: unknown[] = [
      coded('23505', 'duplicate key value violates unique constraint'),
      coded('42P01', 'relation "x" does not exist'),
      coded('57014', 'canceling statement due to statement timeout'),
      new DrizzleQueryError('select x', [], coded('42703', 'column "x" does not exist')),
      new Error('Something else'),
      fetchFailed,
      new Error('The SMS gateway failed', { cause: fetchFailed }),
      null,
      'ECONNREFUSED',
    ];
    for (const err of cases) expect(isDatabaseUnavailable(err), String(err)).toBe(false);
  });
});

describe('isConcurrentChange', () => {
  it('knows unique violations, deadlocks and serialization failures, also under a drizzle query error', () => {
    for (const code of ['23505', '40P01', '40001']) {
      const driver = Object.assign(new Error('conflict'), { code });
      expect(isConcurrentChange(driver)).toBe(true);
      expect(isConcurrentChange(new DrizzleQueryError('insert …', [], driver))).toBe(true);
    }
    expect(isConcurrentChange(Object.assign(new Error('bad'), { code: '22P02' }))).toBe(false);
    expect(isConcurrentChange(new Error('plain'))).toBe(false);
    expect(isConcurrentChange(null)).toBe(false);
  });
});
