import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { RatingsData } from '@oc/contract';
import { IconStarFilled } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { LoadingState } from '../../../components/states/States';

const RatingChart = lazy(() => import('./RatingChart'));

function Card({
  title,
  scope,
  value,
  testId,
}: {
  title: string;
  scope: string;
  value: string;
  testId: string;
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {title}
      </Text>
      <Group gap={6} align="baseline" mt={4}>
        <Text fz={28} fw={700} data-testid={testId}>
          {value}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {scope}
      </Text>
    </Paper>
  );
}

/**
 * The §2 summary cards (average rating, positive 4–5, negative 1–3, as the server counts them per
 * booking, §9) and, beyond the spec, the distribution of ratings 1–5 and the most frequent tags.
 */
export function FeedbackSummary({ data }: { data: RatingsData }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Card
          title="Average rating"
          value={`${data.averageTotalRatings.toFixed(1)} / 5`}
          scope={`Over ${String(data.ratingsCount)} rated bookings`}
          testId="average-rating"
        />
        <Card
          title="Positive rating"
          value={String(data.positiveRating)}
          scope="Bookings rated 4 to 5 stars"
          testId="positive-rating"
        />
        <Card
          title="Negative ratings"
          value={String(data.negativeRating)}
          scope="Bookings rated 1 to 3 stars"
          testId="negative-rating"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Paper withBorder radius="md" p="md">
          <Title order={3} fz="md" mb="xs">
            Ratings 1–5
          </Title>
          <Suspense fallback={<LoadingState label="Loading the chart" h={200} />}>
            <RatingChart distribution={data.distribution} />
          </Suspense>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Title order={3} fz="md" mb="xs">
            Most frequent tags
          </Title>
          {data.topTags.length === 0 ? (
            <Text size="sm" c="dimmed">
              No tags in this range
            </Text>
          ) : (
            <Stack gap={8} role="list" aria-label="Most frequent tags">
              {data.topTags.map((t) => (
                <Group key={t.tag} justify="space-between" role="listitem" wrap="nowrap">
                  <Badge variant="light" tt="none" size="lg" radius="sm">
                    {t.tag}
                  </Badge>
                  <Text size="sm" fw={600}>
                    {t.count}
                  </Text>
                </Group>
              ))}
            </Stack>
          )}
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}

/** Stars for a rating (1–5), for the detail's Ratings column. */
export function Stars({ rating }: { rating: number }) {
  return (
    <Group gap={2} wrap="nowrap" aria-label={`${String(rating)} of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <IconStarFilled
          key={n}
          size={14}
          aria-hidden
          style={{ color: n <= rating ? 'var(--mantine-color-yellow-6)' : 'var(--mantine-color-gray-3)' }}
        />
      ))}
    </Group>
  );
}
