import '@mantine/dates/styles.css';
import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import {
  PROPOSAL_MESSAGES,
  addDaysToDate,
  daysBetweenDates,
  payoutProposalRequestSchema,
  type PayoutProposalRequest,
  type Proposal,
} from '@oc/contract';
import { IconCalendar } from '@tabler/icons-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { MessageLine } from '../../../../components/MessageLine';
import { apiText } from '../../../../i18n/language';
import { isMobile } from '../../../../lib/device';
import { formatDate, todayIst } from '../../../../lib/format';
import { applyServerErrors, FORM_ERROR, zodResolver } from '../../../../lib/forms';
import { showToast } from '../../../../lib/toast';
import { useProposePayout } from '../api/propose-payout';
import { PROPOSED_MESSAGE, ProposalModalTitle, type ProposalAccount } from './ProposalModalTitle';

type FormInput = z.input<typeof payoutProposalRequestSchema>;
const FIELDS = ['from', 'to'] as const;
/** An empty picker's message (the contract's 'Give a date as YYYY-MM-DD' is the API's). */
const PICK_DATE = { id: 'admin.proposals.payout.pickDate', defaultMessage: 'Choose a date' };
const TITLE = { id: 'admin.proposals.payout.title', defaultMessage: 'Propose payout' };

/**
 * 'Propose payout' (maker-checker) for an OPERATOR account: the first and last day (IST dates,
 * sent as YYYY-MM-DD), checked with the contract's `payoutProposalRequestSchema` (from not after
 * to). Days that are not over yet cannot be picked; the server checks the rest (at most 31 days,
 * no overlap with a payout, bookings to pay) and its refusal shows at the field or under the form.
 */
export function PayoutProposalForm({
  accountId,
  propose,
  onProposed,
  onCancel,
}: {
  accountId: string;
  propose: (request: PayoutProposalRequest) => Promise<Proposal>;
  onProposed: (proposal: Proposal) => void;
  onCancel?: () => void;
}) {
  const intl = useIntl();
  const form = useForm<FormInput, unknown, PayoutProposalRequest>({
    defaultValues: { accountId, from: '', to: '' },
    resolver: zodResolver(payoutProposalRequestSchema),
  });
  const { errors, isSubmitting } = form.formState;
  const [from, to] = useWatch({ control: form.control, name: ['from', 'to'] });
  const yesterday = addDaysToDate(todayIst(), -1);
  const days = from && to && from <= to ? daysBetweenDates(from, to) + 1 : null;

  const onValid = async (request: PayoutProposalRequest) => {
    try {
      onProposed(await propose(request));
    } catch (err) {
      applyServerErrors(form.setError, err, { fields: FIELDS });
    }
  };

  const picker = (name: (typeof FIELDS)[number], label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <DatePickerInput
          label={label}
          placeholder={intl.formatMessage({
            id: 'admin.proposals.datePlaceholder',
            defaultMessage: 'DD/MM/YYYY',
          })}
          valueFormat="DD/MM/YYYY"
          value={field.value || null}
          maxDate={yesterday}
          onChange={(v) => {
            field.onChange(v ?? '');
            form.clearErrors(FORM_ERROR);
          }}
          onBlur={field.onBlur}
          ref={field.ref}
          leftSection={<IconCalendar size={16} aria-hidden />}
          error={field.value ? fieldState.error?.message : fieldState.error && intl.formatMessage(PICK_DATE)}
          dropdownType={isMobile ? 'modal' : 'popover'}
          popoverProps={{ withinPortal: true, returnFocus: true }}
        />
      )}
    />
  );

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
        <Text size="sm">
          {intl.formatMessage({
            id: 'admin.proposals.payout.about',
            defaultMessage:
              "The confirmed bookings' fares of these days, with their PNR-wise report, are published to the operator once a second finance or admin user approves.",
          })}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {picker(
            'from',
            intl.formatMessage({ id: 'admin.proposals.payout.from', defaultMessage: 'From date' }),
          )}
          {picker('to', intl.formatMessage({ id: 'admin.proposals.payout.to', defaultMessage: 'To date' }))}
        </SimpleGrid>
        <Text size="xs" c="dimmed" data-testid="payout-days">
          {days !== null && from && to
            ? intl.formatMessage(
                {
                  id: 'admin.proposals.payout.days',
                  defaultMessage: '{days, plural, one {# day} other {# days}}: {from} – {to}.',
                },
                { days, from: formatDate(from), to: formatDate(to) },
              )
            : intl.formatMessage(
                { id: 'admin.proposals.payout.range', defaultMessage: '{rangeLong}, up to yesterday (IST).' },
                { rangeLong: apiText(PROPOSAL_MESSAGES.rangeLong) },
              )}
        </Text>
        <MessageLine message={errors.root?.server?.message ?? errors.accountId?.message} />
        <Group justify="flex-end" gap="sm">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {intl.formatMessage({ id: 'admin.common.cancel', defaultMessage: 'Cancel' })}
            </Button>
          ) : null}
          <Button type="submit" loading={isSubmitting}>
            {intl.formatMessage(TITLE)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The payout form in a dialog (an operator's page); a proposal made says so in a toast. */
export function PayoutProposalModal({
  account,
  onClose,
}: {
  /** The OPERATOR account; null: closed. */
  account: ProposalAccount | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const propose = useProposePayout();
  return (
    <Modal
      opened={account !== null}
      onClose={onClose}
      title={account ? <ProposalModalTitle title={intl.formatMessage(TITLE)} account={account} /> : null}
      styles={{ header: { alignItems: 'flex-start' } }}
      centered
      radius="md"
      size="lg"
      fullScreen={isMobile}
      closeOnClickOutside={false}
    >
      {account ? (
        <PayoutProposalForm
          accountId={account.id}
          propose={propose.mutateAsync}
          onCancel={onClose}
          onProposed={() => {
            showToast({
              kind: 'success',
              id: `payout-proposed-${account.id}`,
              message: intl.formatMessage(PROPOSED_MESSAGE),
            });
            onClose();
          }}
        />
      ) : null}
    </Modal>
  );
}
