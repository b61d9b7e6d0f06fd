import { Button, Flex, Modal, Stack, Text } from '@mantine/core';
import { TOPUP_CONFIRM_FROM, TOPUP_LIMITS, addMoneyRequestSchema } from '@oc/contract';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { MoneyInput } from '../../../components/MoneyInput';
import { apiText } from '../../../i18n/language';
import { isMobile } from '../../../lib/device';
import { amountInWords, formatRupees } from '../../../lib/format';
import { applyServerErrors, FORM_ERROR, zodResolver } from '../../../lib/forms';
import { useAddMoney } from '../api/add-money';
import { WALLET_TEXTS } from '../lib/messages';

const MAX_DIGITS = String(TOPUP_LIMITS.max).length;

/** The form checks the amount with the top-up call's own schema (mobileNo is the token's). */
const resolver = zodResolver(addMoneyRequestSchema);

/** A stable ref callback (called on mount only): focus the element. */
const focusOnMount = (el: HTMLButtonElement | null) => el?.focus();

/**
 * 'Top Up Wallet' amount dialog; 'Add Money' sends the browser to the payment page (part 1 §4).
 * The amount is whole rupees on the shared MoneyInput (grouped while typing, a '.' refused); an
 * amount of TOPUP_CONFIRM_FROM or more is confirmed first ('Add ₹50,000 to your wallet?'), and
 * 'Change amount' goes back without sending anything.
 */
export function TopUpDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const intl = useIntl();
  const addMoney = useAddMoney();
  // A message shows until the amount changes; the next check is on 'Add Money'.
  const form = useForm({ defaultValues: { amount: '' }, resolver, reValidateMode: 'onSubmit' });
  const amount = useWatch({ control: form.control, name: 'amount' });
  const { errors } = form.formState;
  // The amount's rule (the contract's schema) or the server's refusal: in the page's language.
  const errorText = errors.amount?.message ?? errors.root?.server?.message;
  // Once the order is made the browser is leaving for the payment page: the button stays busy.
  const sending = form.formState.isSubmitting || addMoney.isPending || addMoney.isSuccess;
  /** A large amount waiting for 'Yes, add …' (whole rupees), or null. */
  const [confirming, setConfirming] = useState<number | null>(null);

  async function send(rupees: number) {
    try {
      const { paymentUrl } = await addMoney.mutateAsync(rupees);
      window.location.assign(paymentUrl);
    } catch (err) {
      setConfirming(null);
      const placed = applyServerErrors(form.setError, err, { fields: ['amount'] });
      // Part 1 §8: any other failure reads 'some error occured, please try again later'.
      if (placed.length === 0)
        form.setError(FORM_ERROR, { type: 'server', message: intl.formatMessage(WALLET_TEXTS.topUpFailed) });
    }
  }

  const submit = form.handleSubmit(async (values) => {
    if (values.amount >= TOPUP_CONFIRM_FROM) setConfirming(values.amount);
    else await send(values.amount);
  });

  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (sending) return;
        form.clearErrors();
        setConfirming(null);
        onClose();
      }}
      title={intl.formatMessage({ id: 'wallet.topUp.title', defaultMessage: 'Top Up Wallet' })}
      centered
      fullScreen={false}
      size={isMobile ? '100%' : 'sm'}
    >
      {confirming !== null ? (
        <Stack gap="md" data-testid="topup-confirm">
          <Stack gap={4}>
            <Text fw={600} fz="lg">
              {intl.formatMessage(
                { id: 'wallet.topUp.confirm', defaultMessage: 'Add {amount} to your wallet?' },
                { amount: formatRupees(confirming) },
              )}
            </Text>
            <Text size="sm" c="dimmed">
              {amountInWords(confirming)}
            </Text>
          </Stack>
          {/* Phone: full-width buttons, the choice on top; wider: side by side, the choice last. */}
          <Flex direction={isMobile ? 'column-reverse' : 'row'} justify="flex-end" gap="sm">
            {/* Focus starts on the safe choice (the amount step's button has just gone). */}
            <Button
              variant="default"
              onClick={() => setConfirming(null)}
              disabled={sending}
              ref={focusOnMount}
              fullWidth={isMobile}
            >
              {intl.formatMessage({ id: 'wallet.topUp.change', defaultMessage: 'Change amount' })}
            </Button>
            <Button loading={sending} onClick={() => void send(confirming)} fullWidth={isMobile}>
              {intl.formatMessage(
                { id: 'wallet.topUp.yesAdd', defaultMessage: 'Yes, add {amount}' },
                { amount: formatRupees(confirming) },
              )}
            </Button>
          </Flex>
        </Stack>
      ) : (
        <form
          onSubmit={(e) => {
            void submit(e);
          }}
        >
          <Stack gap="md">
            <Controller
              control={form.control}
              name="amount"
              render={({ field }) => (
                <MoneyInput
                  label={intl.formatMessage({ id: 'wallet.amount', defaultMessage: 'Amount' })}
                  placeholder={intl.formatMessage({
                    id: 'wallet.topUp.placeholder',
                    defaultMessage: 'Enter amount',
                  })}
                  value={String(field.value)}
                  maxDigits={MAX_DIGITS}
                  data-autofocus
                  onChange={(value) => {
                    form.clearErrors();
                    field.onChange(value);
                  }}
                  onBlur={field.onBlur}
                  description={intl.formatMessage(
                    { id: 'wallet.topUp.range', defaultMessage: 'Whole rupees, {min} to {max}' },
                    { min: formatRupees(TOPUP_LIMITS.min), max: formatRupees(TOPUP_LIMITS.max) },
                  )}
                  error={errorText === undefined ? undefined : apiText(errorText)}
                />
              )}
            />
            <Button type="submit" loading={sending} disabled={amount === ''} fullWidth>
              {intl.formatMessage({ id: 'wallet.topUp.addMoney', defaultMessage: 'Add Money' })}
            </Button>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
