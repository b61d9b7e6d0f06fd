import '@mantine/dates/styles.css';
import {
  Button,
  Collapse,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { ACTOR_KINDS, auditTrailQuerySchema } from '@oc/contract';
import { IconCalendar, IconChevronDown, IconChevronUp, IconFilter } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { QueryError } from '../../../../components/states/QueryState';
import { EmptyState, LoadingState } from '../../../../components/states/States';
import { apiText } from '../../../../i18n/language';
import { isMobile } from '../../../../lib/device';
import { todayIst } from '../../../../lib/format';
import { ExportMenu } from '../../../components/ExportMenu';
import { ACTOR_KIND_LABELS } from '../../../lib/labels';
import { AUDIT_PAGE, useAuditTrail } from '../api/get-audit-trail';
import type { AuditFilters } from '../api/keys';
import { AuditCards, AuditTable } from '../components/AuditList';

const FILTER_KEYS = ['accountId', 'actorKind', 'kind', 'from', 'to'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];
const DEBOUNCE_MS = 400;
const ANY_DAY = { id: 'admin.audit.filters.anyDay', defaultMessage: 'Any day' };

/** The filters in the address (`?accountId=…&kind=…`), checked with the contract's schema. */
function readFilters(params: URLSearchParams): {
  filters: AuditFilters;
  errors: Partial<Record<FilterKey, string>>;
} {
  const raw: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) raw[key] = value;
  }
  const parsed = auditTrailQuerySchema.safeParse(raw);
  if (parsed.success) {
    const { limit: _limit, actorId: _actorId, ...filters } = parsed.data;
    return { filters: filters, errors: {} };
  }
  const errors: Partial<Record<FilterKey, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && (FILTER_KEYS as readonly string[]).includes(key))
      errors[key as FilterKey] ??= apiText(issue.message);
  }
  return { filters: {}, errors };
}

/**
 * A typed filter: its own text while typing, sent to the address once typing pauses. Answers the
 * text, its setter for typing, and `replace` for a change made elsewhere (an account's link, Clear).
 */
function useTypedFilter(
  params: URLSearchParams,
  key: FilterKey,
  set: (key: FilterKey, value: string | null) => void,
): [string, (v: string) => void] {
  const [text, setText] = useState(() => params.get(key) ?? '');
  const [debounced] = useDebouncedValue(text, DEBOUNCE_MS);
  useEffect(() => {
    const value = debounced.trim();
    if ((params.get(key) ?? '') !== value) set(key, value || null);
    // Only when typing pauses: the address also changes by clicks, which set the text themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  return [text, setText];
}

/**
 * /admin/audit: every change by staff, operators, commands and ingestion, newest first, with who,
 * when, what, and before → after; filtered by account, actor kind, kind and IST dates (kept in
 * the address, so an operator's page can link to an account's trail); exported with the same filters.
 */
export default function AuditScreen() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const set = (key: FilterKey, value: string | null) =>
    setParams(
      (p) => {
        if (value) p.set(key, value);
        else p.delete(key);
        return p;
      },
      { replace: true },
    );
  const { filters, errors } = readFilters(params);
  const valid = Object.keys(errors).length === 0;
  const trail = useAuditTrail(filters);
  const [accountId, setAccountId] = useTypedFilter(params, 'accountId', set);
  const [kind, setKind] = useTypedFilter(params, 'kind', set);
  const today = todayIst();
  const from = params.get('from');
  const to = params.get('to');

  const activeFilters = FILTER_KEYS.filter((k) => params.has(k)).length;
  const [filtersOpen, { toggle: toggleFilters }] = useDisclosure(!isMobile || activeFilters > 0);
  const actorOptions = ACTOR_KINDS.map((k) => ({
    value: k,
    label: intl.formatMessage(ACTOR_KIND_LABELS[k]),
  }));
  const filterPanel = (
    <Paper withBorder radius="md" p="sm">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm" verticalSpacing="xs">
        <TextInput
          label={intl.formatMessage({ id: 'admin.audit.filters.accountId', defaultMessage: 'Account ID' })}
          placeholder={intl.formatMessage({
            id: 'admin.audit.filters.anyAccount',
            defaultMessage: 'Any account',
          })}
          value={accountId}
          onChange={(e) => setAccountId(e.currentTarget.value)}
          error={errors.accountId}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <Select
          label={intl.formatMessage({ id: 'admin.audit.filters.actor', defaultMessage: 'Actor' })}
          placeholder={intl.formatMessage({ id: 'admin.audit.filters.anyone', defaultMessage: 'Anyone' })}
          data={actorOptions}
          value={params.get('actorKind')}
          onChange={(v) => set('actorKind', v)}
          clearable
          error={errors.actorKind}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label={intl.formatMessage({ id: 'admin.audit.filters.kind', defaultMessage: 'Kind' })}
          placeholder={intl.formatMessage(
            { id: 'admin.audit.filters.kindExample', defaultMessage: 'e.g. {example}' },
            { example: 'wallet.debit.applied' },
          )}
          value={kind}
          onChange={(e) => setKind(e.currentTarget.value)}
          error={errors.kind}
        />
        <DatePickerInput
          label={intl.formatMessage({ id: 'admin.audit.filters.from', defaultMessage: 'From date' })}
          placeholder={intl.formatMessage(ANY_DAY)}
          valueFormat="DD/MM/YYYY"
          value={from}
          maxDate={to ?? today}
          onChange={(v) => set('from', v)}
          clearable
          leftSection={<IconCalendar size={16} aria-hidden />}
          error={errors.from}
          popoverProps={{ withinPortal: true, returnFocus: true }}
        />
        <DatePickerInput
          label={intl.formatMessage({ id: 'admin.audit.filters.to', defaultMessage: 'To date' })}
          placeholder={intl.formatMessage(ANY_DAY)}
          valueFormat="DD/MM/YYYY"
          value={to}
          minDate={from ?? undefined}
          maxDate={today}
          onChange={(v) => set('to', v)}
          clearable
          leftSection={<IconCalendar size={16} aria-hidden />}
          error={errors.to}
          popoverProps={{ withinPortal: true, returnFocus: true }}
        />
      </SimpleGrid>
      {activeFilters > 0 ? (
        <Group justify="flex-end" mt="xs">
          <Button
            variant="subtle"
            size="xs"
            onClick={() => {
              setAccountId('');
              setKind('');
              setParams({}, { replace: true });
            }}
          >
            {intl.formatMessage({ id: 'admin.audit.filters.clear', defaultMessage: 'Clear filters' })}
          </Button>
        </Group>
      ) : null}
    </Paper>
  );

  let content;
  if (!valid)
    content = (
      <EmptyState
        message={intl.formatMessage({
          id: 'admin.audit.screen.invalid',
          defaultMessage: 'Correct the filters above to see the trail.',
        })}
      />
    );
  else if (trail.isPending)
    content = (
      <LoadingState
        label={intl.formatMessage({
          id: 'admin.audit.screen.loading',
          defaultMessage: 'Loading the audit trail',
        })}
      />
    );
  else if (trail.isError)
    content = (
      <QueryError
        query={trail}
        what={intl.formatMessage({ id: 'admin.audit.screen.what', defaultMessage: 'the audit trail' })}
      />
    );
  else if (trail.data.length === 0)
    content = (
      <EmptyState
        message={
          activeFilters > 0
            ? intl.formatMessage({
                id: 'admin.audit.screen.noMatch',
                defaultMessage: 'No event matches these filters.',
              })
            : intl.formatMessage({
                id: 'admin.audit.screen.empty',
                defaultMessage: 'Nothing has been recorded yet.',
              })
        }
      />
    );
  else {
    const onAccount = (id: string) => {
      setAccountId(id);
      set('accountId', id);
    };
    content = (
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {trail.data.length >= AUDIT_PAGE
            ? intl.formatMessage(
                {
                  id: 'admin.audit.screen.page',
                  defaultMessage: 'The newest {count} events: narrow the filters to see older ones.',
                },
                { count: AUDIT_PAGE },
              )
            : intl.formatMessage(
                {
                  id: 'admin.audit.screen.count',
                  defaultMessage: '{count, plural, one {# event} other {# events}}, newest first.',
                },
                { count: trail.data.length },
              )}
        </Text>
        {isMobile ? (
          <AuditCards rows={trail.data} onAccount={onAccount} />
        ) : (
          <Paper withBorder radius="md" p="xs">
            <AuditTable rows={trail.data} onAccount={onAccount} />
          </Paper>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2} fz={{ base: 20, sm: 26 }}>
          {intl.formatMessage({ id: 'admin.audit.screen.title', defaultMessage: 'Audit trail' })}
        </Title>
        {/* The same filters as the list's GET /audit (its page size aside: the export holds them all). */}
        <ExportMenu
          list="audit"
          filters={{ ...filters }}
          disabled={!valid || !trail.data || trail.data.length === 0}
        />
      </Group>
      {isMobile ? (
        <>
          <Button
            variant="default"
            onClick={toggleFilters}
            leftSection={<IconFilter size={16} aria-hidden />}
            rightSection={
              filtersOpen ? (
                <IconChevronUp size={16} aria-hidden />
              ) : (
                <IconChevronDown size={16} aria-hidden />
              )
            }
            justify="space-between"
            fullWidth
            aria-expanded={filtersOpen}
          >
            {activeFilters > 0
              ? intl.formatMessage(
                  { id: 'admin.audit.filters.buttonCount', defaultMessage: 'Filters ({count})' },
                  { count: activeFilters },
                )
              : intl.formatMessage({ id: 'admin.audit.filters.button', defaultMessage: 'Filters' })}
          </Button>
          <Collapse expanded={filtersOpen}>{filterPanel}</Collapse>
        </>
      ) : (
        filterPanel
      )}
      {content}
    </Stack>
  );
}
