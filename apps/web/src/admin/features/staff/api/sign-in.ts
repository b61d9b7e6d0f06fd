import { staffEndpoints, type StaffLoginRequest } from '@oc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callStaff } from '../../../lib/staff-api';
import { ADMIN_KEY } from '../../../lib/keys';

/**
 * POST /api/admin/v1/login: e-mail, password and the authenticator's code. The answer's tokens are
 * stored in the staff session (never the operator's) by the api client.
 */
export function signIn(body: StaffLoginRequest) {
  return callStaff(staffEndpoints.login, { body });
}

/** Signs in; whatever a previous member's console had read is dropped. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: () => queryClient.removeQueries({ queryKey: [ADMIN_KEY] }),
  });
}
