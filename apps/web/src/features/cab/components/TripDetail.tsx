import {
  Anchor,
  Box,
  Button,
  Collapse,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconPhoneCall } from '@tabler/icons-react';
import {
  CAB_CALL_LOCK_MS,
  FLEET_TEXTS,
  groupPassengersByMarshal,
  hasDriver,
  isInsideAssignWindow,
  type CabBooking,
  type CabTrip,
  type PassengerGroup,
} from '@oc/contract';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { StatusBadge } from '../../../components/StatusBadge';
import { apiText } from '../../../i18n/language';
import { formatDateIst, formatTimeIst } from '../../../lib/format';
import { CallButton } from './CallButton';
import colors from './colors.module.css';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box miw={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {children}
      </Text>
    </Box>
  );
}

/** The trip tile: ID, date, time, route, Asset Type (part 2 §2). */
export function TripTile({ trip }: { trip: CabTrip }) {
  const intl = useIntl();
  return (
    <Paper withBorder radius="md" p="md">
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="md" verticalSpacing="sm">
        <Field label={intl.formatMessage({ id: 'cab.trip.tripId', defaultMessage: 'Trip ID' })}>
          <Text span ff="monospace" fw={700} size="sm">
            {trip.groupCode}
          </Text>
        </Field>
        <Field label={intl.formatMessage({ id: 'cab.trip.date', defaultMessage: 'Date' })}>
          {formatDateIst(trip.startTime)}
        </Field>
        <Field label={intl.formatMessage({ id: 'cab.trip.time', defaultMessage: 'Time' })}>
          {formatTimeIst(trip.startTime)}
        </Field>
        <Field label={intl.formatMessage({ id: 'cab.trip.route', defaultMessage: 'Route' })}>
          {trip.from} - {trip.to}
        </Field>
        <Field label={intl.formatMessage({ id: 'cab.trip.assetType', defaultMessage: 'Asset Type' })}>
          {trip.seater || '-'}
        </Field>
      </SimpleGrid>
    </Paper>
  );
}

/** The driver block (part 2 §2): 'Assigned' with RC, mobile and name, or 'Assign Driver'. */
export function DriverBlock({ trip, now, onAssign }: { trip: CabTrip; now: number; onAssign: () => void }) {
  const intl = useIntl();
  const open = isInsideAssignWindow(trip.startTime, now);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      aria-label={intl.formatMessage({ id: 'cab.driver.title', defaultMessage: 'Driver' })}
      data-assign-scope
    >
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={3} fz="md">
              <FormattedMessage id="cab.driver.title" defaultMessage="Driver" />
            </Title>
            {hasDriver(trip) ? (
              <StatusBadge tone="positive">
                <FormattedMessage id="cab.driver.assigned" defaultMessage="Assigned" />
              </StatusBadge>
            ) : null}
          </Group>
          {hasDriver(trip) ? (
            <>
              <Text size="sm">
                <FormattedMessage
                  id="cab.driver.rcLine"
                  defaultMessage="RC: {rc}"
                  values={{ rc: trip.rcNumber }}
                />
              </Text>
              <Text size="sm">
                <FormattedMessage
                  id="cab.driver.mobileLine"
                  defaultMessage="Mobile: {mobile}"
                  values={{ mobile: trip.driverMobileNo }}
                />
              </Text>
              <Text size="sm">
                <FormattedMessage
                  id="cab.driver.nameLine"
                  defaultMessage="Name: {name}"
                  values={{ name: trip.driverName }}
                />
              </Text>
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {open
                ? intl.formatMessage({ id: 'cab.driver.noneYet', defaultMessage: 'No driver assigned yet.' })
                : intl.formatMessage({
                    id: 'cab.driver.noneNa',
                    defaultMessage: 'No driver was assigned. N.A',
                  })}
            </Text>
          )}
          {!hasDriver(trip) && trip.startTime <= now ? (
            // The fleet payment summary's 'No driver recorded' (part 2 §2 Amount), with its reason.
            <Text size="sm" className={colors.noDriver} fw={600} data-testid="trip-no-driver-reason">
              {apiText(FLEET_TEXTS.noDriver)} — {apiText(FLEET_TEXTS.noDriverReason)}
            </Text>
          ) : null}
        </Stack>
        {open ? (
          hasDriver(trip) ? (
            <Anchor
              component="button"
              type="button"
              size="sm"
              fw={600}
              onClick={onAssign}
              data-assign-control
            >
              <FormattedMessage id="cab.driver.edit" defaultMessage="Edit Details" />
            </Anchor>
          ) : (
            <Button onClick={onAssign} data-assign-control>
              <FormattedMessage id="cab.assign.assignDriver" defaultMessage="Assign Driver" />
            </Button>
          )
        ) : null}
      </Group>
    </Paper>
  );
}

/** 'Call Marshal': opens the phone dialer; the 4-hour rule and the 5 s lock apply. */
function DialButton({ mobile, name, open }: { mobile: string; name: string; open: boolean }) {
  const [locked, setLocked] = useState(false);
  useEffect(() => {
    if (!locked) return;
    const id = window.setTimeout(() => setLocked(false), CAB_CALL_LOCK_MS);
    return () => window.clearTimeout(id);
  }, [locked]);
  const intl = useIntl();
  const disabled = !open || locked;
  return (
    <Button
      component="a"
      href={disabled ? undefined : `tel:+91${mobile}`}
      onClick={(e) => {
        if (disabled) e.preventDefault();
        else setLocked(true);
      }}
      size="compact-sm"
      variant="light"
      leftSection={<IconPhoneCall size={14} aria-hidden />}
      disabled={disabled}
      aria-label={intl.formatMessage(
        { id: 'cab.marshal.callOne', defaultMessage: 'Call Marshal {name}' },
        { name },
      )}
      data-locked={locked || undefined}
    >
      <FormattedMessage id="cab.marshal.call" defaultMessage="Call Marshal" />
    </Button>
  );
}

/** Marshal cards: 'Marshal N', name, mobile, 'Call Marshal'; 'Marshal Details Unavailable' (part 2 §2). */
export function MarshalCards({ trip, now }: { trip: CabTrip; now: number }) {
  const intl = useIntl();
  if (trip.marshals.length === 0) return null;
  const open = isInsideAssignWindow(trip.startTime, now);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {trip.marshals.map((m) => {
        const marshalLabel = intl.formatMessage(
          { id: 'cab.marshal.label', defaultMessage: 'Marshal {position}' },
          { position: m.position },
        );
        return (
          <Paper key={m.busHostId} withBorder radius="md" p="sm" aria-label={marshalLabel}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {marshalLabel}
            </Text>
            {m.name && m.mobileNo ? (
              <Group justify="space-between" wrap="nowrap" mt={4}>
                <Box miw={0}>
                  <Text size="sm" fw={600}>
                    {m.name}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {m.mobileNo}
                  </Text>
                </Box>
                <DialButton mobile={m.mobileNo} name={m.name} open={open} />
              </Group>
            ) : (
              <Text size="sm" c="dimmed" mt={4}>
                <FormattedMessage id="cab.marshal.unavailable" defaultMessage="Marshal Details Unavailable" />
              </Text>
            )}
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}

function PassengerTile({ booking, open }: { booking: CabBooking; open: boolean }) {
  const [shown, setShown] = useState(false);
  return (
    <Paper withBorder radius="md" p="sm" data-passenger={booking.name}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Box miw={0}>
          <Text size="sm" fw={600} truncate>
            {booking.name}
          </Text>
          <Text size="xs" c="dimmed">
            <FormattedMessage
              id="cab.seats"
              defaultMessage="{count, plural, one {# seat} other {# seats}}"
              values={{ count: booking.noOfSeats }}
            />{' '}
            · <span data-testid="passenger-mobile">{booking.mobileNo}</span>
          </Text>
        </Box>
        <CallButton target={{ role: 'PASSENGER', bookingId: booking._id }} open={open} name={booking.name} />
      </Group>
      <UnstyledButton
        mt={6}
        onClick={() => setShown((s) => !s)}
        aria-expanded={shown}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
      >
        <Text size="xs" fw={600} c="brand">
          <FormattedMessage id="cab.passenger.pickupAndDrop" defaultMessage="Pickup and Drop" />
        </Text>
        {shown ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />}
      </UnstyledButton>
      <Collapse expanded={shown}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt={6}>
          <Box>
            <Text size="xs" c="dimmed">
              <FormattedMessage
                id="cab.booking.pickup"
                defaultMessage="Pickup · {time}"
                values={{ time: formatTimeIst(booking.fromStationDate) }}
              />
            </Text>
            <Text size="sm" fw={600}>
              {booking.fromStation.name}
            </Text>
            <Text size="xs">{booking.fromStation.address}</Text>
          </Box>
          <Box>
            <Text size="xs" c="dimmed">
              <FormattedMessage
                id="cab.booking.drop"
                defaultMessage="Drop · {time}"
                values={{ time: formatTimeIst(booking.toStationDate) }}
              />
            </Text>
            <Text size="sm" fw={600}>
              {booking.toStation.name}
            </Text>
            <Text size="xs">{booking.toStation.address}</Text>
          </Box>
        </SimpleGrid>
      </Collapse>
    </Paper>
  );
}

/** Confirmed passengers grouped per marshal (part 2 §2). */
export function PassengerGroups({ trip, now }: { trip: CabTrip; now: number }) {
  const intl = useIntl();
  const groups = groupPassengersByMarshal(trip);
  // The group's heading, worded here as the contract words it (groupPassengersByMarshal).
  const labelOf = (g: PassengerGroup) =>
    g.marshal?.name
      ? intl.formatMessage(
          { id: 'cab.passenger.underMarshal', defaultMessage: 'Passengers under marshal {name}' },
          { name: g.marshal.name },
        )
      : intl.formatMessage({ id: 'cab.passenger.marshalNa', defaultMessage: 'Marshal Details: N.A' });
  const open = isInsideAssignWindow(trip.startTime, now);
  if (groups.length === 0)
    return (
      <Text size="sm" c="dimmed">
        <FormattedMessage id="cab.passenger.none" defaultMessage="No confirmed passengers on this trip." />
      </Text>
    );
  return (
    <Stack gap="md">
      {groups.map((g) => (
        <Stack key={g.key} gap="xs" role="group" aria-label={labelOf(g)}>
          <Title order={3} fz="sm">
            {labelOf(g)}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            {g.bookings.map((b) => (
              <PassengerTile key={b._id} booking={b} open={open} />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
