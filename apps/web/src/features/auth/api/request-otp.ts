import { authEndpoints, type LoginRequest } from '@oc/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';

/** POST /user/login: answers 'otp sent' when the OTP went out. */
export function requestOtp(body: LoginRequest): Promise<string> {
  return callEndpoint(authEndpoints.login, { body });
}

/** Sends a login OTP (the phone step's Send OTP and the OTP step's Resend OTP). */
export function useRequestOtp() {
  return useMutation({ mutationFn: requestOtp });
}
