import { Alert, Center, Checkbox, Group, Loader, Paper, Stack, Table, Text } from '@mantine/core';
import type { DealService } from '@oc/contract';
import { defineMessages } from '@oc/i18n';
import { useIntl } from 'react-intl';
import { QueryError, type FailedQuery } from '../../../components/states/QueryState';
import { apiText } from '../../../i18n/language';
import { DEALS_TEXT } from '../lib/messages';
import colors from './colors.module.css';

const TEXT = defineMessages({
  loading: { id: 'deals.services.loading', defaultMessage: 'Loading services' },
  what: { id: 'deals.services.what', defaultMessage: 'your services' },
  noneActive: {
    id: 'deals.services.noneActive',
    defaultMessage: 'You have no active services to put a deal on.',
  },
  noneSelected: { id: 'deals.services.noneSelected', defaultMessage: 'No services selected' },
  selected: { id: 'deals.services.selected', defaultMessage: '{selected} of {total} selected' },
  selectAll: { id: 'deals.services.selectAll', defaultMessage: 'Select all' },
});

interface Props {
  mobile: boolean;
  services: DealService[] | undefined;
  loading: boolean;
  failed: boolean;
  /** The services query: its error and 'Try again'. */
  query: FailedQuery;
  selected: string[];
  onChange: (ids: string[]) => void;
  error: string | undefined;
}

/**
 * Step 3: the services the deal covers. Mobile: a checkbox list with 'select all'; desktop: a table
 * (Service Name, Bus Type, Start Time) with row selection. Picking by hand clears 'select all'.
 */
export function StepServices({ mobile, services, loading, failed, query, selected, onChange, error }: Props) {
  const intl = useIntl();
  if (loading) {
    return (
      <Center py="xl" aria-busy="true" aria-label={intl.formatMessage(TEXT.loading)}>
        <Loader />
      </Center>
    );
  }
  if (failed || !services) {
    // Part 1 §8: the services not loading reads 'Something went wrong'.
    return (
      <QueryError
        query={query}
        what={intl.formatMessage(TEXT.what)}
        specText={intl.formatMessage(DEALS_TEXT.somethingWentWrong)}
      />
    );
  }
  if (services.length === 0) {
    return (
      <Alert color="gray" variant="light" title={intl.formatMessage(DEALS_TEXT.noServices)}>
        {intl.formatMessage(TEXT.noneActive)}
      </Alert>
    );
  }

  const chosen = new Set(selected);
  const allSelected = services.every((s) => chosen.has(s._id));
  const someSelected = !allSelected && services.some((s) => chosen.has(s._id));
  const toggleAll = () => onChange(allSelected ? [] : services.map((s) => s._id));
  const toggle = (id: string) =>
    onChange(
      chosen.has(id)
        ? selected.filter((x) => x !== id)
        : services.filter((s) => s._id === id || chosen.has(s._id)).map((s) => s._id),
    );

  const count = (
    <Text size="sm" c={error ? 'red' : 'dimmed'} role={error ? 'alert' : undefined}>
      {error
        ? apiText(error)
        : selected.length === 0
          ? intl.formatMessage(TEXT.noneSelected)
          : intl.formatMessage(TEXT.selected, { selected: selected.length, total: services.length })}
    </Text>
  );

  if (mobile) {
    return (
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Checkbox
            label={intl.formatMessage(TEXT.selectAll)}
            checked={allSelected}
            indeterminate={someSelected}
            onChange={toggleAll}
            fw={600}
          />
          {count}
        </Group>
        <Stack gap="xs">
          {services.map((s) => (
            <Paper
              key={s._id}
              withBorder
              radius="md"
              p="sm"
              className={chosen.has(s._id) ? colors.chosen : undefined}
              style={{ borderColor: chosen.has(s._id) ? 'var(--mantine-color-brand-4)' : undefined }}
            >
              <Checkbox
                checked={chosen.has(s._id)}
                onChange={() => toggle(s._id)}
                aria-label={s.name}
                label={
                  <Stack gap={2}>
                    <Text fw={600} size="sm">
                      {s.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {s.b2cAssetTypeName}
                    </Text>
                  </Stack>
                }
              />
            </Paper>
          ))}
        </Stack>
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      {count}
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md" striped={false}>
          <Table.Thead bg="var(--oc-muted-bg)">
            <Table.Tr>
              <Table.Th w={48}>
                <Checkbox
                  aria-label={intl.formatMessage(TEXT.selectAll)}
                  checked={allSelected}
                  indeterminate={someSelected}
                  onChange={toggleAll}
                />
              </Table.Th>
              <Table.Th>{intl.formatMessage(DEALS_TEXT.serviceName)}</Table.Th>
              <Table.Th>{intl.formatMessage(DEALS_TEXT.busType)}</Table.Th>
              <Table.Th>{intl.formatMessage(DEALS_TEXT.startTime)}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {services.map((s) => (
              <Table.Tr
                key={s._id}
                className={chosen.has(s._id) ? colors.chosen : undefined}
                style={{ cursor: 'pointer' }}
                onClick={() => toggle(s._id)}
              >
                <Table.Td>
                  <Checkbox
                    aria-label={s.name}
                    checked={chosen.has(s._id)}
                    onChange={() => toggle(s._id)}
                    onClick={(e) => e.stopPropagation()}
                  />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {s.name}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{s.b2cAssetTypeName}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{s.startTime}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    </Stack>
  );
}
