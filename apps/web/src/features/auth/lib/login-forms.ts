import { mobileNoProblem, otpProblem } from '@oc/contract/constants';
import { useCallback, useRef, useState, type RefObject } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../../lib/api/errors';
import { FORM_ERROR, applyServerErrors } from '../../../lib/server-errors';

/**
 * The login's two one-field forms (the phone number, the OTP) on plain React state: the login is
 * the documented exception to "forms use react-hook-form" (docs/architecture.md "Login", docs/ui.md
 * "Forms"), so its page loads no form library before its first paint (docs/performance.md "Web").
 * They behave as the react-hook-form forms they replaced (`reValidateMode: 'onSubmit'`):
 *
 * - a send checks the field with the contract's plain rule (`mobileNoProblem`, `otpProblem`, held
 *   to the schemas by the contract's tests) and clears the form's message; a refused value shows
 *   the field's message and puts the focus on the field;
 * - typing clears the field's message (the form's message stays until the next send);
 * - a refused call puts its field errors on the field and anything else under the form, through
 *   the app's one helper (`applyServerErrors`).
 */
export interface LoginField {
  value: string;
  /** The field's own message: its rule's, or the server's for this field. */
  error: string | null;
  /** The message for the whole form (a refused call's), shown when the field has none. */
  formError: string | null;
  /** The send (or verify) is running. */
  submitting: boolean;
  /** Typing: the new value; the field's message goes. */
  change: (value: string) => void;
}

export interface LoginForm extends LoginField {
  /** The input, focused when its value is refused (given to the step next to `field`). */
  inputRef: RefObject<HTMLInputElement | null>;
  /**
   * Checks the field; when it passes, clears the form's message and runs `onValid` with the trimmed
   * value (`submitting` until it settles); when not, shows the message and focuses the field.
   */
  submit: (onValid: (value: string) => Promise<void>) => Promise<void>;
  /** A refused call: its field errors on the field (when `onField`), the rest under the form. */
  showRefusal: (error: unknown, message: string, opts: { onField: boolean }) => void;
  /** Clears the form's message. */
  clearFormError: () => void;
  /** An empty field, no messages. */
  reset: () => void;
}

/**
 * Where a refused send or verify shows its messages: with the envelope's field errors, through the
 * app's one helper (`applyServerErrors`: `field`'s own errors on it, the first other one under the
 * form); without, `message` under the form. A message left undefined is not changed.
 */
export function refusalMessages(
  err: unknown,
  message: string,
  field: string | null,
): { field?: string; form?: string } {
  const placed: { field?: string; form?: string } = {};
  const place: UseFormSetError<Record<string, string>> = (path, { message: text = '' }) => {
    if (path === field) placed.field = text;
    else placed.form = text;
  };
  if (isApiError(err) && err.errors.length > 0) {
    applyServerErrors(place, err, { fields: field ? [field] : [] });
  } else {
    place(FORM_ERROR, { type: 'server', message });
  }
  return placed;
}

function useLoginForm(name: string, problem: (value: string) => string | null): LoginForm {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);

  const change = useCallback((next: string) => {
    setValue(next);
    setError(null);
  }, []);

  const submit = async (onValid: (value: string) => Promise<void>) => {
    setSubmitting(true);
    try {
      setFormError(null);
      const message = problem(value);
      setError(message);
      if (message) {
        inputRef.current?.focus();
        return;
      }
      await onValid(value.trim());
    } finally {
      setSubmitting(false);
    }
  };

  const showRefusal = (err: unknown, message: string, opts: { onField: boolean }) => {
    const placed = refusalMessages(err, message, opts.onField ? name : null);
    if (placed.field !== undefined) setError(placed.field);
    if (placed.form !== undefined) setFormError(placed.form);
  };

  const clearFormError = useCallback(() => setFormError(null), []);
  const reset = useCallback(() => {
    setValue('');
    setError(null);
    setFormError(null);
  }, []);

  return {
    value,
    error,
    formError,
    submitting,
    inputRef,
    change,
    submit,
    showRefusal,
    clearFormError,
    reset,
  };
}

/** The phone step: the number as POST /user/login checks it. */
export function usePhoneForm(): LoginForm {
  return useLoginForm('mobileNo', mobileNoProblem);
}

/** The OTP step: the OTP as POST /user/verifyOtp checks it. */
export function useOtpForm(): LoginForm {
  return useLoginForm('otp', otpProblem);
}
