import { defineMessages } from '@oc/i18n';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { smsOutbox } from '../../db/schema';
import { textsFor, type Language } from '../../lib/language';
import { fetchJson, rethrowAs } from '../http';

export interface SmsProvider {
  readonly name: string;
  /**
   * Delivers a login OTP, worded in `language` (the person's; English when not given). Throws
   * SmsDeliveryError when the gateway refuses.
   */
  sendOtp(mobileNo: string, otp: string, language?: Language): Promise<void>;
  /** Delivers a transactional text (the cab driver's trip message). Throws SmsDeliveryError when refused. */
  sendText(mobileNo: string, body: string): Promise<void>;
}

export class SmsDeliveryError extends Error {
  override name = 'SmsDeliveryError';
}

export const otpMessage = (otp: string) =>
  `${otp} is your OTP to log in to the Operator Console. It is valid for 5 minutes. Do not share it with anyone.`;

const M = defineMessages({
  otp: {
    id: 'server.sms.otp',
    defaultMessage:
      '{otp} is your OTP to log in to the Operator Console. It is valid for 5 minutes. Do not share it with anyone.',
  },
});

/** The OTP text in `language`; English is {@link otpMessage}, unchanged (its DLT template's wording). */
export async function otpText(otp: string, language: Language = 'en'): Promise<string> {
  if (language === 'en') return otpMessage(otp);
  return (await textsFor(language)).t(M.otp, { otp });
}

/** Offline default: writes to the sms_outbox table and a log line. */
export class SandboxSms implements SmsProvider {
  readonly name = 'sandbox';
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}
  async sendOtp(mobileNo: string, otp: string, language: Language = 'en'): Promise<void> {
    await this.db.insert(smsOutbox).values({ mobileNo, body: await otpText(otp, language) });
    this.log.info({ sms: { to: `+91${mobileNo}`, provider: this.name } }, 'sandbox SMS written to outbox');
  }
  async sendText(mobileNo: string, body: string): Promise<void> {
    await this.db.insert(smsOutbox).values({ mobileNo, body });
    this.log.info({ sms: { to: `+91${mobileNo}`, provider: this.name } }, 'sandbox SMS written to outbox');
  }
}

/** MSG91's answer: `{ type: 'success', request_id }` or `{ type: 'error', message }`. */
const msg91Answer = z.object({ type: z.string(), message: z.string().nullish() });
const msg91Reason = z.object({ message: z.string() }).transform((a) => a.message);

/**
 * MSG91 OTP API. Request and response shapes from https://docs.msg91.com/otp/sendotp
 * (POST /api/v5/otp?template_id=…&mobile=91XXXXXXXXXX&otp=…, header `authkey`;
 * answers `{ "type": "success", "request_id": "…" }` or `{ "type": "error", "message": "…" }`).
 * The OTP's wording is its DLT template's: a Hindi-speaking person gets the Hindi template
 * (`MSG91_TEMPLATE_ID_HI`) when one is set, else the English one.
 */
export class Msg91Sms implements SmsProvider {
  readonly name = 'msg91';
  constructor(
    private readonly opts: {
      authKey: string;
      templateId: string;
      hindiTemplateId?: string;
      textTemplateId?: string;
      baseUrl: string;
    },
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}
  async sendOtp(mobileNo: string, otp: string, language: Language = 'en'): Promise<void> {
    const url = new URL('/api/v5/otp', this.opts.baseUrl);
    const template =
      language === 'hi' ? (this.opts.hindiTemplateId ?? this.opts.templateId) : this.opts.templateId;
    url.searchParams.set('template_id', template);
    url.searchParams.set('mobile', `91${mobileNo}`);
    url.searchParams.set('otp', otp);
    url.searchParams.set('otp_expiry', '5');
    await this.post(url, {});
  }

  /**
   * A transactional text through MSG91's Flow API (https://docs.msg91.com/sms/send-sms:
   * POST /api/v5/flow, header `authkey`, body `{ template_id, short_url, recipients: [{ mobiles,
   * …variables }] }`; answers `{ type: 'success', message: '<request id>' }`). The DLT template
   * (`MSG91_TEXT_TEMPLATE_ID`) carries one variable, `message`, that holds the whole text.
   */
  async sendText(mobileNo: string, body: string): Promise<void> {
    if (!this.opts.textTemplateId)
      throw new SmsDeliveryError('MSG91_TEXT_TEMPLATE_ID is not set: transactional texts cannot be sent.');
    await this.post(new URL('/api/v5/flow', this.opts.baseUrl), {
      template_id: this.opts.textTemplateId,
      short_url: '0',
      recipients: [{ mobiles: `91${mobileNo}`, message: body }],
    });
  }

  /** One POST to MSG91 with the auth key; anything but `type: 'success'` is a delivery error. */
  private async post(url: URL, json: object): Promise<void> {
    const { data } = await fetchJson({
      provider: this.name,
      url,
      method: 'POST',
      headers: { authkey: this.opts.authKey },
      json,
      schema: msg91Answer,
      reason: msg91Reason,
      timeoutMs: 10_000,
      fetchImpl: this.fetchImpl,
    }).catch(rethrowAs(SmsDeliveryError));
    if (data.type !== 'success') {
      throw new SmsDeliveryError(`SMS gateway refused: ${data.message ?? 'no message'}`);
    }
  }
}

export function createSmsProvider(config: Config, db: Db, log: FastifyBaseLogger): SmsProvider {
  return config.sms.provider === 'msg91' ? new Msg91Sms(config.sms) : new SandboxSms(db, log);
}
