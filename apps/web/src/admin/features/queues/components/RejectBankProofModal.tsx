import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { bankProofDecisionSchema, type BankProofQueueItem } from '@oc/contract';
import { useForm } from 'react-hook-form';
import { MessageLine } from '../../../../components/MessageLine';
import { FORM_ERROR, applyServerErrors } from '../../../../lib/forms';
import { accountTypeLabel } from '../../../lib/labels';

type Reject = (vars: { accountId: string; reason: string }) => Promise<unknown>;

/** 'Reject bank proof': the reason the operator sees (required, the contract's `bankProofDecisionSchema`). */
export function RejectBankProofModal({
  item,
  onClose,
  reject,
}: {
  item: BankProofQueueItem | null;
  onClose: () => void;
  reject: Reject;
}) {
  return (
    <Modal opened={item !== null} onClose={onClose} title="Reject bank proof" centered radius="md">
      {item ? <RejectBankProofForm item={item} onClose={onClose} reject={reject} /> : null}
    </Modal>
  );
}

export function RejectBankProofForm({
  item,
  onClose,
  reject,
}: {
  item: Pick<BankProofQueueItem, 'accountId' | 'accountName' | 'accountType' | 'userName'>;
  onClose: () => void;
  reject: Reject;
}) {
  const form = useForm({
    defaultValues: { decision: 'REJECTED' as const, reason: '' },
    resolver: zodResolver(bankProofDecisionSchema),
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      await reject({ accountId: item.accountId, reason: reason ?? '' });
      onClose();
    } catch (err) {
      applyServerErrors(form.setError, err, { fields: ['reason'] });
    }
  });
  return (
    <form
      noValidate
      aria-label="Reject bank proof"
      onSubmit={(e) => {
        e.preventDefault();
        form.clearErrors(FORM_ERROR);
        void submit();
      }}
    >
      <Stack gap="sm">
        <Text size="sm">
          The cancelled cheque of <b>{item.accountName}</b> ({accountTypeLabel(item.accountType)},{' '}
          {item.userName}). The operator sees this reason and uploads a new one.
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
