import '@mantine/dates/styles.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import {
  PROPOSAL_MESSAGES,
  isIsoDate,
  weekCloseProposalRequestSchema,
  type Proposal,
  type WeekCloseProposalRequest,
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
import { useProposeWeekClose } from '../api/propose-week-close';
import { lastClosableDay, weekOf } from '../lib/weeks';
import { PROPOSED_MESSAGE, ProposalModalTitle, type ProposalAccount } from './ProposalModalTitle';

type FormInput = z.input<typeof weekCloseProposalRequestSchema>;
const PICK_DATE = { id: 'admin.proposals.weekClose.pickDate', defaultMessage: 'Choose a day of the week' };
const TITLE = { id: 'admin.proposals.weekClose.title', defaultMessage: 'Propose week close' };

/**
 * 'Propose week close' (maker-checker) for an MG (BUSOWNER) account: any day of the Mon–Sun week,
 * sent as YYYY-MM-DD and checked with the contract's `weekCloseProposalRequestSchema`; the week it
 * names is shown under the picker. Weeks not over yet (until their Tuesday after) cannot be picked;
 * the server's refusal (already closed, already proposed) shows at the field or under the form.
 */
export function WeekCloseProposalForm({
  accountId,
  propose,
  onProposed,
  onCancel,
}: {
  accountId: string;
  propose: (request: WeekCloseProposalRequest) => Promise<Proposal>;
  onProposed: (proposal: Proposal) => void;
  onCancel?: () => void;
}) {
  const intl = useIntl();
  const form = useForm<FormInput, unknown, WeekCloseProposalRequest>({
    defaultValues: { accountId, week: '' },
    resolver: zodResolver(weekCloseProposalRequestSchema),
  });
  const { errors, isSubmitting } = form.formState;
  const week = useWatch({ control: form.control, name: 'week' });
  const shown = week && isIsoDate(week) ? weekOf(week) : null;

  const onValid = async (request: WeekCloseProposalRequest) => {
    try {
      onProposed(await propose(request));
    } catch (err) {
      applyServerErrors(form.setError, err, { fields: ['week'] });
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
        <Text size="sm">
          {intl.formatMessage({
            id: 'admin.proposals.weekClose.about',
            defaultMessage:
              "The week's payment summary is made once a second finance or admin user approves.",
          })}
        </Text>
        <Controller
          control={form.control}
          name="week"
          render={({ field, fieldState }) => (
            <DatePickerInput
              label={intl.formatMessage({
                id: 'admin.proposals.weekClose.day',
                defaultMessage: 'A day of the week',
              })}
              description={
                shown
                  ? intl.formatMessage(
                      {
                        id: 'admin.proposals.weekClose.closes',
                        defaultMessage: 'Closes the week Mon {monday} – Sun {sunday}',
                      },
                      { monday: formatDate(shown.monday), sunday: formatDate(shown.sunday) },
                    )
                  : apiText(PROPOSAL_MESSAGES.weekNotOver)
              }
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              placeholder={intl.formatMessage({
                id: 'admin.proposals.datePlaceholder',
                defaultMessage: 'DD/MM/YYYY',
              })}
              valueFormat="DD/MM/YYYY"
              value={field.value || null}
              maxDate={lastClosableDay(todayIst())}
              onChange={(v) => {
                field.onChange(v ?? '');
                form.clearErrors(FORM_ERROR);
              }}
              onBlur={field.onBlur}
              ref={field.ref}
              leftSection={<IconCalendar size={16} aria-hidden />}
              error={
                field.value ? fieldState.error?.message : fieldState.error && intl.formatMessage(PICK_DATE)
              }
              dropdownType={isMobile ? 'modal' : 'popover'}
              popoverProps={{ withinPortal: true, returnFocus: true }}
            />
          )}
        />
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

/** The week-close form in a dialog (an operator's page); a proposal made says so in a toast. */
export function WeekCloseProposalModal({
  account,
  onClose,
}: {
  /** The MG account; null: closed. */
  account: ProposalAccount | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const propose = useProposeWeekClose();
  return (
    <Modal
      opened={account !== null}
      onClose={onClose}
      title={account ? <ProposalModalTitle title={intl.formatMessage(TITLE)} account={account} /> : null}
      styles={{ header: { alignItems: 'flex-start' } }}
      centered
      radius="md"
      size="md"
      fullScreen={isMobile}
      closeOnClickOutside={false}
    >
      {account ? (
        <WeekCloseProposalForm
          accountId={account.id}
          propose={propose.mutateAsync}
          onCancel={onClose}
          onProposed={() => {
            showToast({
              kind: 'success',
              id: `week-close-proposed-${account.id}`,
              message: intl.formatMessage(PROPOSED_MESSAGE),
            });
            onClose();
          }}
        />
      ) : null}
    </Modal>
  );
}
