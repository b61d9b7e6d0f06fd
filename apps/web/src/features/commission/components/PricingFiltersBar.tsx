import { Button, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconSearch } from '@tabler/icons-react';
import { COMMISSION_LIMITS, addDaysToDate } from '@oc/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { isMobile } from '../../../lib/device';
import { todayIst } from '../../../lib/format';
import type { PricingFilters } from '../lib/filters';
import { COMMISSION_TEXTS } from '../lib/messages';

const picker = {
  valueFormat: 'DD-MM-YYYY',
  leftSection: <IconCalendar size={16} stroke={1.6} aria-hidden />,
  popoverProps: { withinPortal: true, returnFocus: true, zIndex: 400 },
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
  const intl = useIntl();
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
      setError(intl.formatMessage(COMMISSION_TEXTS.selectCities));
      return;
    }
    setError(null);
    onSearch(f);
  }

  const cityOptions = cities.map((c) => ({ value: c, label: c }));
  const selectCity = intl.formatMessage({
    id: 'commission.filters.selectCity',
    defaultMessage: 'Select city',
  });
  const noCity = intl.formatMessage({ id: 'commission.filters.noCity', defaultMessage: 'No city' });
  return (
    <Paper withBorder radius="md" p={isMobile ? 'sm' : 'md'}>
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 2, md: 5 }} spacing="sm" verticalSpacing="xs">
          <Select
            label={intl.formatMessage({ id: 'commission.filters.fromCity', defaultMessage: 'From City' })}
            placeholder={selectCity}
            data={cityOptions}
            value={f.fromCity}
            onChange={(v) => {
              setF((old) => ({ ...old, fromCity: v }));
              setError(null);
            }}
            searchable
            nothingFoundMessage={noCity}
            error={error && !f.fromCity ? true : undefined}
            comboboxProps={{ withinPortal: true, zIndex: 400 }}
          />
          <Select
            label={intl.formatMessage({ id: 'commission.filters.toCity', defaultMessage: 'To City' })}
            placeholder={selectCity}
            data={cityOptions}
            value={f.toCity}
            onChange={(v) => {
              setF((old) => ({ ...old, toCity: v }));
              setError(null);
            }}
            searchable
            nothingFoundMessage={noCity}
            error={error && !f.toCity ? true : undefined}
            comboboxProps={{ withinPortal: true, zIndex: 400 }}
          />
          <DatePickerInput
            {...picker}
            label={intl.formatMessage({ id: 'commission.filters.fromDate', defaultMessage: 'From Date' })}
            value={f.fromDate}
            minDate={today}
            onChange={setFromDate}
          />
          <DatePickerInput
            {...picker}
            label={intl.formatMessage({ id: 'commission.filters.toDate', defaultMessage: 'To Date' })}
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
              {intl.formatMessage({ id: 'commission.filters.search', defaultMessage: 'Search' })}
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
