import { describe, expect, it } from 'vitest';
import { deviceOf } from './constants';

/**
 * The web picks its layout with this rule and the server the prerendered login page of the same
 * layout (apps/server/src/app.ts): one rule for both.
 */
describe('deviceOf', () => {
  it('reads phones and tablets as mobile', () => {
    for (const ua of [
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/604.1',
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
    ])
      expect(deviceOf(ua), ua).toBe('mobile');
  });

  it('reads desktop browsers, and a missing or empty user agent, as desktop', () => {
    for (const ua of [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
      '',
      undefined,
    ])
      expect(deviceOf(ua), String(ua)).toBe('desktop');
  });
});
