import { webhooksEndpoints } from '@oc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callStaff } from '../../../lib/staff-api';
import { webhookKeys } from './keys';

/**
 * POST /api/admin/v1/webhook-endpoints/:id/disable: no new deliveries; the waiting ones are given
 * up (404 unknown, 409 already disabled).
 */
export function disableWebhookEndpoint(id: string) {
  return callStaff(webhooksEndpoints.disable, { params: { id } });
}

/** Disables; the endpoints and dead letters are read again, also after a 409. */
export function useDisableWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableWebhookEndpoint,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all() }),
  });
}
