import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startFakeServer, type FakeServer } from '../../../test/fakes/http-fake';
import { CloudWhatsApp, WhatsAppDeliveryError } from './whatsapp';

describe('WhatsApp Business Cloud API adapter against a fake Graph API', () => {
  let fake: FakeServer;
  beforeAll(async () => {
    fake = await startFakeServer((req, res) => {
      if (req.headers.authorization !== 'Bearer good-token')
        return sendJson(res, 401, { error: { message: 'Invalid OAuth access token.', code: 190 } });
      const body = JSON.parse(req.body) as { to: string };
      if (body.to === '919999999999')
        return sendJson(res, 400, {
          error: { message: '(#131026) Message undeliverable', code: 131026 },
        });
      return sendJson(res, 200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id: 'wamid.HBgM' }],
      });
    });
  });
  afterAll(() => fake.close());

  const adapter = (token = 'good-token') =>
    new CloudWhatsApp({
      accessToken: token,
      phoneNumberId: '1055',
      template: 'daily_digest',
      baseUrl: `${fake.url}/v21.0`,
    });

  it("sends the approved template in the person's language with the values in order", async () => {
    await adapter().sendTemplate({
      to: '9876543210',
      language: 'hi',
      params: ['सारांश', 'बिक्री: ₹1,234.00', 'कुछ नहीं', 'https://console.test/unsubscribe?token=abc'],
      text: 'ignored by the real API',
    });
    const req = fake.requests.at(-1)!;
    expect(req.method).toBe('POST');
    expect(req.url.pathname).toBe('/v21.0/1055/messages');
    expect(JSON.parse(req.body)).toEqual({
      messaging_product: 'whatsapp',
      to: '919876543210',
      type: 'template',
      template: {
        name: 'daily_digest',
        language: { code: 'hi' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'सारांश' },
              { type: 'text', text: 'बिक्री: ₹1,234.00' },
              { type: 'text', text: 'कुछ नहीं' },
              { type: 'text', text: 'https://console.test/unsubscribe?token=abc' },
            ],
          },
        ],
      },
    });
  });

  it("raises WhatsAppDeliveryError with the API's reason on a refusal", async () => {
    const send = adapter().sendTemplate({ to: '9999999999', language: 'en', params: ['x'], text: 'x' });
    await expect(send).rejects.toBeInstanceOf(WhatsAppDeliveryError);
    await expect(send).rejects.toThrow(/Message undeliverable/);
    await expect(
      adapter('bad').sendTemplate({ to: '9876543210', language: 'en', params: ['x'], text: 'x' }),
    ).rejects.toThrow(/Invalid OAuth access token/);
  });

  it('raises WhatsAppDeliveryError when the API cannot be reached', async () => {
    const away = new CloudWhatsApp({
      accessToken: 't',
      phoneNumberId: '1',
      template: 'd',
      baseUrl: 'http://127.0.0.1:9',
    });
    await expect(
      away.sendTemplate({ to: '9876543210', language: 'en', params: ['x'], text: 'x' }),
    ).rejects.toBeInstanceOf(WhatsAppDeliveryError);
  });
});
