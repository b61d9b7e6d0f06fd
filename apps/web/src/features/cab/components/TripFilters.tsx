import { Badge, Button, CloseButton, Drawer, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { IconCalendar, IconSearch } from '@tabler/icons-react';
import type { City } from '@oc/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { isMobile } from '../../../lib/device';
import type { ChipType, FilterChip, TripFilters } from '../lib/filters';
import { CityPicker } from './CityPicker';

/** A bottom drawer as tall as its content (at most the screen). */
const BOTTOM_SHEET = { content: { height: 'auto', width: '100%', maxWidth: '100%' } } as const;

const cityOf = (name: string | null, id: string | null): City | null =>
  name && id ? { _id: id, name } : null;

/** The filter fields: From City, To City, the date range and the trip ID. */
function FilterFields({ draft, onChange }: { draft: TripFilters; onChange: (next: TripFilters) => void }) {
  const intl = useIntl();
  const width = isMobile ? '100%' : undefined;
  return (
    <>
      <CityPicker
        label={intl.formatMessage({ id: 'cab.filters.fromCity', defaultMessage: 'From City' })}
        w={width ?? 170}
        value={cityOf(draft.fromCity, draft.fromCityId)}
        onChange={(c) => onChange({ ...draft, fromCity: c?.name ?? null, fromCityId: c?._id ?? null })}
      />
      <CityPicker
        label={intl.formatMessage({ id: 'cab.filters.toCity', defaultMessage: 'To City' })}
        w={width ?? 170}
        value={cityOf(draft.toCity, draft.toCityId)}
        onChange={(c) => onChange({ ...draft, toCity: c?.name ?? null, toCityId: c?._id ?? null })}
      />
      <DatePickerInput
        type="range"
        label={intl.formatMessage({ id: 'cab.filters.startDate', defaultMessage: 'Start Date' })}
        placeholder={intl.formatMessage({ id: 'cab.filters.selectDate', defaultMessage: 'Select Date' })}
        valueFormat="D MMM YYYY"
        value={[draft.fromDate, draft.toDate]}
        onChange={(v: DatesRangeValue<string>) =>
          onChange({ ...draft, fromDate: v[0] ?? null, toDate: v[1] ?? null })
        }
        allowSingleDateInRange
        clearable
        leftSection={<IconCalendar size={16} aria-hidden />}
        w={width ?? 240}
        popoverProps={{ withinPortal: true, returnFocus: true }}
        dropdownType={isMobile ? 'modal' : 'popover'}
      />
      <TextInput
        label={intl.formatMessage({ id: 'cab.trip.tripId', defaultMessage: 'Trip ID' })}
        placeholder={intl.formatMessage(
          { id: 'cab.form.example', defaultMessage: 'e.g. {example}' },
          { example: 'CRC123456' },
        )}
        value={draft.tripId}
        onChange={(e) => onChange({ ...draft, tripId: e.currentTarget.value.slice(0, 40) })}
        w={width ?? 150}
        rightSection={
          draft.tripId ? (
            <CloseButton
              size="sm"
              aria-label={intl.formatMessage({
                id: 'cab.filters.clearTripId',
                defaultMessage: 'Clear Trip ID',
              })}
              onClick={() => onChange({ ...draft, tripId: '' })}
            />
          ) : null
        }
      />
    </>
  );
}

/** Desktop: the inline search bar (part 2 §2). */
export function SearchBar({
  draft,
  onChange,
  onSearch,
  onReset,
}: {
  draft: TripFilters;
  onChange: (next: TripFilters) => void;
  onSearch: () => void;
  onReset: () => void;
}) {
  return (
    <Paper withBorder radius="md" p="sm">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSearch();
        }}
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          <FilterFields draft={draft} onChange={onChange} />
          <Group gap="xs">
            <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
              <FormattedMessage id="cab.filters.search" defaultMessage="Search" />
            </Button>
            <Button variant="default" onClick={onReset}>
              <FormattedMessage id="cab.filters.reset" defaultMessage="Reset" />
            </Button>
          </Group>
        </Group>
      </form>
    </Paper>
  );
}

/** Mobile: the bottom drawer titled Search (part 2 §2). */
export function SearchDrawer({
  opened,
  onClose,
  draft,
  onChange,
  onSearch,
  onReset,
}: {
  opened: boolean;
  onClose: () => void;
  draft: TripFilters;
  onChange: (next: TripFilters) => void;
  onSearch: () => void;
  onReset: () => void;
}) {
  const intl = useIntl();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      title={intl.formatMessage({ id: 'cab.filters.search', defaultMessage: 'Search' })}
      size="auto"
      radius="md"
      styles={BOTTOM_SHEET}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSearch();
        }}
      >
        <Stack gap="sm" pb="md">
          <FilterFields draft={draft} onChange={onChange} />
          <Button type="submit" fullWidth leftSection={<IconSearch size={16} aria-hidden />}>
            <FormattedMessage id="cab.filters.search" defaultMessage="Search" />
          </Button>
          <Button variant="default" fullWidth onClick={onReset}>
            <FormattedMessage id="cab.filters.reset" defaultMessage="Reset" />
          </Button>
        </Stack>
      </form>
    </Drawer>
  );
}

/** The applied filters: their count, one removable chip each, and Reset (part 2 §4). */
export function FilterChips({
  chips,
  onRemove,
  onReset,
}: {
  chips: FilterChip[];
  onRemove: (type: ChipType) => void;
  onReset: () => void;
}) {
  const intl = useIntl();
  if (chips.length === 0) return null;
  return (
    <Group
      gap="xs"
      wrap="wrap"
      aria-label={intl.formatMessage({ id: 'cab.filters.applied', defaultMessage: 'Applied filters' })}
      role="group"
    >
      <Text size="sm" fw={600}>
        <FormattedMessage
          id="cab.filters.appliedCount"
          defaultMessage="Filters applied ({count})"
          values={{ count: chips.length }}
        />
      </Text>
      {chips.map((c) => (
        <Badge
          key={c.type}
          size="lg"
          radius="xl"
          variant="light"
          color="gray"
          tt="none"
          fw={500}
          data-chip={c.type}
          rightSection={
            <CloseButton
              size="xs"
              aria-label={intl.formatMessage(
                { id: 'cab.filters.remove', defaultMessage: 'Remove {label}' },
                { label: c.label },
              )}
              onClick={() => onRemove(c.type)}
            />
          }
        >
          {c.label}
        </Badge>
      ))}
      <Button variant="subtle" size="compact-sm" onClick={onReset}>
        <FormattedMessage id="cab.filters.reset" defaultMessage="Reset" />
      </Button>
    </Group>
  );
}
