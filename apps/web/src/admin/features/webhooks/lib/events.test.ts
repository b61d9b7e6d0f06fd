import { WEBHOOK_EVENTS, WEBHOOK_EVENT_DESCRIPTIONS } from '@oc/contract';
import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_MESSAGES } from './events';

describe('the webhook events’ lines', () => {
  it('say in English word for word what the contract (and the OpenAPI document) says', () => {
    for (const e of WEBHOOK_EVENTS)
      expect(WEBHOOK_EVENT_MESSAGES[e].defaultMessage).toBe(WEBHOOK_EVENT_DESCRIPTIONS[e]);
  });
});
