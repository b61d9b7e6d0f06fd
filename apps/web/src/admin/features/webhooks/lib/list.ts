import { WEBHOOK_EVENTS, type WebhookEndpoint, type WebhookEvent } from '@oc/contract';

/** The enabled endpoints first, then the disabled ones, each in the server's order (newest first). */
export function enabledFirst(endpoints: readonly WebhookEndpoint[]): WebhookEndpoint[] {
  return [
    ...endpoints.filter((e) => e.disabledAt === null),
    ...endpoints.filter((e) => e.disabledAt !== null),
  ];
}

/** Events in the contract's order (the order of the form's boxes). */
export function inEventOrder(events: readonly WebhookEvent[]): WebhookEvent[] {
  return WEBHOOK_EVENTS.filter((e) => events.includes(e));
}
