import { describe, expect, it } from 'vitest';
import type { DbOrTx } from './client';
import { preparedPerDb } from './prepared';

describe('preparedPerDb', () => {
  it('builds a statement once per database object, and again for another one', () => {
    const built: object[] = [];
    const statement = preparedPerDb((db) => {
      built.push(db);
      return { db };
    });
    const a = {} as DbOrTx;
    const b = {} as DbOrTx;
    expect(statement(a)).toBe(statement(a));
    expect(statement(a).db).toBe(a);
    expect(statement(b).db).toBe(b);
    expect(statement(b)).not.toBe(statement(a));
    expect(built).toEqual([a, b]);
  });
});
