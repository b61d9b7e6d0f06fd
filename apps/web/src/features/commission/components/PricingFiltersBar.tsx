import { Button, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconSearch } from '@tabler/icons-react';
import { COMMISSION_LIMITS, COMMISSION_MESSAGES, addDaysToDate } from '@oc/contract';
import { useState } from 'react';
import { isMobile } from '../../../lib/device';
import { todayIst } from '../../../lib/format';
import type { PricingFilters } from '../lib/filters';

const picker = {
  valueFormat: 'DD-MM-YYYY',
  leftSection: <IconCalendar size={16} stroke={1.6} aria-hidden />,
  popoverProps: { withinPortal: true, zIndex: 400 },
  clearable: false,
} as const;

/**
 * From and to city, from and to date, Search (part 1 §2, §5): both cities are required
 * ('Please select both from and to City'); from date not before today; to date on or after the
 * from date and at most 14 days later; default today … today + 7.
 */
export function PricingFiltersBar({
  cities,
  initial,
  loading,
  onSearch,
}: {
  cities: string[];
  initial: PricingFilters;
  loading: boolean;
  onSearch: (f: PricingFilters) => void;
}) {
  const [f, setF] = useState<PricingFilters>(initial);
  const [error, setError] = useState<string | null>(null);
  const today = todayIst();
  const maxTo = addDaysToDate(f.fromDate, COMMISSION_LIMITS.maxWindowDays);

  function setFromDate(value: string | null) {
    if (!value) return;
    setF((old) => {
      const max = addDaysToDate(value, COMMISSION_LIMITS.maxWindowDays);
      const toDate = old.toDate < value ? value : old.toDate > max ? max : old.toDate;
      return { ...old, fromDate: value, toDate };
    });
  }

  function search() {
    if (!f.fromCity || !f.toCity) {
      setError(COMMISSION_MESSAGES.selectCities);
      return;
    }
    setError(null);
    onSearch(f);
  }

  const cityOptions = cities.map((c) => ({ value: c, label: c }));
  return (
    <Paper withBorder radius="md" p={isMobile ? 'sm' : 'md'}>
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 2, md: 5 }} spacing="sm" verticalSpacing="xs">
          <Select
            label="From City"
            placeholder="Select city"
            data={cityOptions}
            value={f.fromCity}
            onChange={(v) => {
              setF((old) => ({ ...old, fromCity: v }));
              setError(null);
            }}
            searchable
            nothingFoundMessage="No city"
            error={error && !f.fromCity ? true : undefined}
            comboboxProps={{ withinPortal: true, zIndex: 400 }}
          />
          <Select
            label="To City"
            placeholder="Select city"
            data={cityOptions}
            value={f.toCity}
            onChange={(v) => {
              setF((old) => ({ ...old, toCity: v }));
              setError(null);
            }}
            searchable
            nothingFoundMessage="No city"
            error={error && !f.toCity ? true : undefined}
            comboboxProps={{ withinPortal: true, zIndex: 400 }}
          />
          <DatePickerInput
            {...picker}
            label="From Date"
            value={f.fromDate}
            minDate={today}
            onChange={setFromDate}
          />
          <DatePickerInput
            {...picker}
            label="To Date"
            value={f.toDate}
            minDate={f.fromDate}
            maxDate={maxTo}
            onChange={(v) => v && setF((old) => ({ ...old, toDate: v }))}
          />
          <Group align="flex-end" style={isMobile ? { gridColumn: 'span 2' } : undefined}>
            <Button
              leftSection={<IconSearch size={16} aria-hidden />}
              onClick={search}
              loading={loading}
              fullWidth
            >
              Search
            </Button>
          </Group>
        </SimpleGrid>
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
