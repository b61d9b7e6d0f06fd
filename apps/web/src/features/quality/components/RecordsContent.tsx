import { Paper } from '@mantine/core';
import { QUALITY_MESSAGES, type QualityRecord } from '@oc/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiText } from '../../../i18n/language';
import { isMobile } from '../../../lib/device';
import { showToast } from '../../../lib/toast';
import { QueryError } from '../../../components/states/QueryState';
import { EmptyState, LoadingState } from '../../../components/states/States';
import { RecordDetail } from './RecordDetail';
import { RecordList } from './RecordList';
import { viewedRecord } from '../lib/viewing';

/** How a screen names its records: 'Loading inspections', 'the inspections', 'Inspections'. */
export interface RecordsTexts {
  /** The spinner's name. */
  loading: string;
  /** What could not be loaded, as in "We couldn't load {what}.". */
  what: string;
  /** The list's name. */
  list: string;
}

/**
 * The records part of the inspection and audit screens: loading, the error state, 'No Data Found'
 * (in place and as §8's toast), or the list with its detail view.
 */
export function RecordsContent({
  query,
  texts,
}: {
  query: UseQueryResult<QualityRecord[]>;
  texts: RecordsTexts;
}) {
  // The id only: the detail shows the record as the latest answer has it (fresh attachment links).
  const [viewingId, setViewingId] = useState<string | null>(null);
  const viewing = viewedRecord(query.data, viewingId);
  // Gone from the new answer: the detail closes (and does not reopen should the record come back).
  if (viewingId !== null && viewing === null) setViewingId(null);
  const empty = query.isSuccess && query.data.length === 0;
  const answeredAt = query.dataUpdatedAt;
  useEffect(() => {
    if (empty) showToast({ kind: 'info', message: QUALITY_MESSAGES.noData, id: 'quality-no-data' });
  }, [empty, answeredAt]);

  if (query.isPending) return <LoadingState label={texts.loading} />;
  if (query.isError) return <QueryError query={query} what={texts.what} />;
  if (query.data.length === 0) return <EmptyState message={apiText(QUALITY_MESSAGES.noData)} />;
  return (
    <>
      <Paper
        withBorder
        radius="md"
        p={isMobile ? 0 : 'xs'}
        bg={isMobile ? 'transparent' : undefined}
        bd={isMobile ? 0 : undefined}
      >
        <RecordList records={query.data} onView={(record) => setViewingId(record._id)} label={texts.list} />
      </Paper>
      <RecordDetail record={viewing} onClose={() => setViewingId(null)} />
    </>
  );
}
