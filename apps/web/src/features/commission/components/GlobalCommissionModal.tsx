import { Text } from '@mantine/core';
import { globalCommissionFormSchema, type GlobalCommissionForm } from '@oc/contract';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FormDigitsField } from './DigitsField';
import { PricingModal } from './PricingModal';
import { errorMessage } from '../../../lib/api/errors';
import { applyServerErrors } from '../../../lib/forms';
import { showToast } from '../../../lib/toast';
import { useUpdateGlobalCommission } from '../api/update-global-commission';
import { COMMISSION_TEXTS, PRICING_TEXTS } from '../lib/messages';
import { digitsResolver } from './usePricingForm';

/**
 * 'Global Commission': the commission (5–100 %) of every service-date without one of its own.
 * Success: 'Global Commission Updated'. A failure shows an error toast (red), not §8's
 * success-style one: its text is the spec's 'Something went while updating', with the server's
 * own message for a refusal (409: changed meanwhile; the value is read again).
 */
export function GlobalCommissionModal({ onClose, current }: { onClose: () => void; current: number }) {
  const intl = useIntl();
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
          showToast({
            kind: 'success',
            message: intl.formatMessage(COMMISSION_TEXTS.globalUpdated),
            id: 'global-commission',
          });
          onClose();
        },
        onError: (err) => {
          showToast({
            kind: 'error',
            id: 'global-commission',
            title: intl.formatMessage(COMMISSION_TEXTS.globalUpdateFailed),
            message: errorMessage(
              err,
              intl.formatMessage({ id: 'commission.global.tryAgain', defaultMessage: 'Please try again.' }),
            ),
          });
          applyServerErrors(form.setError, err, { fields: ['globalCommission'] });
        },
      },
    ),
  );

  return (
    <PricingModal
      title={intl.formatMessage(PRICING_TEXTS.globalCommission)}
      opened
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={mutation.isPending}
    >
      <Text size="sm" c="dimmed">
        {intl.formatMessage(
          {
            id: 'commission.global.description',
            defaultMessage:
              'Applies to every service and date that has no commission of its own. Current: {current}%.',
          },
          { current },
        )}
      </Text>
      <FormDigitsField
        control={form.control}
        name="globalCommission"
        label={intl.formatMessage({ id: 'commission.global.label', defaultMessage: 'Global Commission (%)' })}
        placeholder={intl.formatMessage(PRICING_TEXTS.range5to100)}
        data-autofocus
      />
    </PricingModal>
  );
}
