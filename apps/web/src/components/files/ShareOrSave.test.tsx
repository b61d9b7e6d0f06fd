import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareOrSave } from '../../lib/api/download';
import { ApiError, errorMessage } from '../../lib/api/errors';
import { api } from '../../lib/api/send';

/**
 * Sharing a file (issue 41): the share sheet where the browser can share files, the browser's
 * downloads where it cannot or refuses, nothing when the person closes the sheet.
 */
const file = { blob: new Blob(['%PDF-1.4'], { type: 'application/pdf' }), filename: 'statement.pdf' };

/** Gives jsdom's navigator a share sheet (`share` and `canShare`), or none. */
function stubNavigator(share: ((data: ShareData) => Promise<void>) | undefined, canShare = true) {
  for (const [key, value] of [
    ['share', share ? vi.fn(share) : undefined],
    ['canShare', share ? vi.fn(() => canShare) : undefined],
  ] as const)
    Object.defineProperty(navigator, key, { value, configurable: true, writable: true });
}

/** Counts the downloads saveDownload starts (an anchor clicked with a download name). */
function countSaves() {
  const names: string[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  vi.stubGlobal('URL', { ...URL, createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined });
  return { names, click };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('shareOrSave', () => {
  it('hands the file to the share sheet, named and typed, when the browser can share files', async () => {
    const shared: ShareData[] = [];
    stubNavigator(async (data) => {
      shared.push(data);
    });
    const saves = countSaves();
    expect(await shareOrSave(file, 'statement 16/11 to 22/11')).toBe('shared');
    const sent = shared[0]?.files?.[0];
    expect([sent?.name, sent?.type]).toEqual(['statement.pdf', 'application/pdf']);
    expect(shared[0]?.text).toBe('statement 16/11 to 22/11');
    expect(saves.names).toEqual([]);
  });

  it('does nothing more when the person closes the sheet', async () => {
    stubNavigator(() => Promise.reject(new DOMException('closed', 'AbortError')));
    const saves = countSaves();
    expect(await shareOrSave(file, 'x')).toBe('cancelled');
    expect(saves.names).toEqual([]);
  });

  it('saves the file when sharing is refused or not offered', async () => {
    stubNavigator(() => Promise.reject(new DOMException('no activation', 'NotAllowedError')));
    let saves = countSaves();
    expect(await shareOrSave(file, 'x')).toBe('saved');
    expect(saves.names).toEqual(['statement.pdf']);
    vi.restoreAllMocks();

    stubNavigator(() => Promise.resolve(), false);
    saves = countSaves();
    expect(await shareOrSave(file, 'x')).toBe('saved');
    expect(saves.names).toEqual(['statement.pdf']);
    vi.restoreAllMocks();

    stubNavigator(undefined);
    saves = countSaves();
    expect(await shareOrSave(file, 'x')).toBe('saved');
    expect(saves.names).toEqual(['statement.pdf']);
  });
});

describe('a change made offline', () => {
  it('is refused before it is sent, with the sentence that says so; a read still goes', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetch = vi.fn(() => Promise.resolve(new Response('{"statusCode":200,"data":1}', { status: 200 })));
    vi.stubGlobal('fetch', fetch);
    const refused = await api('/user/wallet/lowBalanceAlert', {
      method: 'PUT',
      body: { amount: 1 },
      auth: false,
    }).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(ApiError);
    expect(errorMessage(refused)).toBe(
      'You are offline: nothing was sent. Try again when you are back online.',
    );
    expect(fetch).not.toHaveBeenCalled();
    // A read is not refused: it goes (and, offline, TanStack Query holds it until the network is back).
    expect(await api('/user/wallet', { auth: false })).toBe(1);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
