import { webhooksEndpoints } from '@oc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callStaff } from '../../../lib/staff-api';
import { webhookKeys } from './keys';

/**
 * GET /api/admin/v1/webhook-deliveries/dead: deliveries given up after a day of retries (of the
 * enabled endpoints), newest first.
 */
export function getDeadLetters(signal?: AbortSignal) {
  return callStaff(webhooksEndpoints.deadLetters, signal ? { signal } : {});
}

export const deadLettersQueryOptions = () =>
  queryOptions({ queryKey: webhookKeys.deadLetters(), queryFn: ({ signal }) => getDeadLetters(signal) });

/** The dead letters; `enabled` false for a role that may not read them (admin only). */
export function useDeadLetters(enabled = true) {
  return useQuery({ ...deadLettersQueryOptions(), enabled });
}
