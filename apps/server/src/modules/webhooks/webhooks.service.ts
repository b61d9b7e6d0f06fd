import { randomBytes } from 'node:crypto';
import {
  WEBHOOK_LIST_MAX,
  WEBHOOK_MESSAGES,
  WEBHOOK_RETRY_WINDOW_MS,
  WEBHOOK_SECRET_PREFIX,
  webhookEndpointCreateSchema,
  type CreatedWebhookEndpoint,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  type WebhookEndpoint,
  type WebhookEndpointCreate,
  type WebhookEvent,
} from '@oc/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { recordAudit, type Actor } from '../audit/audit';
import * as repo from './webhooks.repository';

function toEndpoint(r: repo.WebhookEndpointRow): WebhookEndpoint {
  return {
    id: r.id,
    url: r.url,
    events: r.events as WebhookEvent[],
    createdBy: r.createdBy,
    createdAt: r.createdAt.toISOString(),
    disabledAt: r.disabledAt?.toISOString() ?? null,
  };
}

function toDelivery(r: repo.DeliveryView): WebhookDelivery {
  return {
    id: r.id,
    eventId: r.eventId,
    eventType: r.eventType as WebhookEvent,
    eventAt: r.eventAt.toISOString(),
    accountId: r.accountId,
    accountName: r.accountName,
    accountType: r.accountType,
    endpointId: r.endpointId,
    endpointUrl: r.endpointUrl,
    status: r.status as WebhookDeliveryStatus,
    attempts: r.attempts,
    lastStatus: r.lastStatus,
    lastError: r.lastError,
    nextAttemptAt: r.nextAttemptAt.toISOString(),
    giveUpAt: r.giveUpAt.toISOString(),
    deliveredAt: r.deliveredAt?.toISOString() ?? null,
  };
}

/**
 * Webhook endpoints and their deliveries as the console and `npm run admin -- webhook` manage them
 * (contract `webhooks.ts`): add (the signing secret answered once), disable, the dead letters and
 * "send again"; each change audited. The events themselves are written by `outbox.ts` and sent by
 * `dispatcher.ts`.
 */
export class WebhooksService {
  constructor(private readonly d: { db: Db; clock: Clock }) {}

  async list(): Promise<WebhookEndpoint[]> {
    return (await repo.listEndpoints(this.d.db)).map(toEndpoint);
  }

  /** Adds an endpoint; the answer's `secret` is the only time it is shown. */
  async add(input: WebhookEndpointCreate, actor: Actor): Promise<CreatedWebhookEndpoint> {
    const parsed = webhookEndpointCreateSchema.safeParse(input);
    if (!parsed.success)
      throw badRequest(
        parsed.error.issues[0]?.message ?? 'Not valid',
        parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
      );
    const secret = `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
    const now = this.d.clock.now();
    const row = await this.d.db.transaction(async (tx) => {
      const created = await repo.insertEndpoint(tx, {
        url: parsed.data.url,
        events: parsed.data.events,
        secret,
        createdBy: actor.role ? `${actor.name} (${actor.role})` : actor.name,
        createdAt: now,
      });
      await recordAudit(
        tx,
        actor,
        {
          kind: 'webhook.endpoint_added',
          entity: 'webhook_endpoints',
          entityId: created.id,
          accountId: null,
          after: { url: created.url, events: created.events },
        },
        now,
      );
      return created;
    });
    return { secret, endpoint: toEndpoint(row) };
  }

  /** Disables an endpoint: no new deliveries; its waiting ones become dead letters. */
  async disable(id: string, actor: Actor): Promise<WebhookEndpoint> {
    const now = this.d.clock.now();
    const row = await this.d.db.transaction(async (tx) => {
      const current = await repo.lockEndpoint(tx, id);
      if (!current) throw notFound(WEBHOOK_MESSAGES.endpointNotFound);
      if (current.disabledAt) throw conflict(WEBHOOK_MESSAGES.alreadyDisabled);
      const { endpoint, dead } = await repo.disableEndpoint(tx, id, now);
      await recordAudit(
        tx,
        actor,
        {
          kind: 'webhook.endpoint_disabled',
          entity: 'webhook_endpoints',
          entityId: id,
          accountId: null,
          before: { disabledAt: null },
          after: { url: current.url, disabledAt: now.toISOString(), waitingDeliveriesDead: dead },
        },
        now,
      );
      return endpoint ?? current;
    });
    return toEndpoint(row);
  }

  /** The dead letters of the enabled endpoints, newest first. */
  async deadLetters(): Promise<WebhookDelivery[]> {
    return (await repo.listDeadLetters(this.d.db, WEBHOOK_LIST_MAX)).map(toDelivery);
  }

  /** An endpoint's latest deliveries, newest first (404: no such endpoint). */
  async deliveries(endpointId: string): Promise<WebhookDelivery[]> {
    if (!(await repo.findEndpoint(this.d.db, endpointId))) throw notFound(WEBHOOK_MESSAGES.endpointNotFound);
    return (await repo.listEndpointDeliveries(this.d.db, endpointId, WEBHOOK_LIST_MAX)).map(toDelivery);
  }

  /**
   * "Send again": a DEAD delivery of an enabled endpoint is PENDING again, due now, retried for
   * another day (404 unknown; 409 not dead, or its endpoint disabled).
   */
  async retry(id: number, actor: Actor): Promise<WebhookDelivery> {
    const now = this.d.clock.now();
    await this.d.db.transaction(async (tx) => {
      const current = await repo.lockDelivery(tx, id);
      if (!current) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
      if (current.status !== 'DEAD') throw conflict(WEBHOOK_MESSAGES.notDead);
      const endpoint = await repo.findEndpoint(tx, current.endpointId);
      if (!endpoint || endpoint.disabledAt) throw conflict(WEBHOOK_MESSAGES.endpointDisabled);
      await repo.resendDelivery(tx, id, now, new Date(now.getTime() + WEBHOOK_RETRY_WINDOW_MS));
      await recordAudit(
        tx,
        actor,
        {
          kind: 'webhook.delivery_retried',
          entity: 'webhook_deliveries',
          entityId: String(id),
          accountId: null,
          before: { status: 'DEAD', attempts: current.attempts, lastError: current.lastError },
          after: { status: 'PENDING', endpoint: endpoint.url },
        },
        now,
      );
    });
    const view = await repo.findDeliveryView(this.d.db, id);
    if (!view) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
    return toDelivery(view);
  }
}
