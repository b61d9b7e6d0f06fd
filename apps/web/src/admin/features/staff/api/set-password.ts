import { staffEndpoints } from '@oc/contract';
import { useMutation } from '@tanstack/react-query';
import { callStaff } from '../../../lib/staff-api';

/** POST /api/admin/v1/set-password: the link's one-time token and the new password (once). */
export function setStaffPassword(body: { token: string; password: string }) {
  return callStaff(staffEndpoints.setPassword, { body });
}

export function useSetStaffPassword() {
  return useMutation({ mutationFn: setStaffPassword });
}
