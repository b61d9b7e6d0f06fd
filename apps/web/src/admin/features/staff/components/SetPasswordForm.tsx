import { Button, PasswordInput, Stack } from '@mantine/core';
import { STAFF_PASSWORD, staffSetPasswordRequestSchema } from '@oc/contract';
import { defineMessages } from '@oc/i18n';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { MessageLine } from '../../../../components/MessageLine';
import { currentIntl } from '../../../../i18n/language';
import { applyServerErrors, FORM_ERROR, zodResolver } from '../../../../lib/forms';

export interface SetPasswordValues {
  token: string;
  password: string;
  /** The password typed again. */
  confirm: string;
}

export const PASSWORD_MESSAGES = defineMessages({
  differ: { id: 'admin.staff.setPassword.differ', defaultMessage: 'The two passwords are not the same' },
  title: { id: 'admin.staff.setPassword.title', defaultMessage: 'Set your password' },
});

const contractResolver = zodResolver(staffSetPasswordRequestSchema);

/**
 * The contract's rules (`staffSetPasswordRequestSchema`: the link's token, `staffNewPasswordSchema`)
 * and the confirmation matching the password.
 */
const setPasswordResolver: Resolver<SetPasswordValues> = async (values, context, options) => {
  const checked = await contractResolver(values, context, options as never);
  const errors: FieldErrors<SetPasswordValues> = { ...checked.errors };
  if (values.confirm !== values.password && !errors.password)
    errors.confirm = { type: 'match', message: currentIntl().formatMessage(PASSWORD_MESSAGES.differ) };
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

/**
 * The new password, twice (set-password page). The server's refusal (a spent link, too many
 * tries) is shown under the form.
 */
export function SetPasswordForm({
  token,
  setPassword,
  onDone,
}: {
  token: string;
  setPassword: (body: { token: string; password: string }) => Promise<unknown>;
  onDone: () => void;
}) {
  const intl = useIntl();
  const form = useForm<SetPasswordValues>({
    defaultValues: { token, password: '', confirm: '' },
    resolver: setPasswordResolver,
  });
  const { errors, isSubmitting } = form.formState;

  const onValid = async ({ password }: SetPasswordValues) => {
    try {
      await setPassword({ token, password });
      onDone();
    } catch (err) {
      applyServerErrors(form.setError, err, {
        mapPath: (path) => (path === 'password' ? 'password' : null),
      });
    }
  };

  return (
    <form
      noValidate
      aria-label={intl.formatMessage(PASSWORD_MESSAGES.title)}
      onSubmit={(e) => {
        e.preventDefault();
        form.clearErrors(FORM_ERROR);
        void form.handleSubmit(onValid)();
      }}
    >
      <Stack gap="sm">
        <PasswordInput
          label={intl.formatMessage({
            id: 'admin.staff.setPassword.password',
            defaultMessage: 'New password',
          })}
          description={intl.formatMessage(
            {
              id: 'admin.staff.setPassword.passwordHint',
              defaultMessage: 'At least {min} characters; a few words you can remember are fine',
            },
            { min: STAFF_PASSWORD.min },
          )}
          autoComplete="new-password"
          {...form.register('password')}
          error={errors.password?.message}
        />
        <PasswordInput
          label={intl.formatMessage({
            id: 'admin.staff.setPassword.confirm',
            defaultMessage: 'New password again',
          })}
          autoComplete="new-password"
          {...form.register('confirm')}
          error={errors.confirm?.message}
        />
        <MessageLine message={errors.root?.server?.message ?? errors.token?.message} />
        <Button type="submit" loading={isSubmitting} fullWidth>
          {intl.formatMessage({ id: 'admin.staff.setPassword.submit', defaultMessage: 'Set password' })}
        </Button>
      </Stack>
    </form>
  );
}
