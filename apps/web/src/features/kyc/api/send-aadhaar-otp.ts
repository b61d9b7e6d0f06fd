import { kycEndpoints } from '@oc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api/errors';
import { callEndpoint } from '../../../lib/endpoint';
import { kycKeys } from './keys';

/** POST /user/aadharOtp: our transaction id, or the provider's refusal in `decentroError`. */
export function sendAadhaarOtp(aadhaarNumber: string) {
  return callEndpoint(kycEndpoints.aadhaarOtp, { body: { aadhaarNumber } });
}

/** Sends (or resends) the Aadhaar OTP; a 409 (already verified) refreshes the profile. */
export function useSendAadhaarOtp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendAadhaarOtp,
    onError: (err) => {
      if (isApiError(err) && err.status === 409)
        void queryClient.invalidateQueries({ queryKey: kycKeys.all() });
    },
  });
}
