import { ADMIN_KEY } from '../../../lib/keys';

/** The webhooks' query keys; every change (add, disable, send again) invalidates `webhookKeys.all()`. */
export const webhookKeys = {
  all: () => [ADMIN_KEY, 'webhooks'] as const,
  endpoints: () => [...webhookKeys.all(), 'endpoints'] as const,
  deadLetters: () => [...webhookKeys.all(), 'dead-letters'] as const,
};
