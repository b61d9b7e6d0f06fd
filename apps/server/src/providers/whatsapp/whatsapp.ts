import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { messageOutbox } from '../../db/schema';
import type { Language } from '../../lib/language';
import { fetchJson, rethrowAs } from '../http';

/**
 * A WhatsApp message of an approved template (business-initiated messages must use one): its
 * language and the values of its body's `{{1}}`, `{{2}}`, … in order. `text` is the message as the
 * person reads it, for the sandbox's outbox and logs.
 */
export interface WhatsAppTemplateMessage {
  to: string;
  language: Language;
  params: string[];
  text: string;
}

/** WhatsApp (the daily digest): the offline sandbox or the WhatsApp Business Cloud API. */
export interface WhatsAppProvider {
  readonly name: string;
  /** Delivers the template message; throws WhatsAppDeliveryError when refused. */
  sendTemplate(message: WhatsAppTemplateMessage): Promise<void>;
}

export class WhatsAppDeliveryError extends Error {
  override name = 'WhatsAppDeliveryError';
}

/** Offline default: writes the text to the `message_outbox` table and a log line. */
export class SandboxWhatsApp implements WhatsAppProvider {
  readonly name = 'sandbox';
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}
  async sendTemplate(message: WhatsAppTemplateMessage): Promise<void> {
    await this.db
      .insert(messageOutbox)
      .values({ channel: 'whatsapp', recipient: message.to, subject: '', body: message.text });
    this.log.info(
      { whatsapp: { to: `+91${message.to}`, provider: this.name } },
      'sandbox WhatsApp message written to outbox',
    );
  }
}

/** The Cloud API's answer: `{ messages: [{ id }] }`; a refusal `{ error: { message, code } }`. */
const cloudAnswer = z.object({ messages: z.array(z.object({ id: z.string() })).min(1) });
const cloudReason = z.object({ error: z.object({ message: z.string() }) }).transform((a) => a.error.message);

/** WhatsApp's template language codes of ours. */
const TEMPLATE_LANGUAGE: Record<Language, string> = { en: 'en', hi: 'hi' };

/**
 * The WhatsApp Business Cloud API (Meta): `POST {base}/{phone-number-id}/messages` with the bearer
 * token, `{ messaging_product: 'whatsapp', to: '91…', type: 'template', template: { name, language:
 * { code }, components: [{ type: 'body', parameters: [{ type: 'text', text }] }] } }`. The template
 * (`WHATSAPP_DIGEST_TEMPLATE`) is approved in each language with the same placeholders.
 */
export class CloudWhatsApp implements WhatsAppProvider {
  readonly name = 'cloudapi';
  constructor(
    private readonly opts: { accessToken: string; phoneNumberId: string; template: string; baseUrl: string },
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}
  async sendTemplate(message: WhatsAppTemplateMessage): Promise<void> {
    const base = this.opts.baseUrl.replace(/\/+$/, '');
    await fetchJson({
      provider: this.name,
      url: `${base}/${encodeURIComponent(this.opts.phoneNumberId)}/messages`,
      method: 'POST',
      headers: { authorization: `Bearer ${this.opts.accessToken}` },
      json: {
        messaging_product: 'whatsapp',
        to: `91${message.to}`,
        type: 'template',
        template: {
          name: this.opts.template,
          language: { code: TEMPLATE_LANGUAGE[message.language] },
          components: [{ type: 'body', parameters: message.params.map((text) => ({ type: 'text', text })) }],
        },
      },
      schema: cloudAnswer,
      reason: cloudReason,
      timeoutMs: 10_000,
      fetchImpl: this.fetchImpl,
    }).catch(rethrowAs(WhatsAppDeliveryError));
  }
}

export function createWhatsAppProvider(config: Config, db: Db, log: FastifyBaseLogger): WhatsAppProvider {
  return config.whatsapp.provider === 'cloudapi'
    ? new CloudWhatsApp(config.whatsapp)
    : new SandboxWhatsApp(db, log);
}
