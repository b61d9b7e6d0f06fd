import { Badge, Button, Group, Modal, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { TripRating } from '@oc/contract';
import { IconEye } from '@tabler/icons-react';
import { CardFields } from '../../../components/CardFields';
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
  return (
    <Button
      size="xs"
      variant="light"
      fullWidth={fullWidth}
      leftSection={<IconEye size={14} aria-hidden />}
      onClick={() => onView(trip)}
      aria-label={`View ${trip.service.name} ${formatDate(trip.tripDate)}`}
    >
      View
    </Button>
  );
}

/** §2 table: Service Name, Date, Avg. Ratings, View (a phone: one card per trip, the same names). */
export function TripRatingList({ trips, onView }: { trips: TripRating[]; onView: (t: TripRating) => void }) {
  if (isMobile)
    return (
      <Stack gap="sm" role="list" aria-label="Trip ratings">
        {trips.map((t) => (
          <Paper key={t.tripId} withBorder radius="md" p="sm" role="listitem">
            <Stack gap={8}>
              <CardFields
                fields={[
                  { label: 'Service Name', value: t.service.name },
                  { label: 'Date', value: formatDate(t.tripDate) },
                  {
                    label: 'Avg. Ratings',
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
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Trip ratings">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Service Name</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th ta="right">Avg. Ratings</Table.Th>
            <Table.Th w={110}>View</Table.Th>
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
              {formatDate(trip.tripDate)} · Bus {trip.busRc}
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
              Average rating of this trip
            </Text>
            <Text fw={700} data-testid="trip-average">
              {trip.totalRatings.toFixed(1)}
            </Text>
            <Text size="sm" c="dimmed">
              ({trip.bookings.length} {trip.bookings.length === 1 ? 'booking' : 'bookings'})
            </Text>
          </Group>
          {isMobile ? (
            <Stack gap="xs" role="list" aria-label="Booking ratings">
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
              <Table striped verticalSpacing="xs" aria-label="Booking ratings">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={60}>S.No</Table.Th>
                    <Table.Th>PNR</Table.Th>
                    <Table.Th>Ratings</Table.Th>
                    <Table.Th>Tags</Table.Th>
                    <Table.Th>Comments</Table.Th>
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
