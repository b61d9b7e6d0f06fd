import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { STAFF_TOTP, staffLoginRequestSchema, type StaffLoginRequest } from '@oc/contract';
import { Controller, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { DigitsInput } from '../../../../components/DigitsInput';
import { MessageLine } from '../../../../components/MessageLine';
import { applyServerErrors, FORM_ERROR, zodResolver } from '../../../../lib/forms';

const EMPTY: StaffLoginRequest = { email: '', password: '', totp: '' };

/**
 * The staff sign-in form: e-mail, password and the authenticator's 6-digit code, checked with the
 * contract's `staffLoginRequestSchema`. The server's refusal (one 401 message for every failure,
 * or the 429 of too many failures) is shown under the form; the code is cleared then, since a code
 * is accepted only once.
 */
export function StaffLoginForm({
  signIn,
  onSignedIn,
}: {
  signIn: (values: StaffLoginRequest) => Promise<unknown>;
  onSignedIn: () => void;
}) {
  const intl = useIntl();
  const form = useForm<StaffLoginRequest>({
    defaultValues: EMPTY,
    resolver: zodResolver(staffLoginRequestSchema),
  });
  const { errors, isSubmitting } = form.formState;

  const onValid = async (values: StaffLoginRequest) => {
    try {
      await signIn(values);
      onSignedIn();
    } catch (err) {
      applyServerErrors(form.setError, err, { fields: ['email', 'password', 'totp'] });
      form.setValue('totp', '');
    }
  };

  return (
    <form
      noValidate
      aria-label={intl.formatMessage({ id: 'admin.staff.login.title', defaultMessage: 'Staff sign-in' })}
      onSubmit={(e) => {
        e.preventDefault();
        form.clearErrors(FORM_ERROR);
        void form.handleSubmit(onValid)();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={intl.formatMessage({ id: 'admin.staff.email', defaultMessage: 'E-mail' })}
          type="email"
          autoComplete="username"
          {...form.register('email')}
          error={errors.email?.message}
        />
        <PasswordInput
          label={intl.formatMessage({ id: 'admin.staff.login.password', defaultMessage: 'Password' })}
          autoComplete="current-password"
          {...form.register('password')}
          error={errors.password?.message}
        />
        <Controller
          control={form.control}
          name="totp"
          render={({ field, fieldState }) => (
            <DigitsInput
              label={intl.formatMessage({
                id: 'admin.staff.login.totp',
                defaultMessage: 'Authenticator code',
              })}
              description={intl.formatMessage(
                {
                  id: 'admin.staff.login.totpHint',
                  defaultMessage: 'The {digits}-digit code your authenticator app shows now',
                },
                { digits: STAFF_TOTP.digits },
              )}
              autoComplete="one-time-code"
              maxDigits={STAFF_TOTP.digits}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              styles={{ input: { letterSpacing: '0.2em' } }}
            />
          )}
        />
        <MessageLine message={errors.root?.server?.message} />
        <Button type="submit" loading={isSubmitting} fullWidth>
          {intl.formatMessage({ id: 'admin.staff.login.submit', defaultMessage: 'Sign in' })}
        </Button>
      </Stack>
    </form>
  );
}
