import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { fareEditFormSchema, seatKindsOf, type FareEditForm } from '@oc/contract';
import { useIntl } from 'react-intl';
import { PricingModal, serviceSubtitle } from './PricingModal';
import { columnDate } from '../../../lib/format';
import { PRICING_TEXTS } from '../lib/messages';
import { fareEditUpdate, fareEditValues, type FareEditValues } from '../lib/updates';
import { usePricingForm, type EditModalProps } from './usePricingForm';

/**
 * Single edit of one service's fares (part 1 §2): fallback fare, seat limit and the seater and
 * sleeper fare of each date of the window. Only changed fields are sent; seat kinds the bus
 * lacks are disabled.
 */
export function SeatFareEditModal({ service, dates, ...modal }: EditModalProps) {
  const intl = useIntl();
  const has = seatKindsOf(service);
  const { digits, modal: frame } = usePricingForm<FareEditValues, FareEditForm>({
    schema: fareEditFormSchema,
    defaultValues: fareEditValues(service, dates),
    build: (values) => fareEditUpdate(service, values, dates),
    ...modal,
  });
  const fare = (name: Parameters<typeof digits>[0], label: string, disabled: boolean) =>
    digits(name, {
      label,
      placeholder: disabled
        ? intl.formatMessage({ id: 'commission.fare.noSeats', defaultMessage: 'No seats' })
        : intl.formatMessage(PRICING_TEXTS.fareRange),
      disabled,
      money: true,
    });
  const seater = intl.formatMessage(PRICING_TEXTS.seater);
  const sleeper = intl.formatMessage(PRICING_TEXTS.sleeper);

  return (
    <PricingModal
      title={intl.formatMessage({ id: 'commission.fare.editTitle', defaultMessage: 'Edit Seat Fare' })}
      subtitle={serviceSubtitle(service)}
      {...frame}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {fare('fallbackFlatFare.seater', intl.formatMessage(PRICING_TEXTS.fallbackSeater), !has.seater)}
        {fare('fallbackFlatFare.sleeper', intl.formatMessage(PRICING_TEXTS.fallbackSleeper), !has.sleeper)}
        {digits('seatLimit', {
          label: intl.formatMessage(PRICING_TEXTS.seatLimit),
          placeholder: intl.formatMessage(PRICING_TEXTS.range5to100),
        })}
      </SimpleGrid>
      <Text size="sm" fw={500}>
        {intl.formatMessage({ id: 'commission.fare.byDate', defaultMessage: 'Fare by date (₹)' })}
      </Text>
      <Stack gap={8}>
        {dates.map((d) => {
          const { weekday, day } = columnDate(d);
          return (
            <Group key={d} gap="sm" align="flex-start" wrap="nowrap">
              <Text size="sm" w={88} pt={30} style={{ flexShrink: 0 }}>
                {weekday} {day}
              </Text>
              <SimpleGrid cols={2} spacing="sm" style={{ flex: 1 }}>
                {fare(`tripDateWiseData.${d}.flatFare.seater`, seater, !has.seater)}
                {fare(`tripDateWiseData.${d}.flatFare.sleeper`, sleeper, !has.sleeper)}
              </SimpleGrid>
            </Group>
          );
        })}
      </Stack>
    </PricingModal>
  );
}
