import { Button, Group, Radio, Stack, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  USER_TYPE_LABELS,
  WALLET_DEBIT_MAX_RUPEES,
  walletDebitRequestSchema,
  type Proposal,
  type WalletDebitRequest,
} from '@oc/contract';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { DigitsInput } from '../../../../components/DigitsInput';
import { MessageLine } from '../../../../components/MessageLine';
import { MoneyInput } from '../../../../components/MoneyInput';
import { FORM_ERROR, applyServerErrors } from '../../../../lib/forms';

type WalletType = NonNullable<WalletDebitRequest['accountType']>;
type FormInput = z.input<typeof walletDebitRequestSchema>;

/** The two wallets an operator may have, named as people know the business models. */
export const WALLET_CHOICES: { value: WalletType; label: string }[] = [
  { value: 'OPERATOR', label: `${USER_TYPE_LABELS.OPERATOR} wallet` },
  { value: 'ELECTRIC', label: `${USER_TYPE_LABELS.ELECTRIC} wallet` },
];

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
      aria-label="New wallet debit"
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
              label="Operator's mobile number"
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
              label="Amount"
              description="In whole rupees; the wallet's balance goes down by this much once approved"
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
          label="Reason"
          description="What the debit is for: the operator sees it in their wallet"
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
                label="Which wallet"
                value={field.value ?? null}
                onChange={(v) => {
                  field.onChange(v);
                  form.clearErrors('accountType');
                }}
                error={fieldState.error?.message}
              >
                <Group gap="lg" mt={6}>
                  {WALLET_CHOICES.map((c) => (
                    <Radio key={c.value} value={c.value} label={c.label} />
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
              Cancel
            </Button>
          ) : null}
          <Button type="submit" loading={isSubmitting}>
            Propose debit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
