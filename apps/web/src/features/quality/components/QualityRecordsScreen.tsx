import { Group, Paper, Select, Stack, Title } from '@mantine/core';
import type { QualityRecord } from '@oc/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { apiText } from '../../../i18n/language';
import type { TransferProgress } from '../../../lib/api/request';
import { isMobile } from '../../../lib/device';
import { DateRangeFilter } from './DateRangeFilter';
import { ExportButton } from './ExportButton';
import { MobileDatePair } from './MobileDatePair';
import { appliedRangeText, defaultQualityRange, rangeQuery, type DateRange } from '../lib/range';
import { RangeNote } from '../../../components/RangeNote';
import { RcMultiSelect } from './RcMultiSelect';
import { RecordsContent, type RecordsTexts } from './RecordsContent';

/** What the inspection and audit screens ask for: the kind, the RCs (comma list) and the dates. */
export interface RecordsQuery<K extends string> {
  name: K;
  rc?: string;
  fromDate: number;
  toDate: number;
}

interface Props<K extends string> {
  title: string;
  kindLabel: string;
  kinds: readonly K[];
  kindLabels: Record<K, string>;
  defaultKind: K;
  /** How the states and the list name the records ('Loading inspections', 'the inspections'). */
  texts: RecordsTexts;
  /** Part 2 §5: the mobile audit has two separate date pickers. */
  mobileDatePair?: boolean;
  useRecords: (query: RecordsQuery<K> | null) => UseQueryResult<QualityRecord[]>;
  exportRecords: (query: RecordsQuery<K>, onProgress?: (p: TransferProgress) => void) => Promise<void>;
}

/**
 * The Inspection Data and Audit Data screens (part 2 §2, §5, §7, §8): RC, kind and date filters,
 * the Excel export of what is filtered, and the records with their detail.
 */
export function QualityRecordsScreen<K extends string>(props: Props<K>) {
  const { useRecords, exportRecords } = props;
  const [rcs, setRcs] = useState<string[]>([]);
  const [kind, setKind] = useState<K>(props.defaultKind);
  const [range, setRange] = useState<DateRange>(defaultQualityRange);
  const [applied, setApplied] = useState(() => rangeQuery(defaultQualityRange()));
  const query: RecordsQuery<K> | null = applied
    ? { name: kind, ...(rcs.length > 0 ? { rc: rcs.join(',') } : {}), ...applied }
    : null;
  const records = useRecords(query);

  function onRange(next: DateRange, resetWhenCleared = true) {
    // Cleared: back to the default range (and its list). Half-picked (or, on the mobile audit's two
    // pickers, cleared to pick a new start first, §5): the list stays on the last complete range
    // and RangeNote says what is missing.
    const picked: DateRange =
      resetWhenCleared && next[0] === null && next[1] === null ? defaultQualityRange() : next;
    setRange(picked);
    const q = rangeQuery(picked);
    if (q) setApplied(q);
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2} fz={{ base: 20, sm: 26 }}>
          {props.title}
        </Title>
        <ExportButton
          disabled={!query || !records.data || records.data.length === 0}
          download={(onProgress) => (query ? exportRecords(query, onProgress) : Promise.resolve())}
        />
      </Group>
      <Paper withBorder radius="md" p="sm">
        <Group gap="sm" align="flex-start" wrap={isMobile ? 'wrap' : 'nowrap'}>
          <RcMultiSelect value={rcs} onChange={setRcs} />
          <Select
            label={props.kindLabel}
            data={props.kinds.map((k) => ({ value: k, label: apiText(props.kindLabels[k]) }))}
            value={kind}
            onChange={(v) => {
              const next = props.kinds.find((k) => k === v);
              if (next) setKind(next);
            }}
            allowDeselect={false}
            w={isMobile ? '100%' : 200}
            comboboxProps={{ withinPortal: true }}
          />
          {isMobile && props.mobileDatePair ? (
            <MobileDatePair value={range} onChange={(next) => onRange(next, false)} />
          ) : (
            <DateRangeFilter value={range} onChange={onRange} />
          )}
        </Group>
        <RangeNote range={range} shown={appliedRangeText(applied)} />
      </Paper>
      <RecordsContent query={records} texts={props.texts} />
    </Stack>
  );
}
