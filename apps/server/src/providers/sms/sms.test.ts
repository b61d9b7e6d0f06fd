import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startFakeServer, type FakeServer } from '../../../test/fakes/http-fake';
import { Msg91Sms, SmsDeliveryError } from './sms';

describe('MSG91 OTP adapter against a fake MSG91', () => {
  let fake: FakeServer;
  beforeAll(async () => {
    fake = await startFakeServer((req, res) => {
      if (req.headers.authkey !== 'good-key')
        return sendJson(res, 401, { type: 'error', message: 'Invalid authkey' });
      if (req.url.searchParams.get('mobile') === '919999999999')
        return sendJson(res, 200, { type: 'error', message: 'Mobile number not valid' });
      return sendJson(res, 200, { type: 'success', request_id: 'abc123' });
    });
  });
  afterAll(() => fake.close());

  it('sends the OTP with template, +91 number and auth key', async () => {
    const sms = new Msg91Sms({ authKey: 'good-key', templateId: 'tmpl-1', baseUrl: fake.url });
    await sms.sendOtp('9876543210', '4821');
    const req = fake.requests.at(-1)!;
    expect(req.method).toBe('POST');
    expect(req.url.pathname).toBe('/api/v5/otp');
    expect(req.url.searchParams.get('template_id')).toBe('tmpl-1');
    expect(req.url.searchParams.get('mobile')).toBe('919876543210');
    expect(req.url.searchParams.get('otp')).toBe('4821');
    expect(req.headers.authkey).toBe('good-key');
  });

  it("sends a Hindi-speaking person's OTP with the Hindi template when one is set", async () => {
    const sms = new Msg91Sms({
      authKey: 'good-key',
      templateId: 'tmpl-1',
      hindiTemplateId: 'tmpl-hi',
      baseUrl: fake.url,
    });
    await sms.sendOtp('9876543210', '4821', 'hi');
    expect(fake.requests.at(-1)!.url.searchParams.get('template_id')).toBe('tmpl-hi');
    await sms.sendOtp('9876543210', '4821', 'en');
    expect(fake.requests.at(-1)!.url.searchParams.get('template_id')).toBe('tmpl-1');
    // No Hindi template: the English one.
    await new Msg91Sms({ authKey: 'good-key', templateId: 'tmpl-1', baseUrl: fake.url }).sendOtp(
      '9876543210',
      '4821',
      'hi',
    );
    expect(fake.requests.at(-1)!.url.searchParams.get('template_id')).toBe('tmpl-1');
  });

  it('raises SmsDeliveryError on an error answer', async () => {
    const sms = new Msg91Sms({ authKey: 'good-key', templateId: 'tmpl-1', baseUrl: fake.url });
    await expect(sms.sendOtp('9999999999', '1111')).rejects.toBeInstanceOf(SmsDeliveryError);
  });

  it('raises SmsDeliveryError on a refused key', async () => {
    const sms = new Msg91Sms({ authKey: 'bad', templateId: 'tmpl-1', baseUrl: fake.url });
    await expect(sms.sendOtp('9876543210', '1111')).rejects.toThrow(/401/);
  });

  it('raises SmsDeliveryError when the gateway is unreachable', async () => {
    const sms = new Msg91Sms({ authKey: 'good-key', templateId: 'tmpl-1', baseUrl: 'http://127.0.0.1:9' });
    await expect(sms.sendOtp('9876543210', '1111')).rejects.toBeInstanceOf(SmsDeliveryError);
  });

  it('sends a transactional text through the Flow API with the text template', async () => {
    const sms = new Msg91Sms({
      authKey: 'good-key',
      templateId: 'tmpl-1',
      textTemplateId: 'flow-7',
      baseUrl: fake.url,
    });
    await sms.sendText('9876543210', 'CityRide Cabs: you are assigned trip CRC123456.');
    const req = fake.requests.at(-1)!;
    expect(req.url.pathname).toBe('/api/v5/flow');
    expect(req.headers.authkey).toBe('good-key');
    expect(JSON.parse(req.body)).toEqual({
      template_id: 'flow-7',
      short_url: '0',
      recipients: [{ mobiles: '919876543210', message: 'CityRide Cabs: you are assigned trip CRC123456.' }],
    });
  });

  it('refuses a transactional text without a text template, sending nothing', async () => {
    const before = fake.requests.length;
    const sms = new Msg91Sms({ authKey: 'good-key', templateId: 'tmpl-1', baseUrl: fake.url });
    await expect(sms.sendText('9876543210', 'x')).rejects.toThrow(/MSG91_TEXT_TEMPLATE_ID/);
    expect(fake.requests.length).toBe(before);
  });
});
