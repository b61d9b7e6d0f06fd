import type { GatewayCallback } from '@oc/contract';
import { resolveUserType } from '../../../lib/session';

/** The payments query keys; each starts with the acting business model. */
export const paymentKeys = {
  all: () => [resolveUserType(), 'payments'] as const,
  status: (orderId: string, callback: GatewayCallback) =>
    [...paymentKeys.all(), 'status', orderId, callback] as const,
};
