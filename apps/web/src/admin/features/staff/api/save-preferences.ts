import { staffEndpoints, type PreferencesUpdate } from '@oc/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callStaff } from '../../../lib/staff-api';
import { staffKeys } from './keys';

/** PUT /api/admin/v1/me/preferences: the member's language or colour scheme (issue 40). */
export function saveStaffPreferences(body: PreferencesUpdate) {
  return callStaff(staffEndpoints.savePreferences, { body });
}

/** Saves a choice, then reads the member (GET me) again. */
export function useSaveStaffPreferences() {
  const queryClient = useQueryClient();
  return useCallback(
    async (body: PreferencesUpdate) => {
      await saveStaffPreferences(body);
      await queryClient.invalidateQueries({ queryKey: staffKeys.me() });
    },
    [queryClient],
  );
}
