import { Group, Paper, Stack, Title } from '@mantine/core';
import { QUALITY_MESSAGES, type TripRating } from '@oc/contract';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DateRangeFilter } from '../components/DateRangeFilter';
import { appliedRangeText, defaultQualityRange, rangeQuery, type DateRange } from '../lib/range';
import { RangeNote } from '../../../components/RangeNote';
import { RcMultiSelect } from '../components/RcMultiSelect';
import { QueryError } from '../../../components/states/QueryState';
import { EmptyState, LoadingState } from '../../../components/states/States';
import { apiText } from '../../../i18n/language';
import { isMobile } from '../../../lib/device';
import { showToast } from '../../../lib/toast';
import { useRatings } from '../api/get-ratings';
import { FeedbackSummary } from '../components/FeedbackSummary';
import { TripRatingDetail, TripRatingList, useTripRatingExportColumns } from '../components/TripRatings';
import { TableExport } from '../../../components/tables/TableExport';

/** Feedback Data (/feedbackDetails; part 2 §2, §4, §5, §7, §8, §9). MG only. */
export default function FeedbackScreen() {
  const intl = useIntl();
  const [rcs, setRcs] = useState<string[]>([]);
  const [range, setRange] = useState<DateRange>(defaultQualityRange);
  const [applied, setApplied] = useState(() => rangeQuery(defaultQualityRange()));
  const [viewing, setViewing] = useState<TripRating | null>(null);
  const ratings = useRatings(applied ? { rc: rcs, ...applied } : null);
  const exportColumns = useTripRatingExportColumns();

  const empty = ratings.isSuccess && ratings.data.ratingData.length === 0;
  const answeredAt = ratings.dataUpdatedAt;
  useEffect(() => {
    if (empty) showToast({ kind: 'info', message: QUALITY_MESSAGES.noData, id: 'quality-no-data' });
  }, [empty, answeredAt]);

  function onRange(next: DateRange) {
    // Cleared: back to the default range (and its list). Half-picked: the list stays on the last
    // complete range and RangeNote says what is missing.
    const picked: DateRange = next[0] === null && next[1] === null ? defaultQualityRange() : next;
    setRange(picked);
    const q = rangeQuery(picked);
    if (q) setApplied(q);
  }

  let content;
  if (ratings.isPending)
    content = (
      <LoadingState
        label={intl.formatMessage({ id: 'quality.feedback.loading', defaultMessage: 'Loading feedback' })}
      />
    );
  else if (ratings.isError)
    content = (
      <QueryError
        query={ratings}
        what={intl.formatMessage({ id: 'quality.feedback.what', defaultMessage: 'the feedback' })}
      />
    );
  else if (ratings.data.ratingData.length === 0)
    content = <EmptyState message={apiText(QUALITY_MESSAGES.noData)} />;
  else
    content = (
      <>
        <FeedbackSummary data={ratings.data} />
        <Paper
          withBorder
          radius="md"
          p={isMobile ? 0 : 'xs'}
          bg={isMobile ? 'transparent' : undefined}
          bd={isMobile ? 0 : undefined}
        >
          <TripRatingList trips={ratings.data.ratingData} onView={setViewing} />
        </Paper>
      </>
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2} fz={{ base: 20, sm: 26 }}>
          <FormattedMessage id="quality.feedback.title" defaultMessage="Feedback Data" />
        </Title>
        <TableExport
          name="feedback"
          title={intl.formatMessage({ id: 'quality.feedback.title', defaultMessage: 'Feedback Data' })}
          columns={exportColumns}
          rows={ratings.data?.ratingData ?? []}
        />
      </Group>
      <Paper withBorder radius="md" p="sm">
        <Group gap="sm" align="flex-start" wrap={isMobile ? 'wrap' : 'nowrap'}>
          <RcMultiSelect value={rcs} onChange={setRcs} />
          <DateRangeFilter value={range} onChange={onRange} />
        </Group>
        <RangeNote range={range} shown={appliedRangeText(applied)} />
      </Paper>
      {content}
      <TripRatingDetail trip={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}
