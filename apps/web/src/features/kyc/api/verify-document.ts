import { kycEndpoints } from '@oc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api/errors';
import { callEndpoint } from '../../../lib/endpoint';
import { kycKeys } from './keys';

/** What the verify call checks: exactly one of PAN, GSTIN or MSME (Udyam). */
export type KycVerifyBody = { pan: string } | { gst: string } | { msme: string };

/** POST /user/kycVerify: verified, NAME_MISMATCHED or the provider's failure. */
export function verifyDocument(body: KycVerifyBody) {
  return callEndpoint(kycEndpoints.verify, { body });
}

/**
 * Verifies a PAN, GSTIN or MSME. The profile is refreshed when the document got verified, or when
 * the server says it already was (409: another tab or device did it).
 */
export function useVerifyDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyDocument,
    onSuccess: (result) => {
      if (result.verified) void queryClient.invalidateQueries({ queryKey: kycKeys.all() });
    },
    onError: (err) => {
      if (isApiError(err) && err.status === 409)
        void queryClient.invalidateQueries({ queryKey: kycKeys.all() });
    },
  });
}
