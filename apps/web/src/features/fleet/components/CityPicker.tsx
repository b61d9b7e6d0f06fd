import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { City } from '@oc/contract';
import { IconMapPin } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCities } from '../../cab/api/get-cities';

/**
 * A city type-ahead (part 2 §2 From City / To City): what is typed is searched on the server
 * (the cab contract's cities call, debounced), the chosen city is kept with its id.
 */
export function CityPicker({
  label,
  value,
  onChange,
  w,
}: {
  label: string;
  value: City | null;
  onChange: (city: City | null) => void;
  w?: number | string;
}) {
  const intl = useIntl();
  const [search, setSearch] = useState(value?.name ?? '');
  const [opened, setOpened] = useState(false);
  // While the chosen city's name is shown, list every city (the search is the name itself).
  const typed = value && search === value.name ? '' : search.trim();
  const [text] = useDebouncedValue(typed, 250);
  const cities = useCities(text, opened);
  const found = cities.data ?? [];
  const options = [...(value && !found.some((c) => c._id === value._id) ? [value] : []), ...found].map(
    (c) => ({ value: c._id, label: c.name }),
  );

  return (
    <Select
      label={label}
      placeholder={intl.formatMessage({ id: 'fleet.city.search', defaultMessage: 'Search city' })}
      searchable
      clearable
      w={w}
      data={options}
      value={value?._id ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      onDropdownOpen={() => setOpened(true)}
      onDropdownClose={() => setOpened(false)}
      onChange={(id, option) => onChange(id && option ? { _id: id, name: option.label } : null)}
      filter={({ options: all }) => all}
      nothingFoundMessage={
        cities.isFetching
          ? intl.formatMessage({ id: 'fleet.city.searching', defaultMessage: 'Searching…' })
          : intl.formatMessage({ id: 'fleet.city.none', defaultMessage: 'No city found' })
      }
      leftSection={<IconMapPin size={16} aria-hidden />}
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={260}
    />
  );
}
