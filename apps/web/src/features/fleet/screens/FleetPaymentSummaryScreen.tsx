import { Badge, Button, CloseButton, Group, Loader, Paper, Pill, Stack, Text, Title } from '@mantine/core';
import { FLEET_TEXTS, fleetEndpoints, type FleetSummary } from '@oc/contract';
import { IconAdjustmentsHorizontal, IconFileSpreadsheet } from '@tabler/icons-react';
import { Suspense, lazy, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DownloadButton } from '../../../components/files/DownloadButton';
import { ModelGate } from '../../../components/states/ModelGate';
import { QueryError } from '../../../components/states/QueryState';
import { EmptyState, LoadingState } from '../../../components/states/States';
import { apiText } from '../../../i18n/language';
import { isMobile } from '../../../lib/device';
import { formatDayMonthYear } from '../../../lib/format';
import { exportFleetSummary } from '../api/export-fleet-summary';
import { useFleetSummary, useMarkSummariesStale } from '../api/get-fleet-summary';
import { FilterBar } from '../components/FilterBar';
import { FiltersDrawer } from '../components/FiltersDrawer';
import { StatCards } from '../components/StatCards';
import { TripContractsTable, TripTiles } from '../components/TripContracts';
import {
  chipsOf,
  defaultFilters,
  isFiltered,
  istDate,
  toQuery,
  withoutChip,
  type FleetFilters,
} from '../lib/filters';

const EarningsChart = lazy(() => import('../components/EarningsChart'));
const RouteEarningsChart = lazy(() => import('../components/RouteEarningsChart'));

/** 'Showing results for 4 Mar 2026 - 10 Mar 2026': the range the server answered for. */
function rangeText(s: FleetSummary): string {
  return `${formatDayMonthYear(istDate(s.fromDate))} - ${formatDayMonthYear(istDate(s.toDate))}`;
}

/** Fleet payment summary (/fmlmPaymentSummary; part 2 §2, §4). CABOWNER accounts only. */
export default function FleetPaymentSummaryScreen() {
  return (
    <ModelGate endpoint={fleetEndpoints.summary}>
      <FleetPaymentSummary />
    </ModelGate>
  );
}

function FleetPaymentSummary() {
  const intl = useIntl();
  const [draft, setDraft] = useState<FleetFilters>(() => defaultFilters());
  const [applied, setApplied] = useState<FleetFilters>(() => defaultFilters());
  const [drawer, setDrawer] = useState(false);
  const query = toQuery(applied);
  const summary = useFleetSummary(query);
  const markStale = useMarkSummariesStale();

  const apply = (next: FleetFilters) => {
    void markStale();
    setDraft(next);
    setApplied(next);
  };
  const reset = () => apply(defaultFilters());
  // The route type's chip in the page's language (the cities' chip holds names, the asset type's a value).
  const chips = chipsOf(applied).map((c) => (c.kind === 'routeType' ? { ...c, label: apiText(c.label) } : c));

  let content;
  if (summary.isPending) {
    content = (
      <LoadingState
        label={intl.formatMessage({
          id: 'fleet.summary.loading',
          defaultMessage: 'Loading the payment summary',
        })}
      />
    );
  } else if (summary.isError) {
    content = (
      <QueryError
        query={summary}
        what={intl.formatMessage({ id: 'fleet.summary.what', defaultMessage: 'the payment summary' })}
      />
    );
  } else {
    const s = summary.data;
    content = (
      <Stack gap="md" style={{ opacity: summary.isPlaceholderData ? 0.6 : 1 }} aria-busy={summary.isFetching}>
        <StatCards summary={s} />
        {s.tripContracts.length === 0 ? (
          <EmptyState message={apiText(isFiltered(applied) ? FLEET_TEXTS.notFound : FLEET_TEXTS.noTrips)} />
        ) : (
          <>
            <Paper withBorder radius="md" p="sm">
              <Text size="sm" fw={600} mb="xs">
                <FormattedMessage id="fleet.chart.title" defaultMessage="Earnings per day" />
              </Text>
              {s.totalEarnings > 0 ? (
                <Suspense
                  fallback={
                    <Loader
                      size="sm"
                      aria-label={intl.formatMessage({
                        id: 'fleet.chart.loading',
                        defaultMessage: 'Loading the chart',
                      })}
                    />
                  }
                >
                  <EarningsChart days={s.days} />
                </Suspense>
              ) : (
                <Text size="sm" c="dimmed" data-testid="fleet-no-earnings">
                  <FormattedMessage
                    id="fleet.chart.noEarnings"
                    defaultMessage="No earnings in this range yet: no trip here has started under a valid contract."
                  />
                </Text>
              )}
            </Paper>
            {s.totalEarnings > 0 ? (
              <Paper withBorder radius="md" p="sm">
                <Text size="sm" fw={600} mb="xs">
                  <FormattedMessage id="fleet.routes.title" defaultMessage="Earnings per route" />
                </Text>
                <Suspense fallback={null}>
                  <RouteEarningsChart trips={s.tripContracts} />
                </Suspense>
              </Paper>
            ) : null}
            {isMobile ? (
              <TripTiles trips={s.tripContracts} />
            ) : (
              <Paper withBorder radius="md" p="xs">
                <Text size="xs" c="dimmed" px="xs" pb={4} data-testid="fleet-range">
                  <FormattedMessage
                    id="fleet.summary.tripsStarting"
                    defaultMessage="Trips starting {range}"
                    values={{ range: rangeText(s) }}
                  />
                </Text>
                <TripContractsTable trips={s.tripContracts} />
              </Paper>
            )}
          </>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={2} fz={{ base: 20, sm: 26 }}>
            {apiText(FLEET_TEXTS.title)}
          </Title>
          {isMobile && summary.data ? (
            <Text size="sm" c="dimmed" data-testid="fleet-showing">
              <FormattedMessage
                id="fleet.summary.showing"
                defaultMessage="Showing results for {range}"
                values={{ range: rangeText(summary.data) }}
              />
            </Text>
          ) : null}
        </Stack>
        <Group gap="xs">
          {isMobile ? (
            <Button
              variant="default"
              leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
              rightSection={
                chips.length > 0 ? (
                  <Badge size="sm" circle>
                    {chips.length}
                  </Badge>
                ) : null
              }
              onClick={() => setDrawer(true)}
            >
              <FormattedMessage id="fleet.filters.title" defaultMessage="Filters" />
            </Button>
          ) : null}
          {summary.data && summary.data.tripContracts.length > 0 ? (
            <ExportButton query={query} summary={summary.data} />
          ) : null}
        </Group>
      </Group>
      {isMobile ? (
        <>
          {chips.length > 0 ? (
            <Group gap="xs" data-testid="fleet-chips">
              {chips.map((c) => (
                <Pill key={c.kind} size="md" pr={4}>
                  <Group gap={2} wrap="nowrap">
                    {c.label}
                    <CloseButton
                      size="sm"
                      aria-label={intl.formatMessage(
                        { id: 'fleet.filters.removeChip', defaultMessage: 'Remove filter {filter}' },
                        { filter: c.label },
                      )}
                      onClick={() => apply(withoutChip(applied, c.kind))}
                    />
                  </Group>
                </Pill>
              ))}
              <Button variant="subtle" size="compact-sm" onClick={reset}>
                <FormattedMessage id="fleet.filters.reset" defaultMessage="Reset" />
              </Button>
            </Group>
          ) : null}
          <FiltersDrawer
            opened={drawer}
            applied={applied}
            onClose={() => setDrawer(false)}
            onApply={(next) => {
              apply(next);
              setDrawer(false);
            }}
          />
        </>
      ) : (
        <FilterBar value={draft} onChange={setDraft} onSearch={() => apply(draft)} onReset={reset} />
      )}
      {content}
    </Stack>
  );
}

/** 'Export to Excel': the table as filtered, built by the server; a progress bar while it comes. */
function ExportButton({ query, summary }: { query: ReturnType<typeof toQuery>; summary: FleetSummary }) {
  const intl = useIntl();
  return (
    <DownloadButton
      download={(onProgress) =>
        exportFleetSummary({
          query,
          range: { fromDate: summary.fromDate, toDate: summary.toDate },
          onProgress,
        })
      }
      progressLabel={intl.formatMessage({
        id: 'fleet.export.progress',
        defaultMessage: 'Downloading the Excel file',
      })}
      failure={{
        title: intl.formatMessage({ id: 'fleet.export.failed', defaultMessage: 'Export failed' }),
        id: 'fleet-export',
      }}
      w={isMobile ? undefined : 180}
      variant="default"
      leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
    >
      {isMobile ? (
        <FormattedMessage id="fleet.export.short" defaultMessage="Export" />
      ) : (
        <FormattedMessage id="fleet.export.button" defaultMessage="Export to Excel" />
      )}
    </DownloadButton>
  );
}
