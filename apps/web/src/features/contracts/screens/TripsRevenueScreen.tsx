import { Alert, Box, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { IconAlertTriangle, IconCalendar, IconFileSpreadsheet } from '@tabler/icons-react';
import {
  CONTRACT_TEXTS,
  MONEY_MAX_RANGE_DAYS,
  NOT_PAID_LABELS,
  REVENUE_COLUMNS,
  TRIPS_REVENUE_ACCENT,
  TRIP_REVENUE_AHEAD_DAYS,
  TRIP_REVENUE_HISTORY_DAYS,
  TRIP_STATUS_LABELS,
  addDaysToDate,
  istStartOfDay,
  type TripRevenueExportQuery,
} from '@oc/contract';
import { Suspense, lazy, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ContractWarning, contractWarningOf } from '../../../components/ContractWarning';
import { DownloadButton } from '../../../components/files/DownloadButton';
import { VirtualCards, VirtualGrid, type GridColumn } from '../../../components/tables/VirtualGrid';
import { StatusBadge } from '../../../components/StatusBadge';
import { TableExport, type ExportColumn } from '../../../components/tables/TableExport';
import { notInModelOf } from '../../../components/states/failure';
import { QueryError } from '../../../components/states/QueryState';
import { EmptyState, ErrorState, LoadingState, UnavailableState } from '../../../components/states/States';
import { cappedBounds, refusalMessage, type PickedRange } from '../../../lib/date-range';
import { isMobile } from '../../../lib/device';
import { formatCount, formatDate, formatInr, todayIst } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { apiText } from '../../../i18n/language';
import { useBusRcs } from '../../buses/api/get-bus-rcs';
import { exportTripRevenue } from '../api/export-trip-revenue';
import { useTripRevenueWindow } from '../api/get-trip-revenue';
import colors from '../components/colors.module.css';
import {
  NO_FILTERS,
  filterRevenue,
  revenueDate,
  type KeyedRevenueRow,
  type RevenueFilters,
} from '../lib/filter';

/** A text of the contract (a column's name), in the page's language when drawn. */
function ApiText({ text }: { text: string }) {
  return <>{apiText(text)}</>;
}

/** The screen's accent as the scheme shows it (colors.module.css `.accent`, set on the screen). */
const ACCENT = 'var(--revenue-accent)';

/** Trips and Revenue opens on the last this-many days up to today (the whole year stays loaded). */
const OPEN_ON_DAYS = 30;

const dayStart = (date: string) => istStartOfDay(date).getTime();
const dayEnd = (date: string) => istStartOfDay(addDaysToDate(date, 1)).getTime() - 1;

function StatusCell({ row }: { row: KeyedRevenueRow }) {
  const tone =
    row.tripStatus === 'COMPLETED' ? 'positive' : row.tripStatus === 'CANCELLED' ? 'negative' : 'info';
  return <StatusBadge tone={tone}>{apiText(TRIP_STATUS_LABELS[row.tripStatus])}</StatusBadge>;
}

/** A trip the weekly statement will not pay (its date outside the contract) says so under its service. */
function NotPaidNote({ row }: { row: KeyedRevenueRow }) {
  if (!row.notPaidReason) return null;
  return (
    <Text size="xs" className={colors.notPaid} fw={600} lh={1.2} data-testid="not-paid">
      <FormattedMessage
        id="contracts.revenue.notPaid"
        defaultMessage="{reason} · not paid"
        values={{ reason: apiText(NOT_PAID_LABELS[row.notPaidReason]) }}
      />
    </Text>
  );
}

const COLUMNS: GridColumn<KeyedRevenueRow>[] = [
  {
    key: 'service',
    header: <ApiText text={REVENUE_COLUMNS[0]} />,
    width: 210,
    grow: true,
    sticky: 'left',
    render: (r) => (
      <>
        <Text size="sm" lineClamp={1} title={r.serviceName}>
          {r.serviceName}
        </Text>
        <NotPaidNote row={r} />
      </>
    ),
  },
  {
    key: 'date',
    header: <ApiText text={REVENUE_COLUMNS[1]} />,
    width: 96,
    render: (r) => revenueDate(r.tripDate),
  },
  {
    key: 'status',
    header: <ApiText text={REVENUE_COLUMNS[2]} />,
    width: 108,
    render: (r) => <StatusCell row={r} />,
  },
  { key: 'rc', header: <ApiText text={REVENUE_COLUMNS[3]} />, width: 110, render: (r) => r.busRc ?? '–' },
  {
    key: 'type',
    header: <ApiText text={REVENUE_COLUMNS[4]} />,
    width: 170,
    render: (r) => (
      <Text size="xs" lineClamp={2} title={r.busType}>
        {r.busType}
      </Text>
    ),
  },
  {
    key: 'seats',
    header: <ApiText text={REVENUE_COLUMNS[5]} />,
    width: 70,
    align: 'right',
    render: (r) => formatCount(r.seatsSold),
  },
  {
    key: 'revenue',
    header: <ApiText text={REVENUE_COLUMNS[6]} />,
    width: 120,
    align: 'right',
    render: (r) => formatInr(r.revenue),
  },
  {
    key: 'cancellation',
    header: <ApiText text={REVENUE_COLUMNS[7]} />,
    width: 116,
    align: 'right',
    render: (r) => formatInr(r.cancellationCharge),
  },
];

/** The table as shown, for CSV and Excel (issue 41): its columns, in the page's language. */
const EXPORT_COLUMNS: ExportColumn<KeyedRevenueRow>[] = [
  { label: REVENUE_COLUMNS[0], value: (r) => r.serviceName },
  { label: REVENUE_COLUMNS[1], value: (r) => revenueDate(r.tripDate) },
  { label: REVENUE_COLUMNS[2], value: (r) => apiText(TRIP_STATUS_LABELS[r.tripStatus]) },
  { label: REVENUE_COLUMNS[3], value: (r) => r.busRc ?? '–' },
  { label: REVENUE_COLUMNS[4], value: (r) => r.busType },
  { label: REVENUE_COLUMNS[5], kind: 'number', value: (r) => r.seatsSold },
  { label: REVENUE_COLUMNS[6], kind: 'money', value: (r) => r.revenue },
  { label: REVENUE_COLUMNS[7], kind: 'money', value: (r) => r.cancellationCharge },
];

function RevenueCard({ row }: { row: KeyedRevenueRow }) {
  const fields: [string, string][] = [
    [REVENUE_COLUMNS[1], revenueDate(row.tripDate)],
    [REVENUE_COLUMNS[3], row.busRc ?? '–'],
    [REVENUE_COLUMNS[4], row.busType],
    [REVENUE_COLUMNS[5], formatCount(row.seatsSold)],
    [REVENUE_COLUMNS[6], formatInr(row.revenue)],
    [REVENUE_COLUMNS[7], formatInr(row.cancellationCharge)],
  ];
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" fw={600} lineClamp={1}>
            {row.serviceName}
          </Text>
          <StatusCell row={row} />
        </Group>
        <NotPaidNote row={row} />
        <SimpleGrid cols={2} spacing={4} verticalSpacing={2}>
          {fields.map(([label, value]) => (
            <Box key={label} style={{ display: 'contents' }}>
              <Text size="xs" c="dimmed">
                {apiText(label)}
              </Text>
              <Text size="xs" ta="right">
                {value}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/**
 * The services whose contract has expired or ends within 14 days, from the loaded rows (each carries
 * its contract's last day): one warning line each above the table.
 */
function ContractAlerts({ rows, today }: { rows: readonly KeyedRevenueRow[]; today: string }) {
  const services = new Map<string, { name: string; validTo: string }>();
  for (const r of rows)
    if (r.contractValidTo && !services.has(r.serviceId))
      services.set(r.serviceId, { name: r.serviceName, validTo: r.contractValidTo });
  const warned = [...services.values()]
    .map((s) => ({ ...s, warning: contractWarningOf(s.validTo, today) }))
    .filter((s) => s.warning !== null)
    .sort((a, b) => a.validTo.localeCompare(b.validTo));
  if (warned.length === 0) return null;
  const expired = warned.some((s) => s.warning?.tone === 'negative');
  return (
    <Alert
      color={expired ? 'red' : 'yellow'}
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      data-testid="contract-alerts"
      p="sm"
    >
      <Stack gap={4}>
        {warned.map((s) => (
          <Group key={s.name} gap={8} wrap={isMobile ? 'wrap' : 'nowrap'} align="center">
            <Group w={isMobile ? undefined : 200} justify="flex-start" style={{ flexShrink: 0 }}>
              <ContractWarning validTo={s.validTo} today={today} />
            </Group>
            <Text size="sm">
              {s.warning?.tone === 'negative' ? (
                <FormattedMessage
                  id="contracts.revenue.contractEnded"
                  defaultMessage="{service}: ended {date}; its trips since then are not paid in the weekly statement."
                  values={{ service: s.name, date: formatDate(s.validTo) }}
                />
              ) : (
                <FormattedMessage
                  id="contracts.revenue.contractEnds"
                  defaultMessage="{service}: ends {date}; trips after that day will not be paid."
                  values={{ service: s.name, date: formatDate(s.validTo) }}
                />
              )}
            </Text>
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}

const ServiceWeeksChart = lazy(() => import('../components/ServiceWeeksChart'));
/**
 * Trips and Revenue (/tripsRevenue; part 2 §2, §3 Revenue row, §4, §8, §9). Loads a year of trips
 * (and the scheduled ones ahead) once; the service, RC and date filters combine on the client. It
 * opens on the last OPEN_ON_DAYS days up to today, scrolled to the newest trips (rows stay in
 * ascending date order). The table is virtualized, so a year of rows stays smooth.
 */
export default function TripsRevenueScreen() {
  const intl = useIntl();
  const listName = intl.formatMessage({ id: 'contracts.revenue.list', defaultMessage: 'Trips and revenue' });
  const chartTitle = intl.formatMessage({
    id: 'contracts.revenue.chartTitle',
    defaultMessage: 'Revenue per service per week',
  });
  const [today] = useState(todayIst);
  const windowFrom = addDaysToDate(today, -TRIP_REVENUE_HISTORY_DAYS);
  const windowTo = addDaysToDate(today, TRIP_REVENUE_AHEAD_DAYS);
  const revenue = useTripRevenueWindow(dayStart(windowFrom), dayEnd(windowTo));
  const rcs = useBusRcs();
  const openFrom = addDaysToDate(today, -(OPEN_ON_DAYS - 1));
  const [filters, setFilters] = useState<RevenueFilters>({ ...NO_FILTERS, from: openFrom, to: today });
  // The picker's own value: one end picked shows in it before the range applies.
  const [picked, setPicked] = useState<PickedRange>([openFrom, today]);

  const loaded = revenue.data;
  useEffect(() => {
    if (loaded?.length === 0)
      showToast({ kind: 'info', message: CONTRACT_TEXTS.noRevenue, id: 'no-revenue' });
  }, [loaded]);
  useEffect(() => {
    if (rcs.data?.length === 0) showToast({ kind: 'info', message: CONTRACT_TEXTS.noRc, id: 'no-rc' });
  }, [rcs.data]);

  const rows = useMemo(() => filterRevenue(loaded ?? [], filters), [loaded, filters]);
  // The table ends at the bottom of the window (whatever stands above it), so the newest trips it
  // opens on are in view without scrolling the page.
  const gridRef = useRef<HTMLDivElement>(null);
  const [gridMaxHeight, setGridMaxHeight] = useState('calc(100vh - 300px)');
  useLayoutEffect(() => {
    const el = gridRef.current;
    if (!el) return;
    const top = el.getBoundingClientRect().top + window.scrollY;
    setGridMaxHeight(`max(288px, calc(100vh - ${Math.round(top) + 24}px))`);
  }, [rows, revenue.isSuccess]);
  const serviceNames = useMemo(() => [...new Set((loaded ?? []).map((r) => r.serviceName))].sort(), [loaded]);
  const totals = useMemo(
    () => ({
      seats: rows.reduce((n, r) => n + r.seatsSold, 0),
      revenue: Math.round(rows.reduce((n, r) => n + r.revenue, 0) * 100) / 100,
    }),
    [rows],
  );

  // A window the server refuses (over MONEY_MAX_RANGE_DAYS, 400): its own sentence, not a failure.
  const refused = refusalMessage(revenue.error);
  const refusal = refused === null ? null : apiText(refused);
  const notInModel = notInModelOf(revenue.error);
  if (notInModel) return <UnavailableState message={notInModel} />;

  function onRange(value: DatesRangeValue<string>) {
    const [from, to] = value;
    setPicked([from, to]);
    // One end picked: wait for the other; cleared: every date.
    if ((from && to) || (!from && !to)) setFilters((f) => ({ ...f, from, to }));
  }

  /** The export's query: the table's filters (service id, RC, trip-date window). */
  function exportQuery(): TripRevenueExportQuery {
    const serviceId = rows[0]?.serviceId;
    return {
      fromDate: dayStart(filters.from ?? windowFrom),
      toDate: dayEnd(filters.to ?? windowTo),
      ...(filters.rc ? { rc: filters.rc } : {}),
      ...(filters.serviceName && serviceId ? { serviceId } : {}),
    };
  }

  // Revenue per service per week: under the desktop table (which ends at the window's bottom on the
  // newest trips), above the phone's cards.
  const serviceWeeks =
    revenue.isSuccess && rows.length > 0 ? (
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="xs">
          <Text fw={600}>{chartTitle}</Text>
          <Suspense fallback={<LoadingState label={chartTitle} h={260} />}>
            <ServiceWeeksChart rows={rows} title={chartTitle} />
          </Suspense>
        </Stack>
      </Paper>
    ) : null;

  let content;
  if (revenue.isPending)
    content = (
      <LoadingState
        label={intl.formatMessage({
          id: 'contracts.revenue.loading',
          defaultMessage: 'Loading trips and revenue',
        })}
      />
    );
  else if (refusal)
    content = (
      <ErrorState
        title={intl.formatMessage({
          id: 'contracts.revenue.loadFailed',
          defaultMessage: "We couldn't load your trips and revenue.",
        })}
        message={refusal}
      />
    );
  else if (revenue.isError)
    content = (
      <QueryError
        query={revenue}
        what={intl.formatMessage({ id: 'contracts.revenue.what', defaultMessage: 'your trips and revenue' })}
      />
    );
  else if (rows.length === 0) content = <EmptyState message={apiText(CONTRACT_TEXTS.noRevenue)} />;
  else if (isMobile)
    content = (
      <VirtualCards
        rows={rows}
        estimate={150}
        label={listName}
        render={(r) => <RevenueCard row={r} />}
        startAtEnd
      />
    );
  else
    content = (
      <Paper ref={gridRef} withBorder radius="md" style={{ overflow: 'hidden' }}>
        <VirtualGrid
          rows={rows}
          columns={COLUMNS}
          rowHeight={48}
          maxHeight={gridMaxHeight}
          label={listName}
          startAtEnd
        />
      </Paper>
    );

  return (
    <Stack
      gap="md"
      data-accent={TRIPS_REVENUE_ACCENT}
      className={colors.accent}
      style={{ '--accent': TRIPS_REVENUE_ACCENT }}
    >
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="sm" align="center">
          <Title order={2} fz={{ base: 20, sm: 26 }} c={ACCENT}>
            <FormattedMessage id="contracts.revenue.title" defaultMessage="Trips and Revenue" />
          </Title>
          <TableExport
            name="trips-and-revenue"
            title={listName}
            columns={EXPORT_COLUMNS.map((c) => ({ ...c, label: apiText(c.label) }))}
            rows={rows}
          />
        </Group>
        <DownloadButton
          download={(onProgress) => exportTripRevenue({ query: exportQuery(), onProgress })}
          progressLabel={intl.formatMessage({
            id: 'contracts.revenue.exporting',
            defaultMessage: 'Exporting trips and revenue',
          })}
          caption={intl.formatMessage({
            id: 'contracts.revenue.exportCaption',
            defaultMessage: 'Exporting…',
          })}
          failure={{
            title: intl.formatMessage({
              id: 'contracts.revenue.exportFailed',
              defaultMessage: 'Export failed',
            }),
            id: 'revenue-export',
          }}
          w={isMobile ? '100%' : 190}
          color={ACCENT}
          variant="light"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          disabled={rows.length === 0}
          fullWidth
        >
          <FormattedMessage id="contracts.revenue.export" defaultMessage="Export to Excel" />
        </DownloadButton>
      </Group>
      <Paper withBorder radius="md" p="sm" style={{ borderTop: `3px solid ${ACCENT}` }}>
        <SimpleGrid cols={isMobile ? 1 : 3} spacing="sm">
          <Select
            label={intl.formatMessage({ id: 'contracts.filter.serviceName', defaultMessage: 'Service name' })}
            placeholder={intl.formatMessage({
              id: 'contracts.filter.allServices',
              defaultMessage: 'All services',
            })}
            data={serviceNames}
            value={filters.serviceName}
            onChange={(serviceName) => setFilters((f) => ({ ...f, serviceName }))}
            searchable
            clearable
            nothingFoundMessage={apiText(CONTRACT_TEXTS.noService)}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={intl.formatMessage({ id: 'contracts.filter.busRc', defaultMessage: 'Bus RC' })}
            placeholder={intl.formatMessage({ id: 'contracts.filter.allBuses', defaultMessage: 'All buses' })}
            data={(rcs.data ?? []).map((b) => b.rc)}
            value={filters.rc}
            onChange={(rc) => setFilters((f) => ({ ...f, rc }))}
            searchable
            clearable
            nothingFoundMessage={apiText(CONTRACT_TEXTS.noRc)}
            comboboxProps={{ withinPortal: true }}
          />
          <DatePickerInput
            type="range"
            label={intl.formatMessage({ id: 'contracts.filter.tripDates', defaultMessage: 'Trip dates' })}
            placeholder={intl.formatMessage({
              id: 'contracts.filter.tripDatesPlaceholder',
              defaultMessage: 'YYYY/MM/DD – YYYY/MM/DD',
            })}
            valueFormat="YYYY/MM/DD"
            value={picked}
            onChange={onRange}
            clearable
            clearButtonProps={{
              'aria-label': intl.formatMessage({
                id: 'contracts.filter.clearTripDates',
                defaultMessage: 'Clear trip dates',
              }),
            }}
            allowSingleDateInRange
            // Within the loaded window, and no longer than the server answers (as DateRangeFilter).
            {...cappedBounds(picked, MONEY_MAX_RANGE_DAYS, { minDate: windowFrom, maxDate: windowTo })}
            leftSection={<IconCalendar size={16} aria-hidden />}
            popoverProps={{ withinPortal: true, returnFocus: true }}
            data-testid="revenue-range"
          />
        </SimpleGrid>
        {revenue.isSuccess ? (
          <Text size="sm" c="dimmed" mt="xs" data-testid="revenue-totals">
            <FormattedMessage
              id="contracts.revenue.totals"
              defaultMessage="{trips} trips · {seats} seats sold · {revenue} revenue"
              values={{
                trips: formatCount(rows.length),
                seats: formatCount(totals.seats),
                revenue: formatInr(totals.revenue),
              }}
            />
          </Text>
        ) : null}
      </Paper>
      {revenue.isSuccess ? <ContractAlerts rows={rows} today={today} /> : null}
      {isMobile ? serviceWeeks : null}
      {content}
      {isMobile ? null : serviceWeeks}
    </Stack>
  );
}
