import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import {
  CLAIM_APPROVAL_PROPOSAL_RUPEES,
  QUEUE_MESSAGES,
  claimApprovalSchema,
  type ClaimQueueItem,
} from '@oc/contract';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { MessageLine } from '../../../../components/MessageLine';
import { MoneyInput } from '../../../../components/MoneyInput';
import { isMobile } from '../../../../lib/device';
import { formatRupees } from '../../../../lib/format';
import { applyServerErrors, FORM_ERROR, zodResolver } from '../../../../lib/forms';
import { claimDatesText } from './ClaimList';

type Approval = z.output<typeof claimApprovalSchema>;
/** The field's value: null while it is empty (undefined would bring the default back). */
type FormInput = { amount: number | null };
type Item = Pick<ClaimQueueItem, 'id' | 'accountName' | 'rc' | 'startDate' | 'endDate' | 'amount'>;
type Approve = (vars: { id: string; amount: number }) => Promise<unknown>;

const APPROVE_CLAIM = { id: 'admin.queues.claims.approveTitle', defaultMessage: 'Approve claim' };

/** The contract's approval rule, and at most the amount claimed (`QUEUE_MESSAGES.amountRange`). */
export function claimApprovalFormSchema(claimed: number) {
  return claimApprovalSchema.refine((v) => v.amount <= claimed, {
    message: QUEUE_MESSAGES.amountRange(claimed),
    path: ['amount'],
  });
}

/** Whether approving this much is a proposal a second finance or admin user approves. */
export const needsSecondApproval = (amount: number | null | undefined) =>
  typeof amount === 'number' && amount > CLAIM_APPROVAL_PROPOSAL_RUPEES;

/**
 * 'Approve claim': the amount in whole rupees (MoneyInput), the amount claimed to start with; at
 * most that (the server checks it again). Above {@link CLAIM_APPROVAL_PROPOSAL_RUPEES} it says,
 * before anything is sent, that the approval becomes a proposal a second finance or admin user
 * approves under Proposals. Refusals go to the field or under the form.
 */
export function ApproveClaimForm({
  item,
  approve,
  onClose,
}: {
  item: Item;
  approve: Approve;
  onClose: () => void;
}) {
  const intl = useIntl();
  const form = useForm<FormInput, unknown, Approval>({
    defaultValues: { amount: item.amount },
    // The schema refuses the empty field's null with its own message (`amountRequired`).
    resolver: zodResolver(claimApprovalFormSchema(item.amount)) as Resolver<FormInput, unknown, Approval>,
  });
  const { errors, isSubmitting } = form.formState;
  const amount = useWatch({ control: form.control, name: 'amount' });
  const proposal = needsSecondApproval(amount);

  const onValid = async ({ amount: approved }: Approval) => {
    try {
      await approve({ id: item.id, amount: approved });
      onClose();
    } catch (err) {
      applyServerErrors(form.setError, err, { fields: ['amount'] });
    }
  };

  return (
    <form
      noValidate
      aria-label={intl.formatMessage(APPROVE_CLAIM)}
      onSubmit={(e) => {
        e.preventDefault();
        form.clearErrors(FORM_ERROR);
        void form.handleSubmit(onValid)();
      }}
    >
      <Stack gap="sm">
        <Text size="sm">
          {intl.formatMessage(
            {
              id: 'admin.queues.claims.approveSummary',
              defaultMessage: 'The claim of <b>{account}</b> for bus <b>{rc}</b>, {dates}: {amount} claimed.',
            },
            {
              account: item.accountName,
              rc: item.rc,
              dates: claimDatesText(item),
              amount: formatRupees(item.amount),
              b: (chunks: ReactNode[]) => <b>{chunks}</b>,
            },
          )}
        </Text>
        <Controller
          control={form.control}
          name="amount"
          render={({ field, fieldState }) => (
            <MoneyInput
              label={intl.formatMessage({
                id: 'admin.queues.claims.approveAmount',
                defaultMessage: 'Amount to approve',
              })}
              description={intl.formatMessage(
                {
                  id: 'admin.queues.claims.approveAmountHint',
                  defaultMessage: 'Whole rupees, up to the {amount} claimed',
                },
                { amount: formatRupees(item.amount) },
              )}
              maxDigits={String(item.amount).length + 1}
              data-autofocus
              name={field.name}
              ref={field.ref}
              value={typeof field.value === 'number' ? String(field.value) : ''}
              onChange={(digits) => field.onChange(digits === '' ? null : Number(digits))}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        {proposal ? (
          <Alert
            color="blue"
            variant="light"
            radius="md"
            icon={<IconInfoCircle aria-hidden />}
            data-testid="claim-second-approval"
          >
            {intl.formatMessage(
              {
                id: 'admin.queues.claims.secondApproval',
                defaultMessage:
                  'Above {limit}, a second finance or admin user must approve it under Proposals: this sends the approval as a proposal, and the claim stays waiting until then.',
              },
              { limit: formatRupees(CLAIM_APPROVAL_PROPOSAL_RUPEES) },
            )}
          </Alert>
        ) : null}
        <MessageLine message={errors.root?.server?.message} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {intl.formatMessage({ id: 'admin.queues.cancel', defaultMessage: 'Cancel' })}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {proposal
              ? intl.formatMessage({
                  id: 'admin.queues.claims.proposeApproval',
                  defaultMessage: 'Propose approval',
                })
              : intl.formatMessage({ id: 'admin.queues.approve', defaultMessage: 'Approve' })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** {@link ApproveClaimForm} in a centred dialog (full screen on a phone), open while `item` is set. */
export function ApproveClaimModal({
  item,
  approve,
  onClose,
}: {
  item: ClaimQueueItem | null;
  approve: Approve;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={intl.formatMessage(APPROVE_CLAIM)}
      centered
      radius="md"
      fullScreen={isMobile}
      closeOnClickOutside={false}
    >
      {item ? <ApproveClaimForm item={item} approve={approve} onClose={onClose} /> : null}
    </Modal>
  );
}
