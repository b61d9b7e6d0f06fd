import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { COMMISSION_MESSAGES, datesOfWindow, type CommissionService } from '@oc/contract';
import { useMemo, useState } from 'react';
import { PricingFiltersBar } from '../../../components/pricing/PricingFiltersBar';
import {
  InfoButton,
  TableState,
  selectionLabel,
  useSelection,
} from '../../../components/pricing/PricingStates';
import { VirtualCards, VirtualGrid, type GridColumn } from '../../../components/pricing/VirtualGrid';
import {
  columnDate,
  defaultFilters,
  useCommissionServices,
  useUpdateServices,
  type PricingFilters,
} from '../../../components/pricing/pricing';
import { errorMessage } from '../../../lib/api';
import { isMobile } from '../../../lib/device';
import { useGlobalCommission } from '../api/commission.api';
import { CommissionBulkModal } from '../components/CommissionBulkModal';
import { CommissionEditModal } from '../components/CommissionEditModal';
import { GlobalCommissionModal } from '../components/GlobalCommissionModal';

const TIPS = {
  global: 'Set the commission for every service and date that has no commission of its own.',
  bulk: 'Set a commission for every date shown and/or a seat limit on all selected services at once.',
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
  const [filters, setFilters] = useState<PricingFilters>(defaultFilters);
  const services = useCommissionServices(filters);
  const global = useGlobalCommission();
  const update = useUpdateServices(filters);
  const rows = useMemo(() => services.data?.services ?? [], [services.data]);
  const ids = useMemo(() => rows.map((r) => r._id), [rows]);
  const selection = useSelection(ids);
  const dates = useMemo(
    () =>
      datesOfWindow({
        fromDate: services.data?.fromDate ?? filters.fromDate,
        toDate: services.data?.toDate ?? filters.toDate,
      }),
    [services.data, filters],
  );
  const [modal, setModal] = useState<'global' | 'bulk' | null>(null);
  const [editing, setEditing] = useState<CommissionService | null>(null);

  const columns: GridColumn<CommissionService>[] = [
    {
      key: 'service',
      header: 'Service',
      width: 210,
      sticky: true,
      render: (s) => (
        <>
          <Text size="sm" fw={600} lineClamp={1} title={`${s.fromCityName} → ${s.toCityName}`}>
            {s.fromCityName} → {s.toCityName}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {s.name}
          </Text>
        </>
      ),
    },
    { key: 'start', header: 'Start Time', width: 90, render: (s) => s.startTime },
    {
      key: 'bus',
      header: 'Bus Type',
      width: 170,
      render: (s) => (
        <Text size="sm" lineClamp={2}>
          {s.b2cAssetTypeName}
        </Text>
      ),
    },
    { key: 'limit', header: 'Seat Limit', width: 86, align: 'center', render: (s) => s.seatLimit },
    ...dates.map((d): GridColumn<CommissionService> => {
      const { weekday, day } = columnDate(d);
      return {
        key: d,
        header: (
          <>
            <span>{day}</span>
            <Text span size="xs" c="dimmed">
              {weekday}
            </Text>
          </>
        ),
        width: 74,
        align: 'center',
        render: (s) => {
          const c = s.tripDateWiseData[d];
          return c ? <Discount value={c.discount} isGlobal={c.discountIsGlobal} /> : '–';
        },
      };
    }),
    {
      key: 'edit',
      header: 'Action',
      width: 70,
      align: 'center',
      render: (s) => (
        <ActionIcon variant="light" aria-label={`Edit ${s.name}`} onClick={() => setEditing(s)}>
          <IconPencil size={16} />
        </ActionIcon>
      ),
    },
  ];

  const card = (s: CommissionService) => {
    const checked = selection.selected.has(s._id);
    return (
      <Paper withBorder radius="md" p="sm" bg={checked ? 'blue.0' : undefined}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Checkbox
              aria-label={`Select ${s.name}`}
              checked={checked}
              onChange={() => selection.onToggle(s._id)}
              mt={2}
            />
            <div>
              <Text fw={600} size="sm">
                {s.fromCityName} → {s.toCityName}
              </Text>
              <Text size="xs" c="dimmed">
                {s.startTime} · {s.b2cAssetTypeName}
              </Text>
              <Text size="xs">Seat Limit {s.seatLimit}</Text>
            </div>
          </Group>
          <ActionIcon variant="light" size="lg" aria-label={`Edit ${s.name}`} onClick={() => setEditing(s)}>
            <IconPencil size={18} />
          </ActionIcon>
        </Group>
        <ScrollArea type="auto" mt="xs" offsetScrollbars>
          <Group gap={6} wrap="nowrap">
            {dates.map((d) => {
              const c = s.tripDateWiseData[d];
              const { weekday, day } = columnDate(d);
              return (
                <Paper key={d} withBorder radius="sm" px={6} py={2} miw={54} ta="center">
                  <Text size="10px" c="dimmed">
                    {weekday} {day}
                  </Text>
                  {c ? <Discount value={c.discount} isGlobal={c.discountIsGlobal} /> : '–'}
                </Paper>
              );
            })}
          </Group>
        </ScrollArea>
      </Paper>
    );
  };

  let body;
  if (services.isPending) body = <TableState kind="loading" />;
  else if (services.isError)
    body = (
      <TableState
        kind="error"
        message={errorMessage(services.error, COMMISSION_MESSAGES.notFound)}
        onRetry={() => void services.refetch()}
      />
    );
  else if (rows.length === 0) body = <TableState kind="empty" />;
  else if (isMobile) body = <VirtualCards rows={rows} estimate={150} label="Services" render={card} />;
  else
    body = (
      <VirtualGrid
        rows={rows}
        columns={columns}
        rowHeight={52}
        height="max(360px, calc(100vh - 330px))"
        label="Services"
        selection={selection}
      />
    );

  const globalValue = global.data ?? null;
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center" wrap="wrap" gap="xs">
        <Title order={2}>Offline Commission</Title>
        <Group gap="xs">
          {global.isError ? (
            <Badge color="red" variant="light">
              {errorMessage(global.error, COMMISSION_MESSAGES.userNotFound)}
            </Badge>
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
      <PricingFiltersBar
        cities={services.data?.allCities ?? []}
        initial={filters}
        loading={services.isFetching}
        onSearch={(f) => {
          setFilters(f);
          selection.clear();
        }}
      />
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs">
          <Text size="sm" fw={500} aria-live="polite" data-testid="selection-label">
            {selectionLabel(selection.selected.size)}
          </Text>
          {isMobile && rows.length > 0 && (
            <Button variant="subtle" size="compact-sm" onClick={selection.onToggleAll}>
              {selection.selected.size === rows.length ? 'Clear all' : 'Select all'}
            </Button>
          )}
        </Group>
        <Group gap="xs" wrap="nowrap">
          <InfoButton tip={TIPS.global}>
            <Button
              variant="light"
              size={isMobile ? 'xs' : 'sm'}
              onClick={() => setModal('global')}
              disabled={globalValue === null}
            >
              Global Commission
            </Button>
          </InfoButton>
          <InfoButton tip={TIPS.bulk}>
            <Button
              size={isMobile ? 'xs' : 'sm'}
              onClick={() => setModal('bulk')}
              disabled={selection.selected.size === 0}
            >
              Bulk Update
            </Button>
          </InfoButton>
        </Group>
      </Group>
      {rows.length > 0 && (
        <Text size="xs" c="dimmed">
          Bold: the date&apos;s own commission · grey: the global commission.
        </Text>
      )}
      {body}
      {modal === 'global' && globalValue !== null && (
        <GlobalCommissionModal opened onClose={() => setModal(null)} current={globalValue} />
      )}
      {modal === 'bulk' && (
        <CommissionBulkModal
          opened
          onClose={() => setModal(null)}
          serviceIds={[...selection.selected]}
          dates={dates}
          busy={update.isPending}
          onSubmit={(u) => update.mutateAsync(u)}
        />
      )}
      {editing && (
        <CommissionEditModal
          service={editing}
          dates={dates}
          onClose={() => setEditing(null)}
          busy={update.isPending}
          onSubmit={(u) => update.mutateAsync(u)}
        />
      )}
    </Stack>
  );
}
