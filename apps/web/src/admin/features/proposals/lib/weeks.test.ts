import { describe, expect, it } from 'vitest';
import { lastClosableDay, weekOf } from './weeks';

describe('MG weeks (a week close)', () => {
  it('names the Mon–Sun week of any of its days', () => {
    // 2026-11-16 is a Monday.
    expect(weekOf('2026-11-16')).toEqual({ monday: '2026-11-16', sunday: '2026-11-22' });
    expect(weekOf('2026-11-19')).toEqual({ monday: '2026-11-16', sunday: '2026-11-22' });
    expect(weekOf('2026-11-22')).toEqual({ monday: '2026-11-16', sunday: '2026-11-22' });
  });

  it('lets a week be closed from the Tuesday after it', () => {
    // Monday 23rd: the week ending Sunday 22nd is not closable yet, the one before is.
    expect(lastClosableDay('2026-11-23')).toBe('2026-11-15');
    // Tuesday 24th and later in the week: the week ending Sunday 22nd.
    expect(lastClosableDay('2026-11-24')).toBe('2026-11-22');
    expect(lastClosableDay('2026-11-29')).toBe('2026-11-22');
    expect(lastClosableDay('2026-11-30')).toBe('2026-11-22');
    expect(lastClosableDay('2026-12-01')).toBe('2026-11-29');
  });
});
