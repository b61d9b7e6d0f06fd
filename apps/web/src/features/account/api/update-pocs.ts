import { accountEndpoints, type PocInput } from '@oc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';
import { kycKeys } from '../../kyc/api/keys';

/** POST {prefix}/user/update {pocList}: the whole list, replacing the stored one; answers [profile]. */
export function updatePocs(pocList: PocInput[]) {
  return callEndpoint(accountEndpoints.update, { body: { pocList } });
}

/** Saves the POC list; the answer replaces the cached profile (part 2 §4 POC modal). */
export function useUpdatePocs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePocs,
    onSuccess: (profile) => queryClient.setQueryData(kycKeys.details(), profile),
  });
}
