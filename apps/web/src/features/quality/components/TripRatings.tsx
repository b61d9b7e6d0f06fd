import { Badge, Button, Group, Modal, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { TripRating } from '@oc/contract';
import { IconEye } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CardFields } from '../../../components/CardFields';
import type { ExportColumn } from '../../../components/tables/TableExport';
import { isMobile } from '../../../lib/device';
import { formatDate } from '../../../lib/format';
import { Stars } from './FeedbackSummary';

function ViewButton({
  trip,
  onView,
  fullWidth,
}: {
  trip: TripRating;
  onView: (t: TripRating) => void;
  fullWidth?: boolean;
}) {
  const intl = useIntl();
  return (
    <Button
      size="xs"
      variant="light"
      fullWidth={fullWidth}
      leftSection={<IconEye size={14} aria-hidden />}
      onClick={() => onView(trip)}
      aria-label={intl.formatMessage(
        { id: 'quality.trips.viewLabel', defaultMessage: 'View {service} {date}' },
        { service: trip.service.name, date: formatDate(trip.tripDate) },
      )}
    >
      <FormattedMessage id="quality.records.view" defaultMessage="View" />
    </Button>
  );
}

/** §2 table: Service Name, Date, Avg. Ratings, View (a phone: one card per trip, the same names). */
/** The ratings table's columns as a file holds them (components/tables/TableExport). */
export function useTripRatingExportColumns(): ExportColumn<TripRating>[] {
  const intl = useIntl();
  return [
    {
      label: intl.formatMessage({ id: 'quality.trips.service', defaultMessage: 'Service Name' }),
      value: (t) => t.service.name,
    },
    {
      label: intl.formatMessage({ id: 'quality.trips.date', defaultMessage: 'Date' }),
      value: (t) => formatDate(t.tripDate),
    },
    {
      label: intl.formatMessage({ id: 'quality.trips.average', defaultMessage: 'Avg. Ratings' }),
      kind: 'number',
      value: (t) => Number(t.totalRatings.toFixed(1)),
    },
  ];
}

export function TripRatingList({ trips, onView }: { trips: TripRating[]; onView: (t: TripRating) => void }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'quality.trips.list', defaultMessage: 'Trip ratings' });
  const service = intl.formatMessage({ id: 'quality.trips.service', defaultMessage: 'Service Name' });
  const date = intl.formatMessage({ id: 'quality.trips.date', defaultMessage: 'Date' });
  const average = intl.formatMessage({ id: 'quality.trips.average', defaultMessage: 'Avg. Ratings' });
  if (isMobile)
    return (
      <Stack gap="sm" role="list" aria-label={label}>
        {trips.map((t) => (
          <Paper key={t.tripId} withBorder radius="md" p="sm" role="listitem">
            <Stack gap={8}>
              <CardFields
                fields={[
                  { label: service, value: t.service.name },
                  { label: date, value: formatDate(t.tripDate) },
                  {
                    label: average,
                    value: (
                      <Text span size="sm" fw={600}>
                        {t.totalRatings.toFixed(1)}
                      </Text>
                    ),
                  },
                ]}
              />
              <ViewButton trip={t} onView={onView} fullWidth />
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{service}</Table.Th>
            <Table.Th>{date}</Table.Th>
            <Table.Th ta="right">{average}</Table.Th>
            <Table.Th w={110}>
              <FormattedMessage id="quality.records.view" defaultMessage="View" />
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {trips.map((t) => (
            <Table.Tr key={t.tripId}>
              <Table.Td>{t.service.name}</Table.Td>
              <Table.Td>{formatDate(t.tripDate)}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {t.totalRatings.toFixed(1)}
              </Table.Td>
              <Table.Td>
                <ViewButton trip={t} onView={onView} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Tags({ tags }: { tags: string[] }) {
  if (tags.length === 0)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Group gap={4}>
      {tags.map((tag) => (
        <Badge key={tag} variant="light" tt="none" radius="sm">
          {tag}
        </Badge>
      ))}
    </Group>
  );
}

/** A trip's detail (§2): serial, PNR, ratings, tags, comments, and the trip's average rating. */
export function TripRatingDetail({ trip, onClose }: { trip: TripRating | null; onClose: () => void }) {
  const intl = useIntl();
  const bookingsLabel = intl.formatMessage({
    id: 'quality.trips.bookings',
    defaultMessage: 'Booking ratings',
  });
  return (
    <Modal
      opened={trip !== null}
      onClose={onClose}
      centered
      fullScreen={isMobile}
      size="xl"
      title={
        trip ? (
          <Stack gap={0}>
            <Text fw={700}>{trip.service.name}</Text>
            <Text size="xs" c="dimmed">
              <FormattedMessage
                id="quality.trips.subtitle"
                defaultMessage="{date} · Bus {rc}"
                values={{ date: formatDate(trip.tripDate), rc: trip.busRc }}
              />
            </Text>
          </Stack>
        ) : (
          ''
        )
      }
    >
      {trip ? (
        <Stack gap="sm">
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              <FormattedMessage id="quality.trips.tripAverage" defaultMessage="Average rating of this trip" />
            </Text>
            <Text fw={700} data-testid="trip-average">
              {trip.totalRatings.toFixed(1)}
            </Text>
            <Text size="sm" c="dimmed">
              <FormattedMessage
                id="quality.trips.bookingCount"
                defaultMessage="({count, plural, one {{n} booking} other {{n} bookings}})"
                values={{ count: trip.bookings.length, n: String(trip.bookings.length) }}
              />
            </Text>
          </Group>
          {isMobile ? (
            <Stack gap="xs" role="list" aria-label={bookingsLabel}>
              {trip.bookings.map((b, i) => (
                <Paper key={b.bookingCode} withBorder radius="md" p="sm" role="listitem">
                  <Stack gap={6}>
                    <Group justify="space-between" wrap="nowrap">
                      <Text size="sm" fw={700} ff="monospace">
                        {i + 1}. {b.bookingCode}
                      </Text>
                      <Stars rating={b.rating} />
                    </Group>
                    <Tags tags={b.tags} />
                    <SimpleGrid cols={1}>
                      <Text size="xs">{b.comments || '—'}</Text>
                    </SimpleGrid>
                  </Stack>
                </Paper>
              ))}
            </Stack>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table striped verticalSpacing="xs" aria-label={bookingsLabel}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={60}>
                      <FormattedMessage id="quality.table.serialNo" defaultMessage="S.No" />
                    </Table.Th>
                    <Table.Th>
                      <FormattedMessage id="quality.trips.pnr" defaultMessage="PNR" />
                    </Table.Th>
                    <Table.Th>
                      <FormattedMessage id="quality.trips.ratings" defaultMessage="Ratings" />
                    </Table.Th>
                    <Table.Th>
                      <FormattedMessage id="quality.trips.tags" defaultMessage="Tags" />
                    </Table.Th>
                    <Table.Th>
                      <FormattedMessage id="quality.trips.comments" defaultMessage="Comments" />
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {trip.bookings.map((b, i) => (
                    <Table.Tr key={b.bookingCode}>
                      <Table.Td>{i + 1}</Table.Td>
                      <Table.Td ff="monospace" fw={700}>
                        {b.bookingCode}
                      </Table.Td>
                      <Table.Td>
                        <Group gap={6} wrap="nowrap">
                          <Stars rating={b.rating} />
                          <Text size="sm">{b.rating}</Text>
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <Tags tags={b.tags} />
                      </Table.Td>
                      <Table.Td>{b.comments || '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      ) : null}
    </Modal>
  );
}
