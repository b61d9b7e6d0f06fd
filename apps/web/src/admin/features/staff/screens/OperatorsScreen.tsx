import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { OPERATOR_SEARCH, operatorSearchQuerySchema } from '@oc/contract';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { QueryError } from '../../../../components/states/QueryState';
import { EmptyState, LoadingState } from '../../../../components/states/States';
import { apiText } from '../../../../i18n/language';
import { isMobile } from '../../../../lib/device';
import { ExportMenu } from '../../../components/ExportMenu';
import { ADMIN_ROUTES } from '../../../routes';
import { useStaffMe } from '../api/get-me';
import { useOperatorSearch } from '../api/search-operators';
import { OperatorCards, OperatorTable } from '../components/OperatorResults';
import { canOnboard } from '../lib/permissions';

/** How long typing must pause before the search is sent. */
const DEBOUNCE_MS = 300;

/** The search to send for what was typed, or why there is none yet (the contract's rule). */
function searchOf(text: string): { q: string | null; hint: string | null } {
  if (text.trim() === '') return { q: null, hint: null };
  const parsed = operatorSearchQuerySchema.safeParse({ q: text });
  return parsed.success
    ? { q: parsed.data.q, hint: null }
    : { q: null, hint: parsed.error.issues[0]?.message ?? null };
}

/** '3 found', '50 found (the first 50: type more)', or a blank line kept (nothing moves). */
function foundText(intl: IntlShape, q: string | null, count: number | undefined): string {
  if (q === null || count === undefined) return ' ';
  return count >= OPERATOR_SEARCH.limit
    ? intl.formatMessage(
        {
          id: 'admin.staff.operators.foundMax',
          defaultMessage: '{count} found (the first {count}: type more)',
        },
        { count },
      )
    : intl.formatMessage({ id: 'admin.staff.operators.found', defaultMessage: '{count} found' }, { count });
}

/**
 * /admin/operators: find an operator by mobile number (or its start), name, account id or group
 * id. What was typed is kept in the address (`?q=`), so going back from an operator's page shows
 * the same results; the results export as CSV or Excel with the same `q`. Support and admin
 * onboard a new operator from here (/admin/operators/new).
 */
export default function OperatorsScreen() {
  const intl = useIntl();
  const member = useStaffMe();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(() => params.get('q') ?? '');
  const [debounced] = useDebouncedValue(text, DEBOUNCE_MS);
  const { q, hint } = searchOf(debounced);
  const search = useOperatorSearch(q);

  useEffect(() => {
    setParams(
      (p) => {
        if (debounced.trim()) p.set('q', debounced.trim());
        else p.delete('q');
        return p;
      },
      { replace: true },
    );
  }, [debounced, setParams]);

  const from = `${ADMIN_ROUTES.operators}${q ? `?${new URLSearchParams({ q }).toString()}` : ''}`;
  let content;
  if (q === null)
    content = (
      <EmptyState
        message={intl.formatMessage({
          id: 'admin.staff.operators.start',
          defaultMessage: 'Type a mobile number, a name, an account id or a group id to find an operator.',
        })}
      />
    );
  else if (search.isPending)
    content = (
      <LoadingState
        label={intl.formatMessage({
          id: 'admin.staff.operators.searching',
          defaultMessage: 'Searching operators',
        })}
      />
    );
  else if (search.isError)
    content = (
      <QueryError
        query={search}
        what={intl.formatMessage({ id: 'admin.staff.operators.what', defaultMessage: 'the operators' })}
      />
    );
  else if (search.data.length === 0)
    content = (
      <EmptyState
        message={intl.formatMessage(
          { id: 'admin.staff.operators.none', defaultMessage: 'No operator matches “{q}”.' },
          { q },
        )}
      />
    );
  else
    content = isMobile ? (
      <OperatorCards rows={search.data} from={from} />
    ) : (
      <Paper withBorder radius="md" p="xs">
        <OperatorTable rows={search.data} from={from} />
      </Paper>
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2} fz={{ base: 20, sm: 26 }}>
          {intl.formatMessage({ id: 'admin.staff.operators.title', defaultMessage: 'Operators' })}
        </Title>
        <Group gap="sm" w={isMobile ? '100%' : undefined} grow={isMobile}>
          <ExportMenu
            list="operators"
            filters={{ q: q ?? undefined }}
            disabled={q === null || !search.data || search.data.length === 0}
          />
          {canOnboard(member) ? (
            <Button
              component={Link}
              to={ADMIN_ROUTES.onboardOperator}
              leftSection={<IconUserPlus size={16} aria-hidden />}
            >
              {intl.formatMessage({ id: 'admin.staff.onboard.title', defaultMessage: 'Onboard operator' })}
            </Button>
          ) : null}
        </Group>
      </Group>
      <TextInput
        label={intl.formatMessage({ id: 'admin.staff.operators.find', defaultMessage: 'Find an operator' })}
        placeholder={intl.formatMessage({
          id: 'admin.staff.operators.findPlaceholder',
          defaultMessage: 'Mobile number, name, account id or group id',
        })}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        description={hint !== null ? apiText(hint) : foundText(intl, q, search.data?.length)}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        maw={isMobile ? undefined : 520}
        autoFocus={!isMobile}
        type="search"
        inputMode="search"
        aria-busy={search.isFetching}
      />
      {content}
    </Stack>
  );
}
