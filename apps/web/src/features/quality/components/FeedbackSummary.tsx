import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { RatingsData } from '@oc/contract';
import { IconStarFilled } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LoadingState } from '../../../components/states/States';
import colors from './colors.module.css';

const RatingChart = lazy(() => import('./RatingChart'));
const RatingTrendChart = lazy(() => import('./RatingTrendChart'));

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
  const intl = useIntl();
  const trendTitle = intl.formatMessage({
    id: 'quality.feedback.trend',
    defaultMessage: 'Average rating per bus over time',
  });
  const tagsTitle = intl.formatMessage({
    id: 'quality.feedback.topTags',
    defaultMessage: 'Most frequent tags',
  });
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Card
          title={intl.formatMessage({ id: 'quality.feedback.average', defaultMessage: 'Average rating' })}
          value={`${data.averageTotalRatings.toFixed(1)} / 5`}
          scope={intl.formatMessage(
            { id: 'quality.feedback.averageScope', defaultMessage: 'Over {count} rated bookings' },
            { count: String(data.ratingsCount) },
          )}
          testId="average-rating"
        />
        <Card
          title={intl.formatMessage({ id: 'quality.feedback.positive', defaultMessage: 'Positive rating' })}
          value={String(data.positiveRating)}
          scope={intl.formatMessage({
            id: 'quality.feedback.positiveScope',
            defaultMessage: 'Bookings rated 4 to 5 stars',
          })}
          testId="positive-rating"
        />
        <Card
          title={intl.formatMessage({ id: 'quality.feedback.negative', defaultMessage: 'Negative ratings' })}
          value={String(data.negativeRating)}
          scope={intl.formatMessage({
            id: 'quality.feedback.negativeScope',
            defaultMessage: 'Bookings rated 1 to 3 stars',
          })}
          testId="negative-rating"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Paper withBorder radius="md" p="md">
          <Title order={3} fz="md" mb="xs">
            <FormattedMessage id="quality.feedback.distribution" defaultMessage="Ratings 1–5" />
          </Title>
          <Suspense
            fallback={
              <LoadingState
                label={intl.formatMessage({
                  id: 'quality.feedback.loadingChart',
                  defaultMessage: 'Loading the chart',
                })}
                h={200}
              />
            }
          >
            <RatingChart distribution={data.distribution} />
          </Suspense>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Title order={3} fz="md" mb="xs">
            {tagsTitle}
          </Title>
          {data.topTags.length === 0 ? (
            <Text size="sm" c="dimmed">
              <FormattedMessage id="quality.feedback.noTags" defaultMessage="No tags in this range" />
            </Text>
          ) : (
            <Stack gap={8} role="list" aria-label={tagsTitle}>
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
      {data.ratingsCount > 0 ? (
        <Paper withBorder radius="md" p="md">
          <Title order={3} fz="md" mb="xs">
            {trendTitle}
          </Title>
          <Suspense fallback={<LoadingState label={trendTitle} h={220} />}>
            <RatingTrendChart trips={data.ratingData} title={trendTitle} />
          </Suspense>
        </Paper>
      ) : null}
    </Stack>
  );
}

/** Stars for a rating (1–5), for the detail's Ratings column. */
export function Stars({ rating }: { rating: number }) {
  const intl = useIntl();
  return (
    <Group
      gap={2}
      wrap="nowrap"
      aria-label={intl.formatMessage(
        { id: 'quality.feedback.stars', defaultMessage: '{rating} of 5' },
        { rating: String(rating) },
      )}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <IconStarFilled
          key={n}
          size={14}
          aria-hidden
          className={n <= rating ? colors.starOn : colors.starOff}
        />
      ))}
    </Group>
  );
}
