import { kycEndpoints } from '@oc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api/errors';
import { callEndpoint } from '../../../lib/endpoint';
import { kycKeys } from './keys';

export interface VerifyAadhaarOtpInput {
  aadhaarNumber: string;
  transactionId: string;
  otp: string;
}

/**
 * POST /user/aadharVerify: verified, `wrongOtp` with the tries left, `nameMismatch`, or a failure
 * message; a transaction id that is not the account's is 404.
 */
export function verifyAadhaarOtp(body: VerifyAadhaarOtpInput) {
  return callEndpoint(kycEndpoints.aadhaarVerify, { body });
}

/** Checks the Aadhaar OTP; the profile is refreshed once Aadhar is verified (or already was: 409). */
export function useVerifyAadhaarOtp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyAadhaarOtp,
    onSuccess: (result) => {
      if (result.verified) void queryClient.invalidateQueries({ queryKey: kycKeys.all() });
    },
    onError: (err) => {
      if (isApiError(err) && err.status === 409)
        void queryClient.invalidateQueries({ queryKey: kycKeys.all() });
    },
  });
}
