import { describe, expect, it } from 'vitest';
import { onDemand } from './on-demand';

describe('onDemand', () => {
  it('loads once however often it is wanted', async () => {
    let loads = 0;
    const code = onDemand(() => {
      loads += 1;
      return Promise.resolve({ value: 42 });
    });
    const [a, b] = await Promise.all([code.want(), code.want()]);
    expect(a).toBe(b);
    expect(await code.want()).toEqual({ value: 42 });
    expect(loads).toBe(1);
  });

  it('asks again after a failed load', async () => {
    let loads = 0;
    const code = onDemand(() => {
      loads += 1;
      return loads === 1 ? Promise.reject(new Error('offline')) : Promise.resolve('here');
    });
    await expect(code.want()).rejects.toThrow('offline');
    await expect(code.want()).resolves.toBe('here');
    expect(loads).toBe(2);
  });
});
