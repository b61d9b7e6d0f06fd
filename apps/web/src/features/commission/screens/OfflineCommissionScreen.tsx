import { Badge, Button, Group, Text, Title } from '@mantine/core';
import {
  COMMISSION_MESSAGES,
  bulkCommissionFormSchema,
  bulkCommissionUpdates,
  type BulkCommissionForm,
} from '@oc/contract';
import { useState } from 'react';
import { InfoButton } from '../components/PricingStates';
import { QueryError } from '../../../components/states/QueryState';
import { isMobile } from '../../../lib/device';
import { useGlobalCommission } from '../api/get-global-commission';
import { BulkUpdateModal, type BulkUpdateConfig } from '../components/BulkUpdateModal';
import { CommissionEditModal } from '../components/CommissionEditModal';
import { GlobalCommissionModal } from '../components/GlobalCommissionModal';
import { PricingScreen, scheduleColumns, serviceColumn } from '../components/PricingScreen';

const TIPS = {
  global: 'Set the commission for every service and date that has no commission of its own.',
  bulk: 'Set a commission for every date shown and/or a seat limit on all selected services at once.',
};

/** Bulk Update: a commission for every date of the searched window and/or a seat limit. */
const BULK: BulkUpdateConfig<'discount' | 'seatLimit', BulkCommissionForm> = {
  schema: bulkCommissionFormSchema,
  fields: [
    { name: 'discount', label: 'Commission (%)', placeholder: '5 to 100' },
    { name: 'seatLimit', label: 'Seat Limit', placeholder: '5 to 100' },
  ],
  cols: { base: 1, sm: 1 },
  emptyMessage: 'Enter a commission or a seat limit to update',
  build: (services, values, dates) =>
    bulkCommissionUpdates(
      services.map((s) => s._id),
      values,
      dates,
    ),
};

function Discount({ value, isGlobal }: { value: number; isGlobal: boolean }) {
  return (
    <Text
      size="sm"
      fw={isGlobal ? 400 : 600}
      c={isGlobal ? 'dimmed' : undefined}
      title={isGlobal ? 'Global commission' : 'Commission of this date'}
    >
      {value}%
    </Text>
  );
}

/** Offline Commission (/offlineCommission), part 1 §2, §4, §5. */
export default function OfflineCommissionScreen() {
  const global = useGlobalCommission();
  const [globalOpen, setGlobalOpen] = useState(false);
  const globalValue = global.data ?? null;

  const header = (
    <Group justify="space-between" align="center" wrap="wrap" gap="xs">
      <Title order={2}>Offline Commission</Title>
      <Group gap="xs">
        {global.isError ? (
          <QueryError query={global} what="the global commission" compact />
        ) : global.isSuccess && globalValue === null ? (
          <Badge color="red" variant="light">
            {COMMISSION_MESSAGES.userNotFound}
          </Badge>
        ) : (
          <Badge variant="light" size="lg">
            Global Commission: {globalValue ?? '…'}%
          </Badge>
        )}
      </Group>
    </Group>
  );

  return (
    <>
      <PricingScreen
        header={header}
        actions={
          <InfoButton tip={TIPS.global}>
            <Button
              variant="light"
              size={isMobile ? 'xs' : 'sm'}
              onClick={() => setGlobalOpen(true)}
              disabled={globalValue === null}
            >
              Global Commission
            </Button>
          </InfoButton>
        }
        bulkTip={TIPS.bulk}
        legend={
          <Text size="xs" c="dimmed">
            Bold: the date&apos;s own commission · grey: the global commission.
          </Text>
        }
        columns={[
          serviceColumn('Service', 180, (s) => [`${s.fromCityName} → ${s.toCityName}`, s.name]),
          ...scheduleColumns({ start: 62, bus: 140 }),
          { key: 'limit', header: 'Seat Limit', width: 62, align: 'center', render: (s) => s.seatLimit },
        ]}
        dateColumn={{
          width: 64,
          align: 'center',
          render: (c) => <Discount value={c.discount} isGlobal={c.discountIsGlobal} />,
        }}
        rowHeight={52}
        card={{
          estimate: 150,
          info: (s) => (
            <>
              <Text fw={600} size="sm">
                {s.fromCityName} → {s.toCityName}
              </Text>
              <Text size="xs" c="dimmed">
                {s.startTime} · {s.b2cAssetTypeName}
              </Text>
              <Text size="xs">Seat Limit {s.seatLimit}</Text>
            </>
          ),
          chipWidth: 54,
          chip: (c) => (c ? <Discount value={c.discount} isGlobal={c.discountIsGlobal} /> : '–'),
        }}
        bulkModal={(p) => <BulkUpdateModal config={BULK} {...p} />}
        editModal={(p) => <CommissionEditModal {...p} />}
      />
      {globalOpen && globalValue !== null && (
        <GlobalCommissionModal onClose={() => setGlobalOpen(false)} current={globalValue} />
      )}
    </>
  );
}
