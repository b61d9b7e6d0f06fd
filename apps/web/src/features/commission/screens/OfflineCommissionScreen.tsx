import { Badge, Button, Group, Text, Title } from '@mantine/core';
import { bulkCommissionFormSchema, bulkCommissionUpdates, type BulkCommissionForm } from '@oc/contract';
import { defineMessages } from '@oc/i18n';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { InfoButton } from '../components/PricingStates';
import { QueryError } from '../../../components/states/QueryState';
import { isMobile } from '../../../lib/device';
import { useGlobalCommission } from '../api/get-global-commission';
import { BulkUpdateModal, type BulkUpdateConfig } from '../components/BulkUpdateModal';
import { CommissionEditModal } from '../components/CommissionEditModal';
import { GlobalCommissionModal } from '../components/GlobalCommissionModal';
import { PricingScreen, scheduleColumns, serviceColumn } from '../components/PricingScreen';
import { COMMISSION_TEXTS, PRICING_TEXTS } from '../lib/messages';

const TIPS = defineMessages({
  global: {
    id: 'commission.offline.globalTip',
    defaultMessage: 'Set the commission for every service and date that has no commission of its own.',
  },
  bulk: {
    id: 'commission.offline.bulkTip',
    defaultMessage:
      'Set a commission for every date shown and/or a seat limit on all selected services at once.',
  },
});

/** Bulk Update: a commission for every date of the searched window and/or a seat limit. */
const BULK: BulkUpdateConfig<'discount' | 'seatLimit', BulkCommissionForm> = {
  schema: bulkCommissionFormSchema,
  fields: [
    { name: 'discount', label: PRICING_TEXTS.commissionPercent, placeholder: PRICING_TEXTS.range5to100 },
    { name: 'seatLimit', label: PRICING_TEXTS.seatLimit, placeholder: PRICING_TEXTS.range5to100 },
  ],
  cols: { base: 1, sm: 1 },
  emptyMessage: {
    id: 'commission.offline.bulkEmpty',
    defaultMessage: 'Enter a commission or a seat limit to update',
  },
  build: (services, values, dates) =>
    bulkCommissionUpdates(
      services.map((s) => s._id),
      values,
      dates,
    ),
};

function Discount({ value, isGlobal }: { value: number; isGlobal: boolean }) {
  const intl = useIntl();
  return (
    <Text
      size="sm"
      fw={isGlobal ? 400 : 600}
      c={isGlobal ? 'dimmed' : undefined}
      title={
        isGlobal
          ? intl.formatMessage({ id: 'commission.offline.globalCell', defaultMessage: 'Global commission' })
          : intl.formatMessage({
              id: 'commission.offline.ownCell',
              defaultMessage: 'Commission of this date',
            })
      }
    >
      {value}%
    </Text>
  );
}

/** Offline Commission (/offlineCommission), part 1 §2, §4, §5. */
export default function OfflineCommissionScreen() {
  const intl = useIntl();
  const global = useGlobalCommission();
  const [globalOpen, setGlobalOpen] = useState(false);
  const globalValue = global.data ?? null;

  const header = (
    <Group justify="space-between" align="center" wrap="wrap" gap="xs">
      <Title order={2}>
        {intl.formatMessage({ id: 'commission.offline.title', defaultMessage: 'Offline Commission' })}
      </Title>
      <Group gap="xs">
        {global.isError ? (
          <QueryError
            query={global}
            what={intl.formatMessage({
              id: 'commission.offline.globalWhat',
              defaultMessage: 'the global commission',
            })}
            compact
          />
        ) : global.isSuccess && globalValue === null ? (
          <Badge color="red" variant="light">
            {intl.formatMessage(COMMISSION_TEXTS.userNotFound)}
          </Badge>
        ) : (
          <Badge variant="light" size="lg">
            {intl.formatMessage(
              { id: 'commission.offline.globalBadge', defaultMessage: 'Global Commission: {value}%' },
              { value: globalValue === null ? '…' : String(globalValue) },
            )}
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
          <InfoButton tip={intl.formatMessage(TIPS.global)}>
            <Button
              variant="light"
              size={isMobile ? 'xs' : 'sm'}
              onClick={() => setGlobalOpen(true)}
              disabled={globalValue === null}
            >
              {intl.formatMessage(PRICING_TEXTS.globalCommission)}
            </Button>
          </InfoButton>
        }
        bulkTip={intl.formatMessage(TIPS.bulk)}
        legend={
          <Text size="xs" c="dimmed">
            {intl.formatMessage({
              id: 'commission.offline.legend',
              defaultMessage: "Bold: the date's own commission · grey: the global commission.",
            })}
          </Text>
        }
        columns={[
          serviceColumn(
            intl.formatMessage({ id: 'commission.column.service', defaultMessage: 'Service' }),
            180,
            (s) => [`${s.fromCityName} → ${s.toCityName}`, s.name],
          ),
          ...scheduleColumns(intl, { start: 62, bus: 140 }),
          {
            key: 'limit',
            header: intl.formatMessage(PRICING_TEXTS.seatLimit),
            width: 62,
            align: 'center',
            render: (s) => s.seatLimit,
          },
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
              <Text size="xs">
                {intl.formatMessage(
                  { id: 'commission.offline.cardLimit', defaultMessage: 'Seat Limit {limit}' },
                  { limit: String(s.seatLimit) },
                )}
              </Text>
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
