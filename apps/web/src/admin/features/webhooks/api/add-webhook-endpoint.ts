import { webhooksEndpoints, type CreatedWebhookEndpoint, type WebhookEndpointCreate } from '@oc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callStaff } from '../../../lib/staff-api';
import { webhookKeys } from './keys';

/**
 * POST /api/admin/v1/webhook-endpoints {url, events}: an endpoint for the events named; the answer
 * holds its signing secret, this once.
 */
export function addWebhookEndpoint(body: WebhookEndpointCreate): Promise<CreatedWebhookEndpoint> {
  return callStaff(webhooksEndpoints.add, { body });
}

/** Adds an endpoint; the list is read again. */
export function useAddWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addWebhookEndpoint,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all() }),
  });
}
