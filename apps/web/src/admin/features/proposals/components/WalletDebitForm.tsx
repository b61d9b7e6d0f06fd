import { Button, Group, Radio, Stack, Textarea } from '@mantine/core';
import {
  WALLET_DEBIT_MAX_RUPEES,
  walletDebitRequestSchema,
  type Proposal,
  type WalletDebitRequest,
} from '@oc/contract';
import type { Message } from '@oc/i18n';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { DigitsInput } from '../../../../components/DigitsInput';
import { MessageLine } from '../../../../components/MessageLine';
import { MoneyInput } from '../../../../components/MoneyInput';
import { applyServerErrors, FORM_ERROR, zodResolver } from '../../../../lib/forms';

type WalletType = NonNullable<WalletDebitRequest['accountType']>;
type FormInput = z.input<typeof walletDebitRequestSchema>;

/** The two wallets an operator may have, named as people know the business models. */
export const WALLET_CHOICES: { value: WalletType; label: Message }[] = [
  { value: 'OPERATOR', label: { id: 'admin.proposals.walletDebit.gdsWallet', defaultMessage: 'GDS wallet' } },
  {
    value: 'ELECTRIC',
    label: { id: 'admin.proposals.walletDebit.electricWallet', defaultMessage: 'Electric wallet' },
  },
];

const TITLE = { id: 'admin.proposals.walletDebit.title', defaultMessage: 'New wallet debit' };

const FIELDS = ['mobileNo', 'amount', 'reason', 'accountType'] as const;
const AMOUNT_DIGITS = String(WALLET_DEBIT_MAX_RUPEES).length + 1;

/**
 * 'New wallet debit' (maker-checker): the operator's mobile number, the amount in whole rupees,
 * the reason, checked with the contract's `walletDebitRequestSchema`. An operator with both a GDS
 * and an Electric wallet needs the wallet chosen: the choice shows when the server answers
 * `PROPOSAL_MESSAGES.whichWallet` on `accountType` (or from the start, when `wallets` says so). Field errors of the
 * server go to their fields (`applyServerErrors`), the rest under the form.
 */
export function WalletDebitForm({
  propose,
  onProposed,
  onCancel,
  mobileNo = '',
  wallets,
}: {
  propose: (request: WalletDebitRequest) => Promise<Proposal>;
  onProposed: (proposal: Proposal) => void;
  onCancel?: () => void;
  /** Prefilled (the operator's page). */
  mobileNo?: string;
  /** The operator's wallet account types, when known: two show the choice at once. */
  wallets?: readonly string[];
}) {
  const intl = useIntl();
  const form = useForm<FormInput, unknown, WalletDebitRequest>({
    defaultValues: { mobileNo, reason: '' },
    resolver: zodResolver(walletDebitRequestSchema),
  });
  const { errors, isSubmitting } = form.formState;
  const accountType = useWatch({ control: form.control, name: 'accountType' });
  const bothWallets = WALLET_CHOICES.every((c) => wallets?.includes(c.value));
  const askWallet = bothWallets || accountType !== undefined || errors.accountType !== undefined;

  const onValid = async (request: WalletDebitRequest) => {
    try {
      onProposed(await propose(request));
    } catch (err) {
      applyServerErrors(form.setError, err, { fields: FIELDS });
    }
  };

  return (
    <form
      noValidate
      aria-label={intl.formatMessage(TITLE)}
      onSubmit={(e) => {
        e.preventDefault();
        form.clearErrors(FORM_ERROR);
        void form.handleSubmit(onValid)();
      }}
    >
      <Stack gap="sm">
        <Controller
          control={form.control}
          name="mobileNo"
          render={({ field, fieldState }) => (
            <DigitsInput
              label={intl.formatMessage({
                id: 'admin.proposals.walletDebit.mobileNo',
                defaultMessage: "Operator's mobile number",
              })}
              maxDigits={10}
              autoComplete="off"
              name={field.name}
              ref={field.ref}
              value={field.value}
              onChange={(v) => {
                field.onChange(v);
                // Another operator: their wallets are not the last one's.
                if (form.getValues('accountType') !== undefined) form.setValue('accountType', undefined);
                form.clearErrors('accountType');
              }}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="amount"
          render={({ field, fieldState }) => (
            <MoneyInput
              label={intl.formatMessage({
                id: 'admin.proposals.walletDebit.amount',
                defaultMessage: 'Amount',
              })}
              description={intl.formatMessage({
                id: 'admin.proposals.walletDebit.amountHint',
                defaultMessage: "In whole rupees; the wallet's balance goes down by this much once approved",
              })}
              maxDigits={AMOUNT_DIGITS}
              name={field.name}
              ref={field.ref}
              value={typeof field.value === 'number' ? String(field.value) : ''}
              onChange={(digits) => field.onChange(digits === '' ? undefined : Number(digits))}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <Textarea
          label={intl.formatMessage({ id: 'admin.proposals.walletDebit.reason', defaultMessage: 'Reason' })}
          description={intl.formatMessage({
            id: 'admin.proposals.walletDebit.reasonHint',
            defaultMessage: 'What the debit is for: the operator sees it in their wallet',
          })}
          autosize
          minRows={2}
          maxRows={4}
          {...form.register('reason')}
          error={errors.reason?.message}
        />
        {askWallet ? (
          <Controller
            control={form.control}
            name="accountType"
            render={({ field, fieldState }) => (
              <Radio.Group
                label={intl.formatMessage({
                  id: 'admin.proposals.walletDebit.whichWallet',
                  defaultMessage: 'Which wallet',
                })}
                value={field.value ?? null}
                onChange={(v) => {
                  field.onChange(v);
                  form.clearErrors('accountType');
                }}
                error={fieldState.error?.message}
              >
                <Group gap="lg" mt={6}>
                  {WALLET_CHOICES.map((c) => (
                    <Radio key={c.value} value={c.value} label={intl.formatMessage(c.label)} />
                  ))}
                </Group>
              </Radio.Group>
            )}
          />
        ) : null}
        <MessageLine message={errors.root?.server?.message} />
        <Group justify="flex-end" gap="sm">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {intl.formatMessage({ id: 'admin.common.cancel', defaultMessage: 'Cancel' })}
            </Button>
          ) : null}
          <Button type="submit" loading={isSubmitting}>
            {intl.formatMessage({
              id: 'admin.proposals.walletDebit.submit',
              defaultMessage: 'Propose debit',
            })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
