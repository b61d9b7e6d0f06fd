import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  COMMISSION_MESSAGES,
  userCommissionResponseSchema,
  type GlobalCommissionUpdateInput,
  type UserCommission,
} from '@oc/contract';
import { api, apiQuery, isApiError } from '../../../lib/api';

const globalQuery = () =>
  apiQuery(['global-commission'], '/user/commission', { schema: userCommissionResponseSchema });

/** GET /user/commission: the first item's globalCommission; an empty answer is 'User not found' (§8). */
export function useGlobalCommission() {
  return useQuery({
    ...globalQuery(),
    select: (rows: UserCommission[]) => rows[0]?.globalCommission ?? null,
  });
}

/**
 * POST /user/commission/update. Success: 'Global Commission Updated' and the services reload
 * (dates without their own commission show the new global one). A failure shows an error toast
 * (red), not §8's success-style one: its text is the spec's 'Something went while updating', or
 * the server's own message for a refusal (409: changed meanwhile; the value is read again).
 */
export function useUpdateGlobalCommission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GlobalCommissionUpdateInput) =>
      api<UserCommission[]>('/user/commission/update', {
        method: 'POST',
        schema: userCommissionResponseSchema,
        body,
      }),
    onSuccess: (rows) => {
      client.setQueryData<UserCommission[]>(globalQuery().queryKey, rows);
      notifications.show({ color: 'green', message: COMMISSION_MESSAGES.globalUpdated });
      void client.invalidateQueries({ predicate: (q) => q.queryKey.includes('commission-services') });
    },
    onError: (err) => {
      const refused = isApiError(err) && (err.status === 409 || err.status === 400);
      notifications.show({
        color: 'red',
        title: COMMISSION_MESSAGES.globalUpdateFailed,
        message: refused ? err.message : 'Please try again.',
      });
      if (isApiError(err) && err.status === 409)
        void client.invalidateQueries({ queryKey: globalQuery().queryKey });
    },
  });
}
