import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { proposalRejectRequestSchema, type Proposal } from '@oc/contract';
import { useForm } from 'react-hook-form';
import { MessageLine } from '../../../../components/MessageLine';
import { FORM_ERROR, applyServerErrors } from '../../../../lib/forms';
import { formatInr } from '../../../../lib/format';

/** 'Reject proposal': the reason (required, the contract's `proposalRejectRequestSchema`). */
export function RejectModal({
  proposal,
  onClose,
  reject,
}: {
  proposal: Proposal | null;
  onClose: () => void;
  reject: (vars: { id: string; reason: string }) => Promise<unknown>;
}) {
  return (
    <Modal opened={proposal !== null} onClose={onClose} title="Reject proposal" centered radius="md">
      {proposal ? <RejectForm proposal={proposal} onClose={onClose} reject={reject} /> : null}
    </Modal>
  );
}

function RejectForm({
  proposal,
  onClose,
  reject,
}: {
  proposal: Proposal;
  onClose: () => void;
  reject: (vars: { id: string; reason: string }) => Promise<unknown>;
}) {
  const form = useForm({ defaultValues: { reason: '' }, resolver: zodResolver(proposalRejectRequestSchema) });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      await reject({ id: proposal.id, reason });
      onClose();
    } catch (err) {
      applyServerErrors(form.setError, err, { fields: ['reason'] });
    }
  });
  return (
    <form
      noValidate
      aria-label="Reject proposal"
      onSubmit={(e) => {
        e.preventDefault();
        form.clearErrors(FORM_ERROR);
        void submit();
      }}
    >
      <Stack gap="sm">
        <Text size="sm">
          Debit of <b>{formatInr(proposal.amount)}</b> from {proposal.accountName}, proposed by{' '}
          {proposal.proposedBy.name}. Nothing moves; the reason is kept with it.
        </Text>
        <Textarea
          label="Why is it rejected?"
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
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Reject
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
