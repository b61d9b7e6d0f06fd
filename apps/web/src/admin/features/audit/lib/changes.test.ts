import { describe, expect, it } from 'vitest';
import { changesOf, valueText } from './changes';

describe('an audit event compactly (key: old → new)', () => {
  it('lists the fields that changed, old and new', () => {
    expect(
      changesOf(
        { balance: 5000, status: 'PROPOSED', same: 1 },
        { balance: 3750, status: 'APPLIED', same: 1 },
      ),
    ).toEqual([
      { key: 'balance', from: '5000', to: '3750' },
      { key: 'status', from: 'PROPOSED', to: 'APPLIED' },
    ]);
  });

  it('a creation has only new values, a removal only old ones', () => {
    expect(changesOf(null, { email: 'x@y.test', role: 'support' })).toEqual([
      { key: 'email', to: 'x@y.test' },
      { key: 'role', to: 'support' },
    ]);
    expect(changesOf({ reason: 'typo' }, null)).toEqual([{ key: 'reason', from: 'typo' }]);
    expect(changesOf({ a: 1 }, { a: 1, b: null })).toEqual([{ key: 'b', to: '—' }]);
  });

  it('nothing before or after: no lines; a plain value: one line without a key', () => {
    expect(changesOf(null, null)).toEqual([]);
    expect(changesOf(3, 4)).toEqual([{ key: '', from: '3', to: '4' }]);
  });

  it('shortens long values and writes objects as JSON', () => {
    expect(valueText({ a: [1, 2] })).toBe('{"a":[1,2]}');
    expect(valueText('x'.repeat(200))).toHaveLength(80);
    expect(valueText(null)).toBe('—');
  });
});
