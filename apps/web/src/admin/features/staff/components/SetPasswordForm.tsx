import { Button, PasswordInput, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { STAFF_PASSWORD, staffSetPasswordRequestSchema } from '@oc/contract';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { MessageLine } from '../../../../components/MessageLine';
import { FORM_ERROR, applyServerErrors } from '../../../../lib/forms';

export interface SetPasswordValues {
  token: string;
  password: string;
  /** The password typed again. */
  confirm: string;
}

export const PASSWORDS_DIFFER = 'The two passwords are not the same';

const contractResolver = zodResolver(staffSetPasswordRequestSchema);

/**
 * The contract's rules (`staffSetPasswordRequestSchema`: the link's token, `staffNewPasswordSchema`)
 * and the confirmation matching the password.
 */
const setPasswordResolver: Resolver<SetPasswordValues> = async (values, context, options) => {
  const checked = await contractResolver(values, context, options as never);
  const errors: FieldErrors<SetPasswordValues> = { ...checked.errors };
  if (values.confirm !== values.password && !errors.password)
    errors.confirm = { type: 'match', message: PASSWORDS_DIFFER };
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
      aria-label="Set your password"
      onSubmit={(e) => {
        e.preventDefault();
        form.clearErrors(FORM_ERROR);
        void form.handleSubmit(onValid)();
      }}
    >
      <Stack gap="sm">
        <PasswordInput
          label="New password"
          description={`At least ${STAFF_PASSWORD.min} characters; a few words you can remember are fine`}
          autoComplete="new-password"
          {...form.register('password')}
          error={errors.password?.message}
        />
        <PasswordInput
          label="New password again"
          autoComplete="new-password"
          {...form.register('confirm')}
          error={errors.confirm?.message}
        />
        <MessageLine message={errors.root?.server?.message ?? errors.token?.message} />
        <Button type="submit" loading={isSubmitting} fullWidth>
          Set password
        </Button>
      </Stack>
    </form>
  );
}
