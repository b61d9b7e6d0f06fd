import { Suspense, createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPreloadable } from './lazy';

function Greeting({ name }: { name: string }) {
  return createElement('p', null, `Hello, ${name}`);
}

const inSuspense = (element: ReturnType<typeof createElement>) =>
  renderToString(createElement(Suspense, { fallback: createElement('i', null, 'loading') }, element));

describe('lazyPreloadable', () => {
  it('suspends like React.lazy until its chunk is in', () => {
    const C = lazyPreloadable(() => Promise.resolve({ default: Greeting }));
    expect(inSuspense(createElement(C, { name: 'Asha' }))).toContain('loading');
  });

  it('renders at once, with its props, once load() has answered', async () => {
    let calls = 0;
    const C = lazyPreloadable(() => {
      calls += 1;
      return Promise.resolve({ default: Greeting });
    });
    expect(await C.load()).toBe(Greeting);
    const html = inSuspense(createElement(C, { name: 'Asha' }));
    expect(html).toContain('<p>Hello, Asha</p>');
    expect(html).not.toContain('loading');
    // One load, however often it is asked for.
    await C.load();
    expect(calls).toBe(1);
  });

  it('asks again after a failed load', async () => {
    let calls = 0;
    const C = lazyPreloadable<{ name: string }>(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: Greeting });
    });
    await expect(C.load()).rejects.toThrow('offline');
    await expect(C.load()).resolves.toBe(Greeting);
    expect(inSuspense(createElement(C, { name: 'Ravi' }))).toContain('<p>Hello, Ravi</p>');
  });
});
