import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXOTEL_FAKE, startExotelFake } from '../../../test/fakes/exotel-fake';
import type { FakeServer } from '../../../test/fakes/http-fake';
import { ExotelTelephony, TelephonyError } from './telephony';

describe('Exotel connect-call adapter against a fake Exotel', () => {
  let fake: FakeServer;
  beforeAll(async () => {
    fake = await startExotelFake();
  });
  afterAll(() => fake.close());

  const exotel = (over: { apiToken?: string; baseUrl?: string } = {}) =>
    new ExotelTelephony({ ...EXOTEL_FAKE, baseUrl: fake.url, ...over });

  it('rings the caller first, then the receiver, from the ExoPhone, with Basic auth', async () => {
    const { callId } = await exotel().connectCall({ from: '9000000004', to: '9876543210' });
    expect(callId).toMatch(/^exo-call-\d+$/);
    const req = fake.requests.at(-1)!;
    expect(req.method).toBe('POST');
    expect(req.url.pathname).toBe('/v1/Accounts/cityride1/Calls/connect.json');
    expect(req.headers['content-type']).toContain('application/x-www-form-urlencoded');
    const form = new URLSearchParams(req.body);
    expect(form.get('From')).toBe('09000000004');
    expect(form.get('To')).toBe('09876543210');
    expect(form.get('CallerId')).toBe(EXOTEL_FAKE.callerId);
    expect(form.get('CallType')).toBe('trans');
  });

  it("raises TelephonyError with Exotel's reason on a refused number", async () => {
    const err = await exotel()
      .connectCall({ from: '9000000004', to: EXOTEL_FAKE.refusedTo.slice(1) })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TelephonyError);
    expect((err as Error).message).toContain('To number is in DND');
  });

  it('raises TelephonyError on wrong credentials and when Exotel is unreachable', async () => {
    await expect(
      exotel({ apiToken: 'wrong' }).connectCall({ from: '9000000004', to: '9876543210' }),
    ).rejects.toThrow(/401.*Authentication failed/);
    await expect(
      exotel({ baseUrl: 'http://127.0.0.1:9' }).connectCall({ from: '9000000004', to: '9876543210' }),
    ).rejects.toBeInstanceOf(TelephonyError);
  });
});
