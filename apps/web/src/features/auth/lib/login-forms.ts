import {
  loginRequestSchema,
  verifyOtpRequestSchema,
  type LoginRequest,
  type VerifyOtpRequest,
} from '@oc/contract';

/**
 * The login's two forms (react-hook-form with the contract's schemas, docs/architecture.md
 * "Forms"): the phone step checks the number as POST /user/login does, the OTP step the OTP as
 * POST /user/verifyOtp does. The captcha value and the number sent with the OTP come from elsewhere.
 */
export const phoneFormSchema = loginRequestSchema.pick({ mobileNo: true });
export type PhoneFormValues = Pick<LoginRequest, 'mobileNo'>;

export const otpFormSchema = verifyOtpRequestSchema.pick({ otp: true });
export type OtpFormValues = Pick<VerifyOtpRequest, 'otp'>;
