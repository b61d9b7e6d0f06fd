import { Text, Title } from '@mantine/core';
import { bulkFareFormSchema, bulkFareUpdates, type BulkFareForm, type SeatFares } from '@oc/contract';
import { defineMessages } from '@oc/i18n';
import { useIntl } from 'react-intl';
import { formatFare } from '../../../lib/format';
import { BulkUpdateModal, type BulkUpdateConfig } from '../components/BulkUpdateModal';
import { SeatFareEditModal } from '../components/SeatFareEditModal';
import { PricingScreen, scheduleColumns, serviceColumn } from '../components/PricingScreen';
import { PRICING_TEXTS } from '../lib/messages';

const TEXTS = defineMessages({
  seaterEveryDate: { id: 'commission.fare.seaterEveryDate', defaultMessage: 'Seater Fare (₹), every date' },
  sleeperEveryDate: {
    id: 'commission.fare.sleeperEveryDate',
    defaultMessage: 'Sleeper Fare (₹), every date',
  },
  bulkEmpty: { id: 'commission.fare.bulkEmpty', defaultMessage: 'Enter at least one value to update' },
  bulkTip: {
    id: 'commission.fare.bulkTip',
    defaultMessage: 'Set fares, fallback fares and/or a seat limit on all selected services at once.',
  },
});

/** Two stacked values: seater above sleeper (the table's 'seat type' rows). */
function Pair({ fares, strong }: { fares: SeatFares; strong?: boolean }) {
  return (
    <>
      <Text size="sm" fw={strong ? 600 : 400} lh={1.35}>
        {formatFare(fares.seater)}
      </Text>
      <Text size="sm" fw={strong ? 600 : 400} lh={1.35}>
        {formatFare(fares.sleeper)}
      </Text>
    </>
  );
}

/**
 * Bulk Update: fares for every date, fallback fares and/or a seat limit. Each bus gets the fares of
 * the seat kinds it has, so seater-only and sleeper-only buses go in one update.
 */
const BULK: BulkUpdateConfig<keyof BulkFareForm, BulkFareForm> = {
  schema: bulkFareFormSchema,
  fields: [
    { name: 'seater', label: TEXTS.seaterEveryDate, placeholder: PRICING_TEXTS.fareRange, money: true },
    { name: 'sleeper', label: TEXTS.sleeperEveryDate, placeholder: PRICING_TEXTS.fareRange, money: true },
    {
      name: 'fallbackSeater',
      label: PRICING_TEXTS.fallbackSeater,
      placeholder: PRICING_TEXTS.fareRange,
      money: true,
    },
    {
      name: 'fallbackSleeper',
      label: PRICING_TEXTS.fallbackSleeper,
      placeholder: PRICING_TEXTS.fareRange,
      money: true,
    },
    { name: 'seatLimit', label: PRICING_TEXTS.seatLimit, placeholder: PRICING_TEXTS.range5to100 },
  ],
  cols: { base: 1, sm: 2 },
  emptyMessage: TEXTS.bulkEmpty,
  build: bulkFareUpdates,
};

/** Offline Seat Fare (/seatFare), part 1 §2, §4, §5. */
export default function SeatFareScreen() {
  const intl = useIntl();
  const seater = intl.formatMessage(PRICING_TEXTS.seater);
  const sleeper = intl.formatMessage(PRICING_TEXTS.sleeper);
  return (
    <PricingScreen
      header={
        <Title order={2}>
          {intl.formatMessage({ id: 'commission.fare.title', defaultMessage: 'Offline Seat Fare' })}
        </Title>
      }
      bulkTip={intl.formatMessage(TEXTS.bulkTip)}
      columns={[
        serviceColumn(
          intl.formatMessage({ id: 'commission.column.serviceName', defaultMessage: 'Service Name' }),
          170,
          (s) => [s.name, `${s.fromCityName} → ${s.toCityName}`],
        ),
        ...scheduleColumns(intl, { start: 58, bus: 120 }),
        {
          key: 'seat',
          header: intl.formatMessage({ id: 'commission.column.seatType', defaultMessage: 'Seat Type' }),
          width: 66,
          render: () => (
            <>
              <Text size="sm" lh={1.35}>
                {seater}
              </Text>
              <Text size="sm" lh={1.35}>
                {sleeper}
              </Text>
            </>
          ),
        },
        {
          key: 'fallback',
          header: intl.formatMessage({
            id: 'commission.column.fallbackFare',
            defaultMessage: 'Fallback Fare',
          }),
          width: 76,
          align: 'right',
          render: (s) => <Pair fares={s.fallbackFlatFare} strong />,
        },
      ]}
      dateColumn={{ width: 62, align: 'right', render: (c) => <Pair fares={c.flatFare} /> }}
      rowHeight={56}
      card={{
        estimate: 170,
        info: (s) => (
          <>
            <Text fw={600} size="sm">
              {s.name}
            </Text>
            <Text size="xs" c="dimmed">
              {s.fromCityName} → {s.toCityName}
            </Text>
            <Text size="xs" c="dimmed">
              {s.b2cAssetTypeName}
            </Text>
            <Text size="xs">
              {intl.formatMessage(
                {
                  id: 'commission.fare.cardFallback',
                  defaultMessage: 'Fallback: Seater {seater} · Sleeper {sleeper}',
                },
                {
                  seater: formatFare(s.fallbackFlatFare.seater),
                  sleeper: formatFare(s.fallbackFlatFare.sleeper),
                },
              )}
            </Text>
          </>
        ),
        chipWidth: 70,
        chip: (c) => (
          <>
            <Text size="xs">{c ? formatFare(c.flatFare.seater) : '–'}</Text>
            <Text size="xs">{c ? formatFare(c.flatFare.sleeper) : '–'}</Text>
          </>
        ),
      }}
      bulkModal={(p) => <BulkUpdateModal config={BULK} {...p} />}
      editModal={(p) => <SeatFareEditModal {...p} />}
    />
  );
}
