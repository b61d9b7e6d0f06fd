import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startFakeServer, type FakeServer } from '../../../test/fakes/http-fake';
import { FakeClock } from '../../lib/clock';
import { RecaptchaCaptcha, SandboxCaptcha } from './captcha';

describe('reCAPTCHA siteverify adapter against a fake Google', () => {
  let fake: FakeServer;
  beforeAll(async () => {
    fake = await startFakeServer((req, res) => {
      const form = new URLSearchParams(req.body);
      if (form.get('secret') !== 'server-secret')
        return sendJson(res, 200, { success: false, 'error-codes': ['invalid-input-secret'] });
      if (form.get('response') === 'boom') return sendJson(res, 500, { error: 'server' });
      sendJson(
        res,
        200,
        form.get('response') === 'human'
          ? { success: true }
          : { success: false, 'error-codes': ['invalid-input-response'] },
      );
    });
  });
  afterAll(() => fake.close());
  const make = (secret = 'server-secret') =>
    new RecaptchaCaptcha({ siteKey: 'site', secret, verifyUrl: `${fake.url}/recaptcha/api/siteverify` });

  it('posts secret, response and remote ip as a form', async () => {
    expect(await make().verify('human', '1.2.3.4')).toBe(true);
    const req = fake.requests.at(-1)!;
    expect(req.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(req.body))).toEqual({
      secret: 'server-secret',
      response: 'human',
      remoteip: '1.2.3.4',
    });
  });
  it('fails a rejected token, a wrong secret, a server error and an unreachable host', async () => {
    expect(await make().verify('robot', '1.2.3.4')).toBe(false);
    expect(await make('wrong').verify('human', '1.2.3.4')).toBe(false);
    expect(await make().verify('boom', '1.2.3.4')).toBe(false);
    const down = new RecaptchaCaptcha({ siteKey: 's', secret: 'x', verifyUrl: 'http://127.0.0.1:9/x' });
    expect(await down.verify('human', '1.2.3.4')).toBe(false);
  });
});

describe('sandbox captcha', () => {
  it('accepts its own fresh tokens only', async () => {
    const clock = new FakeClock(new Date('2026-11-22T10:00:00Z'));
    const captcha = new SandboxCaptcha('s'.repeat(64), clock);
    const token = captcha.issue();
    expect(await captcha.verify(token)).toBe(true);
    expect(await new SandboxCaptcha('t'.repeat(64), clock).verify(token)).toBe(false);
    expect(await captcha.verify(`${token}x`)).toBe(false);
    expect(await captcha.verify('a.b')).toBe(false);
    clock.advance(2 * 60_000 + 1);
    expect(await captcha.verify(token)).toBe(false);
  });
});
