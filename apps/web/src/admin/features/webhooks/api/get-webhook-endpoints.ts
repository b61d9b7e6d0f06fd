import { webhooksEndpoints } from '@oc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callStaff } from '../../../lib/staff-api';
import { webhookKeys } from './keys';

/** GET /api/admin/v1/webhook-endpoints: the endpoints, newest first, disabled ones too (never a secret). */
export function getWebhookEndpoints(signal?: AbortSignal) {
  return callStaff(webhooksEndpoints.list, signal ? { signal } : {});
}

export const webhookEndpointsQueryOptions = () =>
  queryOptions({ queryKey: webhookKeys.endpoints(), queryFn: ({ signal }) => getWebhookEndpoints(signal) });

/** The list; `enabled` false for a role that may not read it (admin only): nothing is sent. */
export function useWebhookEndpoints(enabled = true) {
  return useQuery({ ...webhookEndpointsQueryOptions(), enabled });
}
