import { Alert, Center, Checkbox, Group, Loader, Paper, Stack, Table, Text } from '@mantine/core';
import type { DealService } from '@oc/contract';
import { QueryError, type FailedQuery } from '../../../components/states/QueryState';
import { SOMETHING_WENT_WRONG } from '../api/keys';

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
  if (loading) {
    return (
      <Center py="xl" aria-busy="true" aria-label="Loading services">
        <Loader />
      </Center>
    );
  }
  if (failed || !services) {
    // Part 1 §8: the services not loading reads 'Something went wrong'.
    return <QueryError query={query} what="your services" specText={SOMETHING_WENT_WRONG} />;
  }
  if (services.length === 0) {
    return (
      <Alert color="gray" variant="light" title="No services">
        You have no active services to put a deal on.
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
      {error ??
        (selected.length === 0
          ? 'No services selected'
          : `${selected.length} of ${services.length} selected`)}
    </Text>
  );

  if (mobile) {
    return (
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Checkbox
            label="Select all"
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
              bg={chosen.has(s._id) ? 'brand.0' : undefined}
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
          <Table.Thead bg="gray.0">
            <Table.Tr>
              <Table.Th w={48}>
                <Checkbox
                  aria-label="Select all"
                  checked={allSelected}
                  indeterminate={someSelected}
                  onChange={toggleAll}
                />
              </Table.Th>
              <Table.Th>Service Name</Table.Th>
              <Table.Th>Bus Type</Table.Th>
              <Table.Th>Start Time</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {services.map((s) => (
              <Table.Tr
                key={s._id}
                bg={chosen.has(s._id) ? 'var(--mantine-color-brand-0)' : undefined}
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
