import { Text, Title } from '@mantine/core';
import { bulkFareFormSchema, bulkFareUpdates, type BulkFareForm, type SeatFares } from '@oc/contract';
import { formatFare } from '../../../lib/format';
import { BulkUpdateModal, type BulkUpdateConfig } from '../components/BulkUpdateModal';
import { SeatFareEditModal } from '../components/SeatFareEditModal';
import { PricingScreen, scheduleColumns, serviceColumn } from '../components/PricingScreen';

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
    { name: 'seater', label: 'Seater Fare (₹), every date', placeholder: '50 to 3,000', money: true },
    { name: 'sleeper', label: 'Sleeper Fare (₹), every date', placeholder: '50 to 3,000', money: true },
    { name: 'fallbackSeater', label: 'Fallback Fare Seater (₹)', placeholder: '50 to 3,000', money: true },
    { name: 'fallbackSleeper', label: 'Fallback Fare Sleeper (₹)', placeholder: '50 to 3,000', money: true },
    { name: 'seatLimit', label: 'Seat Limit', placeholder: '5 to 100' },
  ],
  cols: { base: 1, sm: 2 },
  emptyMessage: 'Enter at least one value to update',
  build: bulkFareUpdates,
};

const TIP = 'Set fares, fallback fares and/or a seat limit on all selected services at once.';

/** Offline Seat Fare (/seatFare), part 1 §2, §4, §5. */
export default function SeatFareScreen() {
  return (
    <PricingScreen
      header={<Title order={2}>Offline Seat Fare</Title>}
      bulkTip={TIP}
      columns={[
        serviceColumn('Service Name', 170, (s) => [s.name, `${s.fromCityName} → ${s.toCityName}`]),
        ...scheduleColumns({ start: 58, bus: 120 }),
        {
          key: 'seat',
          header: 'Seat Type',
          width: 66,
          render: () => (
            <>
              <Text size="sm" lh={1.35}>
                Seater
              </Text>
              <Text size="sm" lh={1.35}>
                Sleeper
              </Text>
            </>
          ),
        },
        {
          key: 'fallback',
          header: 'Fallback Fare',
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
              Fallback: Seater {formatFare(s.fallbackFlatFare.seater)} · Sleeper{' '}
              {formatFare(s.fallbackFlatFare.sleeper)}
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
