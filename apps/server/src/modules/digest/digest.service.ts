import { randomBytes } from 'node:crypto';
import {
  DIGEST_MESSAGES,
  addDaysToDate,
  istDateOf,
  istStartOfDay,
  type DigestChannel,
  type DigestSubscribe,
  type DigestView,
} from '@oc/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/http-error';
import { chosenLanguage, textsFor } from '../../lib/language';
import type { EmailProvider } from '../../providers/email/email';
import type { SmsProvider } from '../../providers/sms/sms';
import type { WhatsAppProvider } from '../../providers/whatsapp/whatsapp';
import { auditUnchanged, recordAudit, type Actor } from '../audit/audit';
import type { HomeService } from '../home/home.service';
import { salesBetween } from '../home/home.repository';
import * as repo from './digest.repository';
import { renderDigest, type DigestContent } from './digest.texts';

export interface DigestDeps {
  db: Db;
  clock: Clock;
  home: Pick<HomeService, 'actions'>;
  email: EmailProvider;
  whatsapp: WhatsAppProvider;
  sms: SmsProvider;
  /** The console's address, for the links in a digest. */
  publicUrl: string;
  /** The hour (IST) from which the day's digests go out. */
  hourIst: number;
  log: FastifyBaseLogger;
}

/** Claims per job step (new ones, then retries), and how many are sent at once. */
export const DIGEST_BATCH = 100;
const DIGEST_PARALLEL = 4;
/** A failed send is tried again after this gap, at most this many times in all. */
export const DIGEST_RETRY_GAP_MS = 15 * 60_000;
export const DIGEST_MAX_ATTEMPTS = 3;

const HOUR_MS = 3_600_000;

/**
 * The daily digest (issue 41): subscriptions, the preview, and the job's step that sends each
 * subscribed account's digest once a day across processes (the `digest_sends` claim).
 */
export class DigestService {
  constructor(private readonly d: DigestDeps) {}

  /** GET /user/digest: the subscription and this morning's digest for `channel`. */
  async view(accountId: string, channel?: DigestChannel): Promise<DigestView> {
    const [sub, who] = await Promise.all([
      repo.subscriptionOf(this.d.db, accountId),
      repo.recipientOf(this.d.db, accountId),
    ]);
    if (!who) throw notFound('Account not found');
    const shown = channel ?? sub?.channel ?? 'email';
    const language = chosenLanguage(who.language);
    const content = await this.content(accountId, who, this.d.clock.now(), sub?.unsubscribeToken ?? null);
    const rendered = renderDigest(content, await textsFor(language), shown);
    return {
      subscription: sub
        ? { channel: sub.channel, email: sub.email, since: sub.createdAt.toISOString() }
        : null,
      mobileNo: who.mobileNo,
      knownEmail: sub?.email ?? who.email ?? null,
      hourIst: this.d.hourIst,
      preview: { channel: shown, day: content.day, language, subject: rendered.subject, text: rendered.text },
    };
  }

  /** PUT /user/digest: subscribe or change the channel (audited `digest.subscribed`). */
  async subscribe(accountId: string, body: DigestSubscribe, actor: Actor): Promise<DigestView> {
    const email = body.channel === 'email' ? (body.email ?? null) : null;
    await this.d.db.transaction(async (tx) => {
      const before = await repo.subscriptionOf(tx, accountId);
      if (before && before.channel === body.channel && before.email === email) return auditUnchanged();
      await repo.upsertSubscription(tx, {
        accountId,
        channel: body.channel,
        email,
        unsubscribeToken: randomBytes(24).toString('base64url'),
        at: this.d.clock.now(),
      });
      await recordAudit(
        tx,
        actor,
        {
          kind: 'digest.subscribed',
          entity: 'digest_subscriptions',
          entityId: accountId,
          accountId,
          before: before ? { channel: before.channel, email: before.email } : null,
          after: { channel: body.channel, email },
        },
        this.d.clock.now(),
      );
    });
    return this.view(accountId);
  }

  /** DELETE /user/digest: stop it (audited `digest.unsubscribed`; nothing to stop is no change). */
  async stop(accountId: string, actor: Actor): Promise<DigestView> {
    await this.d.db.transaction(async (tx) => {
      const removed = await repo.deleteSubscription(tx, accountId);
      if (!removed) return auditUnchanged();
      await this.auditStop(tx, actor, removed, 'profile');
    });
    return this.view(accountId);
  }

  /** POST /digest/unsubscribe: the one-tap link of a digest (no login; the token is the key). */
  async unsubscribeByToken(token: string, actor: Actor): Promise<{ accountName: string }> {
    return this.d.db.transaction(async (tx) => {
      const sub = await repo.subscriptionByToken(tx, token);
      if (!sub) throw notFound(DIGEST_MESSAGES.token);
      await repo.deleteSubscription(tx, sub.accountId);
      await this.auditStop(tx, actor, sub, 'link');
      return { accountName: sub.accountName };
    });
  }

  private async auditStop(tx: DbOrTx, actor: Actor, sub: repo.SubscriptionRow, via: string) {
    await recordAudit(
      tx,
      actor,
      {
        kind: 'digest.unsubscribed',
        entity: 'digest_subscriptions',
        entityId: sub.accountId,
        accountId: sub.accountId,
        before: { channel: sub.channel, email: sub.email },
        after: { via },
      },
      this.d.clock.now(),
    );
  }

  /**
   * The job's step: from `hourIst` on, claims today's digest of subscribed accounts that have none
   * (and failed ones due again) and sends them, DIGEST_PARALLEL at a time. Answers how many went out.
   */
  async sendDue(): Promise<number> {
    const now = this.d.clock.now();
    const today = istDateOf(now);
    if (now.getTime() < istStartOfDay(today).getTime() + this.d.hourIst * HOUR_MS) return 0;
    const claimed = [
      ...(await repo.claimNew(this.d.db, today, now, DIGEST_BATCH)),
      ...(await repo.claimRetries(
        this.d.db,
        today,
        now,
        new Date(now.getTime() - DIGEST_RETRY_GAP_MS),
        DIGEST_MAX_ATTEMPTS,
        DIGEST_BATCH,
      )),
    ];
    let sent = 0;
    for (let i = 0; i < claimed.length; i += DIGEST_PARALLEL) {
      const results = await Promise.all(
        claimed.slice(i, i + DIGEST_PARALLEL).map((id) => this.sendOne(id, today)),
      );
      sent += results.filter(Boolean).length;
    }
    return sent;
  }

  private async sendOne(accountId: string, today: string): Promise<boolean> {
    try {
      const [sub, who] = await Promise.all([
        repo.subscriptionOf(this.d.db, accountId),
        repo.recipientOf(this.d.db, accountId),
      ]);
      if (!sub || !who) {
        await repo.markFailed(this.d.db, accountId, today, 'unsubscribed before it was sent');
        return false;
      }
      const language = chosenLanguage(who.language);
      const content = await this.content(accountId, who, this.d.clock.now(), sub.unsubscribeToken);
      const digest = renderDigest(content, await textsFor(language), sub.channel);
      if (sub.channel === 'email')
        await this.d.email.send({
          to: sub.email ?? '',
          subject: digest.subject,
          text: digest.text,
          headers: { 'List-Unsubscribe': `<${content.unsubscribeUrl}>` },
        });
      else if (sub.channel === 'whatsapp')
        await this.d.whatsapp.sendTemplate({
          to: who.mobileNo,
          language,
          params: digest.params,
          text: digest.text,
        });
      else await this.d.sms.sendText(who.mobileNo, digest.text);
      await repo.markSent(this.d.db, accountId, today, sub.channel, this.d.clock.now());
      return true;
    } catch (err) {
      this.d.log.warn({ err, accountId }, 'daily digest not sent; tried again later');
      await repo.markFailed(this.d.db, accountId, today, (err as Error).message).catch(() => undefined);
      return false;
    }
  }

  /** The figures of the IST day before `at` and this morning's actions. */
  private async content(
    accountId: string,
    who: NonNullable<Awaited<ReturnType<typeof repo.recipientOf>>>,
    at: Date,
    token: string | null,
  ): Promise<DigestContent> {
    const db = this.d.db;
    const today = istDateOf(at);
    const day = addDaysToDate(today, -1);
    const from = istStartOfDay(day);
    const to = istStartOfDay(today);
    const type = who.type;
    const [sales, trips, wallet, payouts, actions] = await Promise.all([
      type === 'CABOWNER'
        ? null
        : // [from, to): salesBetween is inclusive of its end, so stop 1 ms before the next day.
          salesBetween(db, from, new Date(to.getTime() - 1), [accountId]).then((r) => r[0] ?? null),
      type === 'CABOWNER' ? repo.cabTripsStarted(db, accountId, from, to) : null,
      type === 'OPERATOR' || type === 'ELECTRIC' ? repo.walletFlow(db, accountId, from, to) : null,
      repo.payoutsGenerated(db, accountId, from, to),
      this.d.home.actions(accountId, type),
    ]);
    const base = this.d.publicUrl.replace(/\/+$/, '');
    return {
      accountName: who.accountName,
      type,
      day,
      sales: sales
        ? {
            revenuePaise: sales.revenuePaise,
            seats: sales.confirmedSeats,
            cancelledSeats: sales.cancelledSeats,
          }
        : null,
      trips,
      wallet,
      payouts,
      actions: actions.items,
      consoleUrl: `${base}/`,
      unsubscribeUrl: token ? `${base}/unsubscribe?token=${token}` : `${base}/unsubscribe`,
    };
  }
}
