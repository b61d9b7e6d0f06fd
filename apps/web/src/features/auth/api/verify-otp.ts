import { authEndpoints, type VerifyOtpRequest } from '@oc/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';

/** POST /user/verifyOtp: the token pair, which the api client stores ('invalid otp' is a 400). */
export function verifyOtp(body: VerifyOtpRequest) {
  return callEndpoint(authEndpoints.verifyOtp, { body });
}

/** Verifies the OTP; on success the session's tokens are stored. */
export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
