import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config';
import { fetchJson, rethrowAs } from '../http';

/**
 * Click-to-call (part 2 §4, docs/architecture.md "Cab trips"): the provider rings the caller's phone
 * first and, once answered, connects it to the receiver, so neither sees the other's number.
 */
export interface TelephonyProvider {
  readonly name: string;
  /** Places the call; answers the provider's call id. Throws TelephonyError when refused. */
  connectCall(call: { from: string; to: string }): Promise<{ callId: string }>;
}

export class TelephonyError extends Error {
  override name = 'TelephonyError';
}

/**
 * Offline default: places no call. The call is in the `cab_calls` log (written by the cab module
 * for every provider) and in a log line, with a call id of its own.
 */
export class SandboxTelephony implements TelephonyProvider {
  readonly name = 'sandbox';
  constructor(private readonly log: FastifyBaseLogger) {}
  connectCall(call: { from: string; to: string }): Promise<{ callId: string }> {
    const callId = `sandbox-${randomUUID()}`;
    this.log.info(
      { call: { from: `+91${call.from}`, to: `+91${call.to}`, callId, provider: this.name } },
      'sandbox call logged (no call placed)',
    );
    return Promise.resolve({ callId });
  }
}

/** Exotel's answer: `{ Call: { Sid, Status, … } }`; a refusal `{ RestException: { Status, Message } }`. */
const exotelAnswer = z.object({ Call: z.object({ Sid: z.string().min(1), Status: z.string().optional() }) });
const exotelReason = z
  .object({ RestException: z.object({ Message: z.string() }) })
  .transform((a) => a.RestException.Message);

/**
 * Exotel connect-call API (https://developer.exotel.com/api/make-a-call-api#call-agent, "Connect two
 * numbers"): POST {base}/v1/Accounts/{sid}/Calls/connect.json, HTTP Basic auth with the API key and
 * token, form fields From (rung first), To, CallerId (the ExoPhone) and CallType=trans; answers
 * `{ "Call": { "Sid": "…", "Status": "in-progress", … } }`, a refusal
 * `{ "RestException": { "Status": 400, "Message": "…" } }`.
 */
export class ExotelTelephony implements TelephonyProvider {
  readonly name = 'exotel';
  constructor(
    private readonly opts: {
      accountSid: string;
      apiKey: string;
      apiToken: string;
      callerId: string;
      baseUrl: string;
    },
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}
  async connectCall(call: { from: string; to: string }): Promise<{ callId: string }> {
    const url = new URL(
      `/v1/Accounts/${encodeURIComponent(this.opts.accountSid)}/Calls/connect.json`,
      this.opts.baseUrl,
    );
    const form = new URLSearchParams({
      From: `0${call.from}`,
      To: `0${call.to}`,
      CallerId: this.opts.callerId,
      CallType: 'trans',
    });
    const basic = Buffer.from(`${this.opts.apiKey}:${this.opts.apiToken}`).toString('base64');
    const { data } = await fetchJson({
      provider: this.name,
      url,
      method: 'POST',
      headers: { authorization: `Basic ${basic}` },
      form,
      schema: exotelAnswer,
      reason: exotelReason,
      timeoutMs: 10_000,
      fetchImpl: this.fetchImpl,
    }).catch(rethrowAs(TelephonyError));
    return { callId: data.Call.Sid };
  }
}

export function createTelephonyProvider(config: Config, log: FastifyBaseLogger): TelephonyProvider {
  return config.telephony.provider === 'exotel'
    ? new ExotelTelephony(config.telephony)
    : new SandboxTelephony(log);
}
