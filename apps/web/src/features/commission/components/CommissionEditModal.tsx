import { SimpleGrid, Text } from '@mantine/core';
import { commissionEditFormSchema, type CommissionEditForm } from '@oc/contract';
import { useIntl } from 'react-intl';
import { PricingModal, serviceSubtitle } from './PricingModal';
import { columnDate } from '../../../lib/format';
import { PRICING_TEXTS } from '../lib/messages';
import { commissionEditUpdate, commissionEditValues, type CommissionEditValues } from '../lib/updates';
import { usePricingForm, type EditModalProps } from './usePricingForm';

/**
 * Single update of one service: seat limit and the commission of each date of the window. A date
 * without its own commission is blank (the global one shows as the placeholder); only changed
 * fields are sent, so untouched dates keep following the global commission.
 */
export function CommissionEditModal({ service, dates, ...modal }: EditModalProps) {
  const intl = useIntl();
  const { digits, modal: frame } = usePricingForm<CommissionEditValues, CommissionEditForm>({
    schema: commissionEditFormSchema,
    defaultValues: commissionEditValues(service, dates),
    build: (values) => commissionEditUpdate(service, values, dates),
    ...modal,
  });

  return (
    <PricingModal
      title={intl.formatMessage({ id: 'commission.edit.title', defaultMessage: 'Update Commission' })}
      subtitle={serviceSubtitle(service)}
      {...frame}
    >
      {digits('seatLimit', {
        label: intl.formatMessage(PRICING_TEXTS.seatLimit),
        placeholder: intl.formatMessage(PRICING_TEXTS.range5to100),
        maw: 200,
      })}
      <Text size="sm" fw={500}>
        {intl.formatMessage({ id: 'commission.edit.byDate', defaultMessage: 'Commission (%) by date' })}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {dates.map((d) => {
          const { weekday, day } = columnDate(d);
          return digits(`tripDateWiseData.${d}.discount`, {
            label: `${weekday} ${day}`,
            placeholder: intl.formatMessage(
              { id: 'commission.edit.globalPlaceholder', defaultMessage: '{value} (global)' },
              { value: String(service.tripDateWiseData[d]?.discount ?? '') },
            ),
          });
        })}
      </SimpleGrid>
    </PricingModal>
  );
}
