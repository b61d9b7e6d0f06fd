import {
  WEBHOOK_EVENTS,
  webhookEndpointCreateSchema,
  webhookEventSchema,
  type WebhookEvent,
} from '@oc/contract';
import type { AdminCommand } from '../../cli/command';
import { UsageError } from '../../cli/shared';
import { COMMAND_ACTOR } from '../audit/audit';
import { WebhooksService } from './webhooks.service';

const WORDS = ['add', 'list', 'disable', 'retry'];

/**
 * `npm run admin -- webhook add|list|disable|retry`: the provider's webhook endpoints, as the
 * console's Webhooks page manages them (the signing secret is printed once), and "send again" of a
 * dead letter.
 */
export const webhookCommand: AdminCommand = {
  name: 'webhook',
  summary: 'Add, list or disable a webhook endpoint, or send a dead delivery again',
  usage:
    'webhook add --url <url> --events <event,event,…> | webhook list | webhook disable --id <id> | webhook retry --delivery <n>',
  positionals: WORDS.join('|'),
  details: [
    '--url <url>            where the events are POSTed (https:// or http://)',
    `--events <events>      comma-separated, of: ${WEBHOOK_EVENTS.join(', ')}`,
    '--id <id>              the endpoint to disable (from `webhook list`)',
    '--delivery <n>         the dead delivery to send again (the console lists dead letters)',
    'add prints the signing secret once: the receiver checks X-Signature with it.',
  ],
  examples: [
    'webhook add --url https://hooks.example.com/oc --events deal.published,deal.switched',
    'webhook disable --id <id>',
    'webhook retry --delivery 42',
  ],
  options: {
    url: { type: 'string' },
    events: { type: 'string' },
    id: { type: 'string' },
    delivery: { type: 'string' },
  },
  async run(v, { io, db, now }, positionals = []) {
    const [word, ...extra] = positionals;
    if (extra.length > 0 || !word || !WORDS.includes(word))
      throw new UsageError('Say what to do: webhook add, webhook list, webhook disable or webhook retry.');
    const webhooks = new WebhooksService({ db, clock: { now } });
    if (word === 'list') {
      const all = await webhooks.list();
      if (all.length === 0) io.out('No webhook endpoints yet.');
      for (const e of all)
        io.out(
          `${e.id}  ${e.url}  [${e.events.join(', ')}]  ${e.disabledAt ? `disabled ${e.disabledAt}` : `added ${e.createdAt} by ${e.createdBy}`}`,
        );
      return;
    }
    if (word === 'disable') {
      const id = typeof v.id === 'string' ? v.id.trim() : '';
      if (!/^[0-9a-f-]{36}$/i.test(id))
        throw new UsageError('--id: the endpoint’s id (from `webhook list`).');
      const disabled = await webhooks.disable(id, COMMAND_ACTOR);
      io.out(`Disabled ${disabled.url}: no new deliveries; its waiting ones are dead letters.`);
      return;
    }
    if (word === 'retry') {
      const raw = typeof v.delivery === 'string' ? v.delivery.trim() : '';
      if (!/^[1-9][0-9]{0,14}$/.test(raw)) throw new UsageError('--delivery: the dead delivery’s number.');
      const d = await webhooks.retry(Number(raw), COMMAND_ACTOR);
      io.out(`Delivery ${d.id} (${d.eventType} to ${d.endpointUrl}) is waiting again: sent within seconds.`);
      return;
    }
    const url = typeof v.url === 'string' ? v.url.trim() : '';
    const events = (typeof v.events === 'string' ? v.events : '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean);
    const bad = events.filter((e) => !webhookEventSchema.safeParse(e).success);
    if (events.length === 0 || bad.length > 0)
      throw new UsageError(
        `--events: comma-separated, of ${WEBHOOK_EVENTS.join(', ')}${bad.length ? ` (not: ${bad.join(', ')})` : ''}.`,
      );
    const checked = webhookEndpointCreateSchema.safeParse({ url, events });
    const issue = checked.error?.issues[0];
    if (issue) throw new UsageError(`--${String(issue.path[0] ?? 'url')}: ${issue.message}.`);
    const created = await webhooks.add({ url, events: events as WebhookEvent[] }, COMMAND_ACTOR);
    io.out(`Added webhook endpoint ${created.endpoint.id}: ${created.endpoint.url}`);
    io.out(`  events: ${created.endpoint.events.join(', ')}`);
    io.out('The signing secret (shown once; the receiver checks X-Signature with it):');
    io.out(`  ${created.secret}`);
  },
};
