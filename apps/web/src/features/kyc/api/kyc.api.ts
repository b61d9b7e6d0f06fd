import {
  aadhaarOtpResponseSchema,
  aadhaarVerifyResponseSchema,
  kycVerifyResponseSchema,
  userDetailsResponseSchema,
  type AadhaarOtpResult,
  type AadhaarVerifyResult,
  type KycVerifyResult,
} from '@oc/contract';
import { api, apiQuery } from '../../../lib/api';
import { getTokenPayload, resolveUserType } from '../../../lib/session';

/**
 * The KYC calls of part 1 §7: GET /user/details (mobileNo from the stored id token),
 * POST /user/kycVerify, /user/aadharOtp, /user/aadharVerify. Answers parsed with the contract.
 */

export function kycKey(): readonly unknown[] {
  return [resolveUserType(), 'kyc'];
}

/** GET /user/details?mobileNo=: [profile]; the screen uses the first item. */
export const userDetailsQuery = () =>
  apiQuery(['kyc', 'details'], '/user/details', {
    query: { mobileNo: getTokenPayload()?.mobileNo },
    schema: userDetailsResponseSchema,
  });

export type KycVerifyBody = { pan: string } | { gst: string } | { msme: string };

export function kycVerify(body: KycVerifyBody): Promise<KycVerifyResult> {
  return api('/user/kycVerify', { method: 'POST', body, schema: kycVerifyResponseSchema });
}

export function sendAadhaarOtp(aadhaarNumber: string): Promise<AadhaarOtpResult> {
  return api('/user/aadharOtp', {
    method: 'POST',
    body: { aadhaarNumber },
    schema: aadhaarOtpResponseSchema,
  });
}

export function verifyAadhaarOtp(body: {
  aadhaarNumber: string;
  transactionId: string;
  otp: string;
}): Promise<AadhaarVerifyResult> {
  return api('/user/aadharVerify', { method: 'POST', body, schema: aadhaarVerifyResponseSchema });
}
