import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { sortCabTrips, type CabTrip } from '@oc/contract';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { QueryError } from '../../../components/states/QueryState';
import { EmptyState, LoadingState } from '../../../components/states/States';
import { isMobile } from '../../../lib/device';
import { useTrips } from '../api/get-trips';
import { useAssignDriverFlow } from '../components/AssignDriver';
import { FilterChips, SearchBar, SearchDrawer } from '../components/TripFilters';
import { TripTiles, TripsTable, useTripExportColumns } from '../components/TripList';
import { TableExport } from '../../../components/tables/TableExport';
import {
  EMPTY_FILTERS,
  chipsOf,
  queryOf,
  withoutChip,
  type ChipType,
  type TripFilters,
} from '../lib/filters';
import { useNow } from '../lib/use-now';

/** Trips (/trips, heading Trips; part 2 §2, §4): the cab operator's trips, filters and assignment. */
export default function TripsScreen() {
  const intl = useIntl();
  const [draft, setDraft] = useState<TripFilters>(EMPTY_FILTERS);
  const [applied, setApplied] = useState<TripFilters>(EMPTY_FILTERS);
  // The default window is taken at the moment it is (re)applied, so its query key stays put.
  const [windowAt, setWindowAt] = useState(() => Date.now());
  const [expanded, setExpanded] = useState<string | null>(null);
  const [drawer, setDrawer] = useState(false);
  const now = useNow();
  const chips = chipsOf(applied);
  const trips = useTrips(queryOf(applied, windowAt));
  const assign = useAssignDriverFlow();
  const sorted = useMemo(() => (trips.data ? sortCabTrips(trips.data, now) : []), [trips.data, now]);
  const exportColumns = useTripExportColumns();

  function apply(next: TripFilters) {
    setApplied(next);
    setDraft(next);
    setExpanded(null);
    if (chipsOf(next).length === 0) setWindowAt(Date.now());
  }
  const reset = () => {
    apply(EMPTY_FILTERS);
    setDrawer(false);
  };
  const remove = (type: ChipType) => apply(withoutChip(applied, type));

  let content;
  if (trips.isPending)
    content = (
      <LoadingState
        label={intl.formatMessage({ id: 'cab.trips.loading', defaultMessage: 'Loading trips' })}
      />
    );
  else if (trips.isError)
    content = (
      <QueryError
        query={trips}
        what={intl.formatMessage({ id: 'cab.trips.what', defaultMessage: 'your trips' })}
      />
    );
  else if (sorted.length === 0)
    content = (
      <EmptyState
        message={
          chips.length > 0
            ? intl.formatMessage({ id: 'cab.trips.notFound', defaultMessage: 'Trips Not Found' })
            : intl.formatMessage({ id: 'cab.trips.noTrips', defaultMessage: 'No Trips Assigned' })
        }
      />
    );
  else {
    const props = {
      trips: sorted,
      now,
      expanded,
      onToggle: (id: string) => setExpanded((cur) => (cur === id ? null : id)),
      onAssign: (t: CabTrip) => assign.open(t),
    };
    content = isMobile ? (
      <TripTiles {...props} />
    ) : (
      <Paper withBorder radius="md" p="xs">
        <TripsTable {...props} />
      </Paper>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={2} fz={{ base: 20, sm: 26 }}>
          <FormattedMessage id="cab.trips.title" defaultMessage="Trips" />
        </Title>
        <Group gap="xs">
          <TableExport
            name="cab-trips"
            title={intl.formatMessage({ id: 'cab.trips.title', defaultMessage: 'Trips' })}
            columns={exportColumns}
            rows={sorted}
          />
          {isMobile ? (
            <Button
              variant="default"
              leftSection={<IconSearch size={16} aria-hidden />}
              onClick={() => setDrawer(true)}
            >
              <FormattedMessage id="cab.filters.search" defaultMessage="Search" />
            </Button>
          ) : null}
        </Group>
      </Group>
      {isMobile ? (
        <SearchDrawer
          opened={drawer}
          onClose={() => setDrawer(false)}
          draft={draft}
          onChange={setDraft}
          onSearch={() => {
            apply(draft);
            setDrawer(false);
          }}
          onReset={reset}
        />
      ) : (
        <SearchBar draft={draft} onChange={setDraft} onSearch={() => apply(draft)} onReset={reset} />
      )}
      <FilterChips chips={chips} onRemove={remove} onReset={reset} />
      {content}
      {assign.ui}
    </Stack>
  );
}
