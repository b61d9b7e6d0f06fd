/**
 * Outbound webhooks (issue 39 item 3): the provider registers endpoints (a URL and the event types
 * it wants) in the console or with `npm run admin -- webhook add`; every operator event and staff
 * decision is written to the outbox in the transaction of the change, and the dispatcher POSTs it
 * to each endpoint subscribed at that time, signed (`X-Signature`), in order per account, retried
 * with back-off for a day, then kept as a dead letter the console can send again.
 */
import { z } from 'zod';
import { envelope } from './common';
import { defineEndpoint } from './endpoint';

/**
 * The event types, each with the one line the console and the OpenAPI document show. Operator
 * events first, then the staff's decisions. The body of every delivery is
 * `{ id, type, createdAt, accountId, data }` (`webhookEventBodySchema`).
 */
export const WEBHOOK_EVENT_DESCRIPTIONS = {
  'deal.published': 'An operator published a deal (a new campaign, or one renewed from an old one)',
  'deal.switched': 'An operator switched a deal on or off',
  'commission.updated': "An operator changed the global commission, or a service's commission or seat limit",
  'seat-fare.updated': "An operator changed a service's offline seat fares (fallback or per trip date)",
  'bank-proof.uploaded': 'An operator uploaded a bank proof (cancelled cheque) for review',
  'reimbursement.submitted': 'An MG operator filed a reimbursement claim with its proof',
  'driver.assigned': 'A cab operator assigned (or changed) the driver and vehicle of a trip',
  'wallet.credited': "A top-up was credited to an operator's wallet",
  'kyc.verified': 'A KYC document (PAN, GSTIN, MSME, Aadhaar) of an operator was verified',
  'bank-proof.decided': 'Staff approved or rejected a bank proof',
  'reimbursement.decided': 'Staff approved or rejected a reimbursement claim',
  'kyc.reviewed': "Staff decided a KYC name mismatch (the document's name used, or dismissed)",
  'wallet.debited': "An approved debit was taken from an operator's wallet",
  'payout.published': 'An approved payout was published with its PNR-wise report',
  'week.closed': "An approved MG week close wrote the week's payment summary",
} as const;

export type WebhookEvent = keyof typeof WEBHOOK_EVENT_DESCRIPTIONS;
export const WEBHOOK_EVENTS = Object.keys(WEBHOOK_EVENT_DESCRIPTIONS) as [WebhookEvent, ...WebhookEvent[]];

export const webhookEventSchema = z.enum(WEBHOOK_EVENTS, {
  error: `An event is one of ${WEBHOOK_EVENTS.join(', ')}`,
});

/** The start of every signing secret (recognisable in logs and by secret scanners). */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** How long a delivery is retried before it becomes a dead letter. */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 60 * 60_000;
/** How long the dispatcher waits for a receiver's answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** The longest URL an endpoint may have. */
export const WEBHOOK_URL_MAX = 2000;

export const WEBHOOK_MESSAGES = {
  urlRequired: 'Enter the URL the events are sent to',
  urlInvalid: 'Enter a full URL that starts with https:// or http://',
  urlCredentials: 'Leave the user name and password out of the URL',
  urlLong: `Keep the URL under ${WEBHOOK_URL_MAX} characters`,
  eventsRequired: 'Choose at least one event',
  endpointNotFound: 'Webhook endpoint not found',
  alreadyDisabled: 'This endpoint is already disabled',
  deliveryNotFound: 'Delivery not found',
  notDead: 'Only a dead delivery can be sent again',
  endpointDisabled: 'The endpoint of this delivery is disabled',
} as const;

/** An http(s) URL with a host and no user name or password (they would show in every list). */
function checkUrl(value: string, ctx: z.RefinementCtx): void {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    ctx.addIssue({ code: 'custom', message: WEBHOOK_MESSAGES.urlInvalid });
    return;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.hostname === '')
    ctx.addIssue({ code: 'custom', message: WEBHOOK_MESSAGES.urlInvalid });
  else if (url.username !== '' || url.password !== '')
    ctx.addIssue({ code: 'custom', message: WEBHOOK_MESSAGES.urlCredentials });
}

export const webhookEndpointCreateSchema = z.object({
  url: z
    .string({ error: WEBHOOK_MESSAGES.urlRequired })
    .trim()
    .min(1, WEBHOOK_MESSAGES.urlRequired)
    .max(WEBHOOK_URL_MAX, WEBHOOK_MESSAGES.urlLong)
    .superRefine(checkUrl),
  events: z
    .array(webhookEventSchema, { error: WEBHOOK_MESSAGES.eventsRequired })
    .min(1, WEBHOOK_MESSAGES.eventsRequired)
    .max(WEBHOOK_EVENTS.length)
    .refine((e) => new Set(e).size === e.length, 'Name each event once'),
});
export type WebhookEndpointCreate = z.infer<typeof webhookEndpointCreateSchema>;

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(webhookEventSchema),
  createdBy: z.string(),
  createdAt: z.string(),
  /** Disabled endpoints get no new deliveries and are kept for their history. */
  disabledAt: z.string().nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** The answer of an addition: the signing secret, this once. */
export const createdWebhookEndpointSchema = z.object({ secret: z.string(), endpoint: webhookEndpointSchema });
export type CreatedWebhookEndpoint = z.infer<typeof createdWebhookEndpointSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'DELIVERED', 'DEAD'] as const;
export const webhookDeliveryStatusSchema = z.enum(WEBHOOK_DELIVERY_STATUSES);
export type WebhookDeliveryStatus = z.infer<typeof webhookDeliveryStatusSchema>;

/** One delivery of one event to one endpoint. */
export const webhookDeliverySchema = z.object({
  id: z.number(),
  eventId: z.string(),
  eventType: webhookEventSchema,
  /** When the event happened (the change's time). */
  eventAt: z.string(),
  accountId: z.string().nullable(),
  /** The account's name and type, when the event is about one. */
  accountName: z.string().nullable(),
  accountType: z.string().nullable(),
  endpointId: z.string(),
  endpointUrl: z.string(),
  status: webhookDeliveryStatusSchema,
  attempts: z.number(),
  /** The receiver's HTTP status of the last attempt (null: no answer, e.g. a timeout). */
  lastStatus: z.number().nullable(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string(),
  giveUpAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** What a delivery's body holds (signed as sent; `id` is the event id, the same on every retry). */
export const webhookEventBodySchema = z.object({
  id: z.string(),
  type: webhookEventSchema,
  createdAt: z.string(),
  accountId: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookEventBody = z.infer<typeof webhookEventBodySchema>;

/** Dead letters and an endpoint's recent deliveries: newest first, at most this many. */
export const WEBHOOK_LIST_MAX = 200;

const endpointParamsSchema = z.object({ id: z.uuid('Not a valid endpoint id') });
const deliveryParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,14}$/, 'Not a valid delivery id')
    .transform(Number),
});

/** Who manages webhooks: admin only (an endpoint receives every operator's events). */
export const WEBHOOK_ROLES = ['admin'] as const;

const SIGNATURE_TEXT =
  'Each delivery is a POST with a JSON body `{id, type, createdAt, accountId, data}` and the headers ' +
  '`X-Event-Id` (the same on every retry: de-duplicate on it), `X-Event-Type`, `X-Timestamp` (unix ' +
  'seconds) and `X-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the secret>`. ' +
  'A 2xx answer within 10 s delivers it; anything else is retried with exponential back-off ' +
  '(30 s doubling, at most an hour apart) for a day, in order per account, then kept as a dead letter.';

export const webhooksEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/webhook-endpoints',
    access: 'staff',
    roles: WEBHOOK_ROLES,
    response: envelope(z.array(webhookEndpointSchema)),
    errors: [401, 403],
    tags: ['webhooks'],
    summary: 'Webhook endpoints, newest first (disabled ones too); never their secrets',
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/webhook-endpoints',
    access: 'staff',
    roles: WEBHOOK_ROLES,
    audit: 'webhook.endpoint_added',
    body: webhookEndpointCreateSchema,
    response: envelope(createdWebhookEndpointSchema),
    errors: [400, 401, 403],
    tags: ['webhooks'],
    summary:
      'Add an endpoint for the events named; the answer holds its signing secret, shown only this once',
    description: `Events: ${WEBHOOK_EVENTS.map((e) => `\`${e}\` (${WEBHOOK_EVENT_DESCRIPTIONS[e]})`).join('; ')}. ${SIGNATURE_TEXT} Only events that happen after the endpoint is added are sent to it.`,
  }),
  disable: defineEndpoint({
    method: 'POST',
    path: '/webhook-endpoints/:id/disable',
    access: 'staff',
    roles: WEBHOOK_ROLES,
    audit: 'webhook.endpoint_disabled',
    params: endpointParamsSchema,
    response: envelope(webhookEndpointSchema),
    errors: [400, 401, 403, 404, 409],
    tags: ['webhooks'],
    summary: 'Disable an endpoint: no new deliveries; the ones still waiting become dead letters',
  }),
  deliveries: defineEndpoint({
    method: 'GET',
    path: '/webhook-endpoints/:id/deliveries',
    access: 'staff',
    roles: WEBHOOK_ROLES,
    params: endpointParamsSchema,
    response: envelope(z.array(webhookDeliverySchema)),
    errors: [400, 401, 403, 404],
    tags: ['webhooks'],
    summary: `An endpoint's latest deliveries (any status), newest first, at most ${WEBHOOK_LIST_MAX}`,
  }),
  deadLetters: defineEndpoint({
    method: 'GET',
    path: '/webhook-deliveries/dead',
    access: 'staff',
    roles: WEBHOOK_ROLES,
    response: envelope(z.array(webhookDeliverySchema)),
    errors: [401, 403],
    tags: ['webhooks'],
    summary: `Dead letters of the enabled endpoints: deliveries given up after a day of retries, newest first, at most ${WEBHOOK_LIST_MAX}`,
  }),
  retry: defineEndpoint({
    method: 'POST',
    path: '/webhook-deliveries/:id/retry',
    access: 'staff',
    roles: WEBHOOK_ROLES,
    audit: 'webhook.delivery_retried',
    params: deliveryParamsSchema,
    response: envelope(webhookDeliverySchema),
    errors: [400, 401, 403, 404, 409],
    tags: ['webhooks'],
    summary:
      'Send a dead delivery again: waiting at once, retried for another day, in its place in its account’s order',
  }),
};
