import { sendJson, startFakeServer, type FakeServer } from './http-fake';

export const EXOTEL_FAKE = {
  accountSid: 'cityride1',
  apiKey: 'exo-key',
  apiToken: 'exo-token',
  callerId: '08047112233',
  /** A receiver Exotel refuses (DND / invalid), answered 400 with a RestException. */
  refusedTo: '09999999999',
} as const;

/**
 * A local stand-in for Exotel's connect-call API: POST /v1/Accounts/{sid}/Calls/connect.json with
 * HTTP Basic auth (API key and token) and form fields From, To, CallerId. Answers the documented
 * `{ Call: { Sid, Status } }`, 401 for a wrong key, 400 `{ RestException }` for a refused number.
 */
export function startExotelFake(): Promise<FakeServer> {
  let n = 0;
  return startFakeServer((req, res) => {
    const expected = `Basic ${Buffer.from(`${EXOTEL_FAKE.apiKey}:${EXOTEL_FAKE.apiToken}`).toString('base64')}`;
    if (req.headers.authorization !== expected)
      return sendJson(res, 401, { RestException: { Status: 401, Message: 'Authentication failed' } });
    if (
      req.method !== 'POST' ||
      req.url.pathname !== `/v1/Accounts/${EXOTEL_FAKE.accountSid}/Calls/connect.json`
    )
      return sendJson(res, 404, { RestException: { Status: 404, Message: 'Not found' } });
    const form = new URLSearchParams(req.body);
    if (!form.get('From') || !form.get('To') || form.get('CallerId') !== EXOTEL_FAKE.callerId)
      return sendJson(res, 400, { RestException: { Status: 400, Message: 'Missing parameters' } });
    if (form.get('To') === EXOTEL_FAKE.refusedTo)
      return sendJson(res, 400, { RestException: { Status: 400, Message: 'To number is in DND' } });
    n += 1;
    return sendJson(res, 200, {
      Call: { Sid: `exo-call-${n}`, Status: 'in-progress', From: form.get('From'), To: form.get('To') },
    });
  });
}
