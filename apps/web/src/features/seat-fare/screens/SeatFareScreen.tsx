import { ActionIcon, Button, Checkbox, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { COMMISSION_MESSAGES, datesOfWindow, type CommissionService, type SeatFares } from '@oc/contract';
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
  formatFare,
  useCommissionServices,
  useUpdateServices,
  type PricingFilters,
} from '../../../components/pricing/pricing';
import { errorMessage } from '../../../lib/api';
import { isMobile } from '../../../lib/device';
import { SeatFareBulkModal } from '../components/SeatFareBulkModal';
import { SeatFareEditModal } from '../components/SeatFareEditModal';

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

const TIP = 'Set fares, fallback fares and/or a seat limit on all selected services at once.';

/** Offline Seat Fare (/seatFare), part 1 §2, §4, §5. */
export default function SeatFareScreen() {
  const [filters, setFilters] = useState<PricingFilters>(defaultFilters);
  const services = useCommissionServices(filters);
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
  const [bulk, setBulk] = useState(false);
  const [editing, setEditing] = useState<CommissionService | null>(null);

  const columns: GridColumn<CommissionService>[] = [
    {
      key: 'name',
      header: 'Service Name',
      width: 220,
      sticky: true,
      render: (s) => (
        <>
          <Text size="sm" fw={600} lineClamp={1} title={s.name}>
            {s.name}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {s.fromCityName} → {s.toCityName}
          </Text>
        </>
      ),
    },
    { key: 'start', header: 'Start Time', width: 86, render: (s) => s.startTime },
    {
      key: 'bus',
      header: 'Bus Type',
      width: 160,
      render: (s) => (
        <Text size="sm" lineClamp={2}>
          {s.b2cAssetTypeName}
        </Text>
      ),
    },
    {
      key: 'seat',
      header: 'Seat Type',
      width: 80,
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
      width: 100,
      align: 'right',
      render: (s) => <Pair fares={s.fallbackFlatFare} strong />,
    },
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
        width: 88,
        align: 'right',
        render: (s) => {
          const c = s.tripDateWiseData[d];
          return c ? <Pair fares={c.flatFare} /> : '–';
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
                {s.name}
              </Text>
              <Text size="xs" c="dimmed">
                {s.fromCityName} → {s.toCityName} · {s.startTime}
              </Text>
              <Text size="xs" c="dimmed">
                {s.b2cAssetTypeName}
              </Text>
              <Text size="xs">
                Fallback: Seater {formatFare(s.fallbackFlatFare.seater)} · Sleeper{' '}
                {formatFare(s.fallbackFlatFare.sleeper)}
              </Text>
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
                <Paper key={d} withBorder radius="sm" px={6} py={2} miw={70} ta="center">
                  <Text size="10px" c="dimmed">
                    {weekday} {day}
                  </Text>
                  <Text size="xs">{c ? formatFare(c.flatFare.seater) : '–'}</Text>
                  <Text size="xs">{c ? formatFare(c.flatFare.sleeper) : '–'}</Text>
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
  else if (isMobile) body = <VirtualCards rows={rows} estimate={170} label="Services" render={card} />;
  else
    body = (
      <VirtualGrid
        rows={rows}
        columns={columns}
        rowHeight={56}
        height="max(360px, calc(100vh - 330px))"
        label="Services"
        selection={selection}
      />
    );

  return (
    <Stack gap="sm">
      <Title order={2}>Offline Seat Fare</Title>
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
          <InfoButton tip={TIP}>
            <Button
              size={isMobile ? 'xs' : 'sm'}
              onClick={() => setBulk(true)}
              disabled={selection.selected.size === 0}
            >
              Bulk Update
            </Button>
          </InfoButton>
        </Group>
      </Group>
      {body}
      {bulk && (
        <SeatFareBulkModal
          opened
          onClose={() => setBulk(false)}
          serviceIds={[...selection.selected]}
          dates={dates}
          busy={update.isPending}
          onSubmit={(u) => update.mutateAsync(u)}
        />
      )}
      {editing && (
        <SeatFareEditModal
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
