import { Button, Group, Stack, Text } from '@mantine/core';
import {
  LOW_BALANCE_ALERT_MAX,
  lowBalanceAlertFormSchema,
  type LowBalanceAlertFormInput,
} from '@oc/contract';
import { Controller, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { MoneyInput } from '../../../components/MoneyInput';
import { apiText } from '../../../i18n/language';
import { errorMessage } from '../../../lib/api/errors';
import { isMobile } from '../../../lib/device';
import { formatRupees } from '../../../lib/format';
import { applyServerErrors, FORM_ERROR, zodResolver } from '../../../lib/forms';
import { showToast } from '../../../lib/toast';
import { useSetLowBalanceAlert } from '../api/set-low-balance-alert';

const resolver = zodResolver(lowBalanceAlertFormSchema);
const MAX_DIGITS = String(LOW_BALANCE_ALERT_MAX).length;

/**
 * "Low-balance alert" (issue 41): home lists "Wallet low" while the balance is below the amount set
 * here. Whole rupees on the shared MoneyInput; an empty field or "Turn off" clears it.
 */
export function LowBalanceAlert({ current }: { current: number | null }) {
  const intl = useIntl();
  const save = useSetLowBalanceAlert();
  const form = useForm<LowBalanceAlertFormInput, unknown, { amount: number | null }>({
    defaultValues: { amount: current === null ? '' : String(current) },
    resolver,
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const errorText = errors.amount?.message ?? errors.root?.server?.message;

  const send = async (amount: number | null) => {
    try {
      const wallet = await save.mutateAsync(amount);
      form.reset({ amount: wallet.lowBalanceAlert === null ? '' : String(wallet.lowBalanceAlert) });
      showToast({
        kind: 'success',
        id: 'wallet-alert',
        message:
          wallet.lowBalanceAlert === null
            ? intl.formatMessage({ id: 'wallet.alert.off', defaultMessage: 'Low-balance alert turned off.' })
            : intl.formatMessage(
                {
                  id: 'wallet.alert.saved',
                  defaultMessage: 'Home will tell you when the balance is below {amount}.',
                },
                { amount: formatRupees(wallet.lowBalanceAlert) },
              ),
      });
    } catch (err) {
      const placed = applyServerErrors(form.setError, err, { fields: ['amount'] });
      if (placed.length === 0)
        form.setError(FORM_ERROR, {
          type: 'server',
          message: errorMessage(
            err,
            intl.formatMessage({
              id: 'wallet.alert.failed',
              defaultMessage: 'The alert could not be saved. Please try again.',
            }),
          ),
        });
    }
  };
  const submit = form.handleSubmit(({ amount }) => send(amount));

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="low-balance-alert">
      <Stack gap={6}>
        <Group align="flex-end" gap="sm" wrap={isMobile ? 'wrap' : 'nowrap'}>
          <Controller
            control={form.control}
            name="amount"
            render={({ field }) => (
              <MoneyInput
                label={intl.formatMessage({ id: 'wallet.alert.label', defaultMessage: 'Low-balance alert' })}
                placeholder={intl.formatMessage({ id: 'wallet.alert.placeholder', defaultMessage: 'Off' })}
                value={field.value}
                maxDigits={MAX_DIGITS}
                onChange={(value) => {
                  form.clearErrors();
                  field.onChange(value);
                }}
                onBlur={field.onBlur}
                error={errorText === undefined ? undefined : apiText(errorText)}
                w={isMobile ? '100%' : 220}
              />
            )}
          />
          <Group gap="xs" wrap="nowrap" w={isMobile ? '100%' : undefined}>
            <Button type="submit" variant="light" loading={save.isPending} fullWidth={isMobile}>
              {intl.formatMessage({ id: 'wallet.alert.save', defaultMessage: 'Save alert' })}
            </Button>
            {current !== null ? (
              <Button
                variant="subtle"
                color="gray"
                disabled={save.isPending}
                onClick={() => void send(null)}
                fullWidth={isMobile}
              >
                {intl.formatMessage({ id: 'wallet.alert.turnOff', defaultMessage: 'Turn off' })}
              </Button>
            ) : null}
          </Group>
        </Group>
        <Text size="xs" c="dimmed">
          {current === null
            ? intl.formatMessage({
                id: 'wallet.alert.helpOff',
                defaultMessage: 'Set an amount and home will tell you when the balance falls below it.',
              })
            : intl.formatMessage(
                {
                  id: 'wallet.alert.helpOn',
                  defaultMessage: 'Home tells you when the balance is below {amount}.',
                },
                { amount: formatRupees(current) },
              )}
        </Text>
      </Stack>
    </form>
  );
}
