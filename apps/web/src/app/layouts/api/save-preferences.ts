import { authEndpoints, type PreferencesUpdate } from '@oc/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callEndpoint } from '../../../lib/endpoint';

/** PUT /user/preferences: the person's language or colour scheme, kept with the user (issue 40). */
export function savePreferences(body: PreferencesUpdate) {
  return callEndpoint(authEndpoints.savePreferences, { body });
}

/**
 * Saves a choice and lets every business model's GET me read it again (the choice is the
 * person's, not one account's). A failed save keeps the choice on this device; it is saved with
 * the next one.
 */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useCallback(
    async (body: PreferencesUpdate) => {
      await savePreferences(body);
      await queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[1] === 'account' && q.queryKey[2] === 'me',
      });
    },
    [queryClient],
  );
}
