import { SimpleGrid, Text } from '@mantine/core';
import { commissionEditFormSchema, type CommissionEditForm } from '@oc/contract';
import { PricingModal, serviceSubtitle } from './PricingModal';
import { columnDate } from '../../../lib/format';
import { commissionEditUpdate, commissionEditValues, type CommissionEditValues } from '../lib/updates';
import { usePricingForm, type EditModalProps } from './usePricingForm';

/**
 * Single update of one service: seat limit and the commission of each date of the window. A date
 * without its own commission is blank (the global one shows as the placeholder); only changed
 * fields are sent, so untouched dates keep following the global commission.
 */
export function CommissionEditModal({ service, dates, ...modal }: EditModalProps) {
  const { digits, modal: frame } = usePricingForm<CommissionEditValues, CommissionEditForm>({
    schema: commissionEditFormSchema,
    defaultValues: commissionEditValues(service, dates),
    build: (values) => commissionEditUpdate(service, values, dates),
    ...modal,
  });

  return (
    <PricingModal title="Update Commission" subtitle={serviceSubtitle(service)} {...frame}>
      {digits('seatLimit', { label: 'Seat Limit', placeholder: '5 to 100', maw: 200 })}
      <Text size="sm" fw={500}>
        Commission (%) by date
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {dates.map((d) => {
          const { weekday, day } = columnDate(d);
          return digits(`tripDateWiseData.${d}.discount`, {
            label: `${weekday} ${day}`,
            placeholder: `${service.tripDateWiseData[d]?.discount ?? ''} (global)`,
          });
        })}
      </SimpleGrid>
    </PricingModal>
  );
}
