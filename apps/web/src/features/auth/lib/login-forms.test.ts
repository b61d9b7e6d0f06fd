import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/errors';
import { refusalMessages } from './login-forms';

// The login's forms are plain React state (docs/architecture.md "Login"); where a refusal's
// messages go must stay what react-hook-form + applyServerErrors did.
describe('refusalMessages', () => {
  const invalid = new ApiError(400, 'Invalid request', [
    { path: 'mobileNo', message: 'Mobile Number is required' },
    { path: 'mobileNo', message: 'second message of the same field' },
    { path: 'captchaValue', message: 'ReCAPTCHA verification failed' },
  ]);

  it("puts the field's first error on the field and the first other one under the form", () => {
    expect(refusalMessages(invalid, 'unused', 'mobileNo')).toEqual({
      field: 'Mobile Number is required',
      form: 'ReCAPTCHA verification failed',
    });
  });

  it('puts a nested path on the field it lies under', () => {
    const nested = new ApiError(400, 'Invalid request', [{ path: 'otp.0', message: 'Please enter OTP' }]);
    expect(refusalMessages(nested, 'unused', 'otp')).toEqual({ field: 'Please enter OTP' });
  });

  it('puts every field error under the form when the step has no field for them (resend)', () => {
    expect(refusalMessages(invalid, 'unused', null)).toEqual({ form: 'Mobile Number is required' });
  });

  it('shows the given message under the form for a refusal without field errors', () => {
    expect(
      refusalMessages(new ApiError(400, 'User Not Registered'), 'User Not Registered', 'mobileNo'),
    ).toEqual({
      form: 'User Not Registered',
    });
    expect(
      refusalMessages(new Error('offline'), 'We could not send the OTP. Please try again.', 'mobileNo'),
    ).toEqual({
      form: 'We could not send the OTP. Please try again.',
    });
    expect(refusalMessages(undefined, 'ReCAPTCHA verification failed', 'mobileNo')).toEqual({
      form: 'ReCAPTCHA verification failed',
    });
  });
});
