import { webhooksEndpoints } from '@oc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callStaff } from '../../../lib/staff-api';
import { webhookKeys } from './keys';

/**
 * POST /api/admin/v1/webhook-deliveries/:id/retry: a dead delivery waits again, sent within
 * seconds and retried for another day (404 unknown; 409 not dead, or its endpoint disabled).
 */
export function retryDelivery(id: number) {
  return callStaff(webhooksEndpoints.retry, { params: { id: String(id) } });
}

/** Sends again; the dead letters are read again, also after a 409 (someone else sent it first). */
export function useRetryDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryDelivery,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all() }),
  });
}
