import {
  Anchor,
  Box,
  Button,
  Collapse,
  Divider,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { marshalNames, type CabBooking, type CabTrip } from '@oc/contract';
import { Fragment } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/StatusBadge';
import type { ExportColumn } from '../../../components/tables/TableExport';
import { formatDateIst, formatTimeIst } from '../../../lib/format';
import colors from './colors.module.css';
import { AssignCell, tripDetailsHref } from './DriverInfo';

interface ListProps {
  trips: CabTrip[];
  now: number;
  expanded: string | null;
  onToggle: (id: string) => void;
  onAssign: (trip: CabTrip) => void;
}

const confirmedOf = (t: CabTrip) => t.bookings.filter((b) => b.status === 'CONFIRMED');

function route(t: CabTrip): string {
  return `${t.from} - ${t.to}`;
}

/** '2 bookings · 1 cancelled': the confirmed bookings, and the cancelled ones the row expands to. */
export function bookingsLabel(trip: CabTrip, intl: IntlShape): string {
  const count = confirmedOf(trip).length;
  const cancelled = trip.bookings.length - count;
  return cancelled > 0
    ? intl.formatMessage(
        {
          id: 'cab.trips.bookingsCancelled',
          defaultMessage: '{count, plural, one {# booking} other {# bookings}} · {cancelled} cancelled',
        },
        { count, cancelled },
      )
    : intl.formatMessage(
        { id: 'cab.trips.bookings', defaultMessage: '{count, plural, one {# booking} other {# bookings}}' },
        { count },
      );
}

/** The trips table's columns as a file holds them (components/tables/TableExport). */
export function useTripExportColumns(): ExportColumn<CabTrip>[] {
  const intl = useIntl();
  return [
    { label: intl.formatMessage({ id: 'cab.trip.route', defaultMessage: 'Route' }), value: route },
    {
      label: intl.formatMessage({ id: 'cab.trip.tripId', defaultMessage: 'Trip ID' }),
      value: (t) => t.groupCode,
    },
    {
      label: intl.formatMessage({ id: 'cab.trips.startTimeDate', defaultMessage: 'Start Time & Date' }),
      value: (t) => `${formatTimeIst(t.startTime)} ${formatDateIst(t.startTime)}`,
    },
    {
      label: intl.formatMessage({ id: 'cab.trips.bookingsColumn', defaultMessage: 'Bookings' }),
      value: (t) => bookingsLabel(t, intl),
    },
    {
      label: intl.formatMessage({ id: 'cab.trips.marshal', defaultMessage: 'Marshal' }),
      value: (t) => marshalNames(t).join(', ') || '-',
    },
    {
      label: intl.formatMessage({ id: 'cab.trip.assetType', defaultMessage: 'Asset Type' }),
      value: (t) => t.seater || '-',
    },
    {
      label: intl.formatMessage({ id: 'cab.assign.driverName', defaultMessage: 'Driver Name' }),
      value: (t) => t.driverName ?? '',
    },
    {
      label: intl.formatMessage({ id: 'cab.assign.driverMobile', defaultMessage: 'Driver Mobile Number' }),
      value: (t) => t.driverMobileNo ?? '',
    },
    {
      label: intl.formatMessage({ id: 'cab.assign.rcNumber', defaultMessage: 'RC Number' }),
      value: (t) => t.rcNumber ?? '',
    },
  ];
}

function BookingsToggle({ trip, open, onToggle }: { trip: CabTrip; open: boolean; onToggle: () => void }) {
  const intl = useIntl();
  return (
    <UnstyledButton
      onClick={onToggle}
      aria-expanded={open}
      // The name starts with what the button shows ('3 bookings'); aria-expanded says shown or not.
      aria-label={intl.formatMessage(
        { id: 'cab.trips.bookingsOf', defaultMessage: '{bookings} of {trip}' },
        { bookings: bookingsLabel(trip, intl), trip: trip.groupCode },
      )}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}
    >
      <Text size="sm" fw={600} c="brand" data-testid="trip-bookings-count">
        {bookingsLabel(trip, intl)}
      </Text>
      {open ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />}
    </UnstyledButton>
  );
}

/** One trip's bookings (the expanded row): name, seats, status, pickup and drop. */
function BookingDetails({ bookings }: { bookings: CabBooking[] }) {
  if (bookings.length === 0)
    return (
      <Text size="sm" c="dimmed">
        <FormattedMessage id="cab.trips.noBookings" defaultMessage="No bookings on this trip." />
      </Text>
    );
  return (
    <Stack gap={6}>
      {bookings.map((b) => (
        <Group
          key={b._id}
          gap="md"
          wrap="wrap"
          justify="space-between"
          align="flex-start"
          data-testid="trip-booking"
        >
          <Box miw={160}>
            <Text size="sm" fw={600}>
              {b.name}
            </Text>
            <Text size="xs" c="dimmed">
              <FormattedMessage
                id="cab.seats"
                defaultMessage="{count, plural, one {# seat} other {# seats}}"
                values={{ count: b.noOfSeats }}
              />
            </Text>
          </Box>
          <Box miw={180} style={{ flex: 1 }}>
            <Text size="xs" c="dimmed">
              <FormattedMessage
                id="cab.booking.pickup"
                defaultMessage="Pickup · {time}"
                values={{ time: formatTimeIst(b.fromStationDate) }}
              />
            </Text>
            <Text size="sm">{b.fromStation.name}</Text>
          </Box>
          <Box miw={180} style={{ flex: 1 }}>
            <Text size="xs" c="dimmed">
              <FormattedMessage
                id="cab.booking.drop"
                defaultMessage="Drop · {time}"
                values={{ time: formatTimeIst(b.toStationDate) }}
              />
            </Text>
            <Text size="sm">{b.toStation.name}</Text>
          </Box>
          <StatusBadge tone={b.status === 'CONFIRMED' ? 'positive' : 'neutral'}>
            {b.status === 'CONFIRMED' ? (
              <FormattedMessage id="cab.booking.confirmed" defaultMessage="Confirmed" />
            ) : (
              <FormattedMessage id="cab.booking.cancelled" defaultMessage="Cancelled" />
            )}
          </StatusBadge>
        </Group>
      ))}
    </Stack>
  );
}

function MarshalText({ trip }: { trip: CabTrip }) {
  const names = marshalNames(trip);
  return names.length > 0 ? (
    <Text size="sm">{names.join(', ')}</Text>
  ) : (
    <Text size="sm" c="dimmed">
      <FormattedMessage id="cab.na" defaultMessage="N.A" />
    </Text>
  );
}

/**
 * Where the past trips start in the list (sortCabTrips puts upcoming first): the index of the first
 * trip that started before `now`, or -1 when none did.
 */
export function firstPastIndex(trips: readonly Pick<CabTrip, 'startTime'>[], now: number): number {
  return trips.findIndex((t) => t.startTime < now);
}

/** The marker between upcoming and past trips (issue 41). */
function PastMarker() {
  const intl = useIntl();
  return (
    <Divider
      label={intl.formatMessage({ id: 'cab.trips.pastMarker', defaultMessage: 'Started earlier' })}
      labelPosition="center"
      role="separator"
      aria-label={intl.formatMessage({
        id: 'cab.trips.pastMarkerLabel',
        defaultMessage: 'Trips below have already started',
      })}
    />
  );
}

/** Desktop: Route, Trip ID, Start Time & Date, Bookings, Marshal, Asset Type, Assign (part 2 §2). */
export function TripsTable({ trips, now, expanded, onToggle, onAssign }: ListProps) {
  const pastAt = firstPastIndex(trips, now);
  return (
    <Table.ScrollContainer minWidth={920}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <FormattedMessage id="cab.trip.route" defaultMessage="Route" />
            </Table.Th>
            <Table.Th>
              <FormattedMessage id="cab.trip.tripId" defaultMessage="Trip ID" />
            </Table.Th>
            <Table.Th w={130}>
              <FormattedMessage id="cab.trips.startTimeDate" defaultMessage="Start Time & Date" />
            </Table.Th>
            <Table.Th>
              <FormattedMessage id="cab.trips.bookingsColumn" defaultMessage="Bookings" />
            </Table.Th>
            <Table.Th>
              <FormattedMessage id="cab.trips.marshal" defaultMessage="Marshal" />
            </Table.Th>
            <Table.Th>
              <FormattedMessage id="cab.trip.assetType" defaultMessage="Asset Type" />
            </Table.Th>
            <Table.Th w={160}>
              <FormattedMessage id="cab.trips.assignColumn" defaultMessage="Assign" />
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {trips.map((t, i) => {
            const open = expanded === t.id;
            return [
              i === pastAt ? (
                <Table.Tr key="past-marker" data-testid="trips-past-marker">
                  <Table.Td colSpan={7} py={6}>
                    <PastMarker />
                  </Table.Td>
                </Table.Tr>
              ) : null,
              <Table.Tr key={t.id} data-trip={t.groupCode}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {route(t)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={tripDetailsHref(t.id)} ff="monospace" fw={700} size="sm">
                    {t.groupCode}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatTimeIst(t.startTime)}</Text>
                  <Text size="xs" c="dimmed">
                    {formatDateIst(t.startTime)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <BookingsToggle trip={t} open={open} onToggle={() => onToggle(t.id)} />
                </Table.Td>
                <Table.Td>
                  <MarshalText trip={t} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{t.seater || '-'}</Text>
                </Table.Td>
                <Table.Td>
                  <AssignCell trip={t} now={now} onAssign={onAssign} />
                </Table.Td>
              </Table.Tr>,
              open ? (
                <Table.Tr key={`${t.id}-bookings`} bg="var(--oc-muted-bg)">
                  <Table.Td colSpan={7}>
                    <BookingDetails bookings={t.bookings} />
                  </Table.Td>
                </Table.Tr>
              ) : null,
            ];
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Mobile: one tile per trip with 'View Details' (part 2 §2). */
export function TripTiles({ trips, now, expanded, onToggle, onAssign }: ListProps) {
  const pastAt = firstPastIndex(trips, now);
  return (
    <Stack gap="sm">
      {trips.map((t, i) => {
        const open = expanded === t.id;
        return (
          <Fragment key={t.id}>
            {i === pastAt ? (
              <div data-testid="trips-past-marker">
                <PastMarker />
              </div>
            ) : null}
            <Paper withBorder radius="md" p="sm" data-trip={t.groupCode}>
              <Stack gap={6}>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Box miw={0}>
                    <Text size="xs" c="dimmed">
                      <FormattedMessage id="cab.trip.tripId" defaultMessage="Trip ID" />
                    </Text>
                    <Text ff="monospace" fw={700} size="sm">
                      {t.groupCode}
                    </Text>
                  </Box>
                  <Box ta="right">
                    <Text size="sm" fw={600}>
                      {formatTimeIst(t.startTime)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatDateIst(t.startTime)}
                    </Text>
                  </Box>
                </Group>
                <Text fw={600}>{route(t)}</Text>
                <Group gap="lg" wrap="wrap">
                  <Box>
                    <Text size="xs" c="dimmed">
                      <FormattedMessage id="cab.trip.assetType" defaultMessage="Asset Type" />
                    </Text>
                    <Text size="sm">{t.seater || '-'}</Text>
                  </Box>
                  <Box>
                    <Text size="xs" c="dimmed">
                      <FormattedMessage id="cab.trips.marshal" defaultMessage="Marshal" />
                    </Text>
                    <MarshalText trip={t} />
                  </Box>
                </Group>
                <Group justify="space-between" align="center" wrap="wrap" gap="xs">
                  <BookingsToggle trip={t} open={open} onToggle={() => onToggle(t.id)} />
                  <AssignCell trip={t} now={now} onAssign={onAssign} />
                </Group>
                <Collapse expanded={open}>
                  <Box pt="xs" className={colors.dividerTop}>
                    <BookingDetails bookings={t.bookings} />
                  </Box>
                </Collapse>
                <Button component={Link} to={tripDetailsHref(t.id)} variant="light" fullWidth size="sm">
                  <FormattedMessage id="cab.trips.viewDetails" defaultMessage="View Details" />
                </Button>
              </Stack>
            </Paper>
          </Fragment>
        );
      })}
    </Stack>
  );
}
