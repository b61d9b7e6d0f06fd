import { mobileNoProblem, otpProblem } from '@oc/contract/constants';
import type { LoginRequest, VerifyOtpRequest } from '@oc/contract';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * The login's two forms (react-hook-form): the phone step checks the number as POST /user/login
 * does, the OTP step the OTP as POST /user/verifyOtp does. The checks are the contract's plain rules
 * (`mobileNoProblem`, `otpProblem`, held to the schemas by the contract's tests), so the login
 * route's first paint loads no schema library (docs/performance.md "Web"). The captcha value and
 * the number sent with the OTP come from elsewhere.
 */
export type PhoneFormValues = Pick<LoginRequest, 'mobileNo'>;
export type OtpFormValues = Pick<VerifyOtpRequest, 'otp'>;

/** A one-field resolver: the trimmed value, or the field's first problem. */
function oneField<T extends FieldValues>(
  name: keyof T & string,
  problem: (value: string) => string | null,
): Resolver<T> {
  return (values) => {
    const raw: unknown = values[name];
    const value = typeof raw === 'string' ? raw : '';
    const message = typeof raw === 'string' ? problem(value) : problem('');
    if (message) {
      const errors = { [name]: { type: 'validate', message } } as FieldErrors<T>;
      return { values: {}, errors };
    }
    return { values: { ...values, [name]: value.trim() }, errors: {} };
  };
}

export const phoneFormResolver = oneField<PhoneFormValues>('mobileNo', mobileNoProblem);
export const otpFormResolver = oneField<OtpFormValues>('otp', otpProblem);
