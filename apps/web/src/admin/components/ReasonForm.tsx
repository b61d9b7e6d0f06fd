import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { MessageLine } from '../../components/MessageLine';
import { applyServerErrors, FORM_ERROR, zodResolver } from '../../lib/forms';

/** The contract's schema of a reason (`proposalRejectRequestSchema`, `bankProofRejectionSchema`). */
export type ReasonSchema = z.ZodType<{ reason: string }, { reason: string }>;

interface ReasonFormProps {
  /** The form's name for assistive technology ('Reject proposal'). */
  label: string;
  /** What is being rejected, in a sentence. */
  summary: ReactNode;
  schema: ReasonSchema;
  onClose: () => void;
  /** Sends the trimmed reason; a refusal shows under the form. */
  send: (reason: string) => Promise<unknown>;
  /** The field's label ('Why is it rejected?' unless told). */
  reasonLabel?: string;
  /** The submit button ('Reject' unless told: 'Dismiss'). */
  submitLabel?: string;
}

/** A console rejection (or dismissal): the reason (required, the contract's rule), Cancel and Reject. */
export function ReasonForm({
  label,
  summary,
  schema,
  onClose,
  send,
  reasonLabel,
  submitLabel,
}: ReasonFormProps) {
  const intl = useIntl();
  const form = useForm<{ reason: string }>({ defaultValues: { reason: '' }, resolver: zodResolver(schema) });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      await send(reason);
      onClose();
    } catch (err) {
      applyServerErrors(form.setError, err, { fields: ['reason'] });
    }
  });
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        form.clearErrors(FORM_ERROR);
        void submit();
      }}
    >
      <Stack gap="sm">
        <Text size="sm">{summary}</Text>
        <Textarea
          label={
            reasonLabel ??
            intl.formatMessage({
              id: 'admin.common.reasonForm.reason',
              defaultMessage: 'Why is it rejected?',
            })
          }
          autosize
          minRows={2}
          maxRows={4}
          data-autofocus
          {...form.register('reason')}
          error={errors.reason?.message}
        />
        <MessageLine message={errors.root?.server?.message} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {intl.formatMessage({ id: 'admin.common.cancel', defaultMessage: 'Cancel' })}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {submitLabel ??
              intl.formatMessage({ id: 'admin.common.reasonForm.reject', defaultMessage: 'Reject' })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** {@link ReasonForm} in a centred modal, open while `opened`. */
export function ReasonModal({
  opened,
  title,
  ...form
}: ReasonFormProps & { opened: boolean; title: string }) {
  return (
    <Modal opened={opened} onClose={form.onClose} title={title} centered radius="md">
      {opened ? <ReasonForm {...form} /> : null}
    </Modal>
  );
}
