import { ActionIcon, Group, Stack, Tooltip } from '@mantine/core';
import { IconArrowsExchange, IconArrowsUpDown } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import type { FleetFilters } from '../lib/filters';
import { CityPicker } from './CityPicker';

/**
 * From City, the swap icon, To City (part 2 §2): side by side on desktop; one under the other with
 * the swap between them in the phone's drawer, so each name has the full width.
 */
export function CityPair({
  value,
  onChange,
  w,
  vertical = false,
}: {
  value: FleetFilters;
  onChange: (next: FleetFilters) => void;
  w?: number;
  vertical?: boolean;
}) {
  const intl = useIntl();
  const swapLabel = intl.formatMessage({ id: 'fleet.filters.swapCities', defaultMessage: 'Swap cities' });
  const swap = () => onChange({ ...value, fromCity: value.toCity, toCity: value.fromCity });
  const from = (
    <CityPicker
      key={`from-${value.fromCity?._id ?? ''}`}
      label={intl.formatMessage({ id: 'fleet.filters.fromCity', defaultMessage: 'From City' })}
      value={value.fromCity}
      onChange={(fromCity) => onChange({ ...value, fromCity })}
      {...(w ? { w } : {})}
    />
  );
  const to = (
    <CityPicker
      key={`to-${value.toCity?._id ?? ''}`}
      label={intl.formatMessage({ id: 'fleet.filters.toCity', defaultMessage: 'To City' })}
      value={value.toCity}
      onChange={(toCity) => onChange({ ...value, toCity })}
      {...(w ? { w } : {})}
    />
  );
  if (vertical)
    return (
      <Stack gap={0}>
        {from}
        <Group justify="flex-end" mt={8} mb={-20} style={{ position: 'relative', zIndex: 1 }}>
          <ActionIcon variant="default" size={36} radius="xl" aria-label={swapLabel} onClick={swap}>
            <IconArrowsUpDown size={18} aria-hidden />
          </ActionIcon>
        </Group>
        {to}
      </Stack>
    );
  return (
    <Group gap={6} wrap="nowrap" align="flex-end">
      {from}
      <Tooltip label={swapLabel} withArrow>
        <ActionIcon
          variant="default"
          size={36}
          aria-label={swapLabel}
          style={{ flex: '0 0 auto' }}
          onClick={swap}
        >
          <IconArrowsExchange size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {to}
    </Group>
  );
}
