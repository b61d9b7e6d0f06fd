import { Text } from '@mantine/core';
import { COMMISSION_MESSAGES, globalCommissionFormSchema, type GlobalCommissionForm } from '@oc/contract';
import { useForm } from 'react-hook-form';
import { FormDigitsField } from './DigitsField';
import { PricingModal } from './PricingModal';
import { errorMessage } from '../../../lib/api/errors';
import { applyServerErrors } from '../../../lib/forms';
import { showToast } from '../../../lib/toast';
import { useUpdateGlobalCommission } from '../api/update-global-commission';
import { digitsResolver } from './usePricingForm';

/**
 * 'Global Commission': the commission (5–100 %) of every service-date without one of its own.
 * Success: 'Global Commission Updated'. A failure shows an error toast (red), not §8's
 * success-style one: its text is the spec's 'Something went while updating', with the server's
 * own message for a refusal (409: changed meanwhile; the value is read again).
 */
export function GlobalCommissionModal({ onClose, current }: { onClose: () => void; current: number }) {
  const form = useForm<{ globalCommission: string }, unknown, GlobalCommissionForm>({
    defaultValues: { globalCommission: String(current) },
    resolver: digitsResolver<{ globalCommission: string }, GlobalCommissionForm>(globalCommissionFormSchema),
  });
  const mutation = useUpdateGlobalCommission();

  const submit = form.handleSubmit(({ globalCommission }) =>
    mutation.mutate(
      { globalCommission, fetechedGlobalCommission: current },
      {
        onSuccess: () => {
          showToast({ kind: 'success', message: COMMISSION_MESSAGES.globalUpdated, id: 'global-commission' });
          onClose();
        },
        onError: (err) => {
          showToast({
            kind: 'error',
            id: 'global-commission',
            title: COMMISSION_MESSAGES.globalUpdateFailed,
            message: errorMessage(err, 'Please try again.'),
          });
          applyServerErrors(form.setError, err, { fields: ['globalCommission'] });
        },
      },
    ),
  );

  return (
    <PricingModal
      title="Global Commission"
      opened
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={mutation.isPending}
    >
      <Text size="sm" c="dimmed">
        Applies to every service and date that has no commission of its own. Current: {current}%.
      </Text>
      <FormDigitsField
        control={form.control}
        name="globalCommission"
        label="Global Commission (%)"
        placeholder="5 to 100"
        data-autofocus
      />
    </PricingModal>
  );
}
