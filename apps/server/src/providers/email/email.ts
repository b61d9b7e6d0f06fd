import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { messageOutbox } from '../../db/schema';

/** One e-mail: plain text, with extra headers (List-Unsubscribe). */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** Headers besides the usual ones (`List-Unsubscribe`). */
  headers?: Record<string, string>;
}

/** E-mail (the daily digest): the offline sandbox or SMTP through nodemailer. */
export interface EmailProvider {
  readonly name: string;
  /** Delivers the message; throws EmailDeliveryError when the server refuses or cannot be reached. */
  send(message: EmailMessage): Promise<void>;
  /** Closes the provider's connections (the app's onClose). */
  close(): void;
}

export class EmailDeliveryError extends Error {
  override name = 'EmailDeliveryError';
}

/** Offline default: writes to the `message_outbox` table and a log line. */
export class SandboxEmail implements EmailProvider {
  readonly name = 'sandbox';
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}
  async send(message: EmailMessage): Promise<void> {
    await this.db
      .insert(messageOutbox)
      .values({ channel: 'email', recipient: message.to, subject: message.subject, body: message.text });
    this.log.info({ email: { to: message.to, provider: this.name } }, 'sandbox e-mail written to outbox');
  }
  close(): void {}
}

/** How long one SMTP step may take (connect, greeting, any later silence): a digest never hangs a job. */
const SMTP_TIMEOUT_MS = 10_000;

/**
 * SMTP through nodemailer (`SMTP_URL`: `smtp://user:pass@host:587` upgrades with STARTTLS,
 * `smtps://…:465` is TLS from the start). One pooled transport per process, at most 2 connections.
 */
export class SmtpEmail implements EmailProvider {
  readonly name = 'smtp';
  private readonly transport;
  constructor(opts: { url: string; from: string }) {
    const url = new URL(opts.url);
    this.transport = createTransport(
      {
        pool: true,
        maxConnections: 2,
        host: url.hostname,
        port: Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587),
        secure: url.protocol === 'smtps:',
        ...(url.username
          ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
          : {}),
        connectionTimeout: SMTP_TIMEOUT_MS,
        greetingTimeout: SMTP_TIMEOUT_MS,
        socketTimeout: SMTP_TIMEOUT_MS,
      },
      { from: opts.from },
    );
  }
  async send(message: EmailMessage): Promise<void> {
    try {
      await this.transport.sendMail({
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.headers ? { headers: message.headers } : {}),
      });
    } catch (err) {
      throw new EmailDeliveryError(`smtp: ${(err as Error).message}`, { cause: err });
    }
  }
  close(): void {
    this.transport.close();
  }
}

export function createEmailProvider(config: Config, db: Db, log: FastifyBaseLogger): EmailProvider {
  return config.email.provider === 'smtp'
    ? new SmtpEmail({ url: config.email.url, from: config.email.from })
    : new SandboxEmail(db, log);
}
