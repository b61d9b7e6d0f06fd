import { ActionIcon, Button, Checkbox, Group, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import {
  datesOfWindow,
  type CommissionService,
  type ServiceUpdateInput,
  type TripDateData,
} from '@oc/contract';
import { useMemo, useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { defaultFilters, type PricingFilters } from '../lib/filters';
import { COMMISSION_TEXTS, PRICING_TEXTS } from '../lib/messages';
import { PricingFiltersBar } from './PricingFiltersBar';
import { InfoButton, selectionLabel, useSelection } from './PricingStates';
import { VirtualCards, VirtualGrid, type GridColumn } from '../../../components/tables/VirtualGrid';
import { notInModelOf } from '../../../components/states/failure';
import { QueryError } from '../../../components/states/QueryState';
import { EmptyState, LoadingState, UnavailableState } from '../../../components/states/States';
import { isMobile } from '../../../lib/device';
import { columnDate } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { useCommissionServices } from '../api/get-commission-services';
import { useUpdateServices } from '../api/update-services';
import type { BulkModalProps, EditModalProps } from './usePricingForm';

type Column = GridColumn<CommissionService>;

/** The pinned 'Action' column (the row's Edit button). */
const ACTION_WIDTH = 60;

export interface PricingScreenProps {
  /** The title row: the screen's title and anything beside it. */
  header: ReactNode;
  /** Buttons before 'Bulk Update' (with their tooltips). */
  actions?: ReactNode;
  bulkTip: string;
  /** A note above the table, shown when there are rows. */
  legend?: ReactNode;
  /** The columns before the dates; the frame adds the selection, date and Action columns. */
  columns: Column[];
  /** A date's column: its width, alignment and cell (the frame writes '–' for a missing date). */
  dateColumn: Pick<Column, 'width' | 'align'> & { render: (cell: TripDateData) => ReactNode };
  rowHeight: number;
  /** The phone layout: the card's lines, and each date's chip (its width and content). */
  card: {
    estimate: number;
    info: (s: CommissionService) => ReactNode;
    chipWidth: number;
    chip: (cell: TripDateData | undefined) => ReactNode;
  };
  bulkModal: (p: BulkModalProps) => ReactNode;
  editModal: (p: EditModalProps) => ReactNode;
}

/** The service's first column: a bold line and a dimmed one. */
export function serviceColumn(
  header: string,
  width: number,
  lines: (s: CommissionService) => [string, string],
): Column {
  return {
    key: 'service',
    header,
    width,
    sticky: 'left',
    grow: true,
    render: (s) => {
      const [main, sub] = lines(s);
      return (
        <>
          <Text size="sm" fw={600} lineClamp={1} title={main}>
            {main}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1} title={sub}>
            {sub}
          </Text>
        </>
      );
    },
  };
}

/** Start Time and Bus Type, as both tables show them. */
export function scheduleColumns(intl: IntlShape, widths: { start: number; bus: number }): Column[] {
  return [
    {
      key: 'start',
      header: intl.formatMessage({ id: 'commission.column.startTime', defaultMessage: 'Start Time' }),
      width: widths.start,
      render: (s) => s.startTime,
    },
    {
      key: 'bus',
      header: intl.formatMessage({ id: 'commission.column.busType', defaultMessage: 'Bus Type' }),
      width: widths.bus,
      render: (s) => (
        <Text size="sm" lineClamp={2} title={s.b2cAssetTypeName}>
          {s.b2cAssetTypeName}
        </Text>
      ),
    },
  ];
}

/**
 * The frame of Offline Commission and Offline Seat Fare (part 1 §2, §4, §5): the search, the
 * services of the window as a virtualized grid (desktop) or cards (phone) with row selection,
 * loading / error / empty states, 'N Service Selected' and Bulk Update, the single-edit and bulk
 * modals, and the update with its toasts ('Values Updated'; an answer without rows: 'Something
 * Went Wrong'). Each screen gives its own columns, card lines and modals.
 */
export function PricingScreen(props: PricingScreenProps) {
  const intl = useIntl();
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

  const onSubmit = async (updateObj: ServiceUpdateInput[]) => {
    const updated = await update.mutateAsync(updateObj);
    if (updated.length === 0)
      showToast({
        kind: 'error',
        message: intl.formatMessage(COMMISSION_TEXTS.updateEmpty),
        id: 'pricing-update',
      });
    else
      showToast({
        kind: 'success',
        message: intl.formatMessage(COMMISSION_TEXTS.valuesUpdated),
        id: 'pricing-update',
      });
  };

  const editButton = (s: CommissionService, size?: 'lg') => (
    <ActionIcon
      variant="light"
      size={size}
      aria-label={intl.formatMessage(
        { id: 'commission.pricing.editService', defaultMessage: 'Edit {name}' },
        { name: s.name },
      )}
      onClick={() => setEditing(s)}
    >
      <IconPencil size={size ? 18 : 16} />
    </ActionIcon>
  );

  const columns: Column[] = [
    ...props.columns,
    ...dates.map((d): Column => {
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
        width: props.dateColumn.width,
        align: props.dateColumn.align,
        render: (s) => {
          const cell = s.tripDateWiseData[d];
          return cell ? props.dateColumn.render(cell) : '–';
        },
      };
    }),
    {
      key: 'edit',
      header: intl.formatMessage({ id: 'commission.column.action', defaultMessage: 'Action' }),
      width: ACTION_WIDTH,
      align: 'center',
      sticky: 'right',
      render: (s) => editButton(s),
    },
  ];

  const card = (s: CommissionService) => {
    const checked = selection.selected.has(s._id);
    return (
      <Paper withBorder radius="md" p="sm" bg={checked ? 'var(--oc-selected-bg)' : undefined}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Checkbox
              aria-label={intl.formatMessage(
                { id: 'commission.pricing.selectService', defaultMessage: 'Select {name}' },
                { name: s.name },
              )}
              checked={checked}
              onChange={() => selection.onToggle(s._id)}
              mt={2}
            />
            <div>{props.card.info(s)}</div>
          </Group>
          {editButton(s, 'lg')}
        </Group>
        {/* Reachable by Tab (the arrows scroll it) when its dates are wider than the card. */}
        <ScrollArea
          type="auto"
          mt="xs"
          offsetScrollbars
          viewportProps={{
            tabIndex: 0,
            role: 'group',
            'aria-label': intl.formatMessage(
              { id: 'commission.pricing.datesOf', defaultMessage: 'Dates of {name}' },
              { name: s.name },
            ),
          }}
        >
          <Group gap={6} wrap="nowrap">
            {dates.map((d) => {
              const { weekday, day } = columnDate(d);
              return (
                <Paper key={d} withBorder radius="sm" px={6} py={2} miw={props.card.chipWidth} ta="center">
                  <Text size="10px" c="dimmed">
                    {weekday} {day}
                  </Text>
                  {props.card.chip(s.tripDateWiseData[d])}
                </Paper>
              );
            })}
          </Group>
        </ScrollArea>
      </Paper>
    );
  };

  // Offline commission and seat fares are for GDS accounts: others get the neutral notice.
  const notInModel = notInModelOf(services.error);
  if (notInModel) return <UnavailableState message={notInModel} />;

  const servicesLabel = intl.formatMessage({ id: 'commission.pricing.services', defaultMessage: 'Services' });
  let body: ReactNode;
  if (services.isPending)
    body = (
      <LoadingState
        label={intl.formatMessage({ id: 'commission.pricing.loading', defaultMessage: 'Loading services' })}
      />
    );
  else if (services.isError)
    body = (
      <QueryError
        query={services}
        what={intl.formatMessage({ id: 'commission.pricing.what', defaultMessage: 'your services' })}
      />
    );
  else if (rows.length === 0)
    body = (
      <EmptyState
        message={intl.formatMessage({
          id: 'commission.pricing.empty',
          defaultMessage: 'No services found for this search.',
        })}
      />
    );
  else if (isMobile)
    body = <VirtualCards rows={rows} estimate={props.card.estimate} label={servicesLabel} render={card} />;
  else
    body = (
      <VirtualGrid
        rows={rows}
        columns={columns}
        rowHeight={props.rowHeight}
        maxHeight="max(360px, calc(100vh - 330px))"
        label={servicesLabel}
        selection={selection}
      />
    );

  return (
    <Stack gap="sm">
      {props.header}
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
            {selectionLabel(intl, selection.selected.size)}
          </Text>
          {isMobile && rows.length > 0 && (
            <Button variant="subtle" size="compact-sm" onClick={selection.onToggleAll}>
              {selection.selected.size === rows.length
                ? intl.formatMessage({ id: 'commission.pricing.clearAll', defaultMessage: 'Clear all' })
                : intl.formatMessage({ id: 'commission.pricing.selectAll', defaultMessage: 'Select all' })}
            </Button>
          )}
        </Group>
        <Group gap="xs" wrap="nowrap">
          {props.actions}
          <InfoButton tip={props.bulkTip}>
            <Button
              size={isMobile ? 'xs' : 'sm'}
              onClick={() => setBulk(true)}
              disabled={selection.selected.size === 0}
            >
              {intl.formatMessage(PRICING_TEXTS.bulkUpdate)}
            </Button>
          </InfoButton>
        </Group>
      </Group>
      {rows.length > 0 && props.legend}
      {body}
      {bulk &&
        props.bulkModal({
          services: rows.filter((r) => selection.selected.has(r._id)),
          dates,
          onClose: () => setBulk(false),
          onSubmit,
        })}
      {editing && props.editModal({ service: editing, dates, onClose: () => setEditing(null), onSubmit })}
    </Stack>
  );
}
