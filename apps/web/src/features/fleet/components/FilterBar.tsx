import { Button, Group, Paper, Select, Stack } from '@mantine/core';
import { CAB_ROUTE_TYPE_LABELS, FLEET_ROUTE_TYPES } from '@oc/contract';
import { IconSearch } from '@tabler/icons-react';
import { useAssetTypes } from '../api/get-asset-types';
import type { FleetFilters } from '../lib/filters';
import { CityPair } from './CityPair';
import { DateFields } from './DateFields';

export const ROUTE_TYPE_OPTIONS = FLEET_ROUTE_TYPES.map((r) => ({
  value: r,
  label: CAB_ROUTE_TYPE_LABELS[r],
}));

/**
 * Desktop filter bar (part 2 §2): from and to dates, From City / swap / To City, route type, asset
 * type, 'Search' and 'Reset'. Edits stay here until 'Search'.
 */
export function FilterBar({
  value,
  onChange,
  onSearch,
  onReset,
}: {
  value: FleetFilters;
  onChange: (next: FleetFilters) => void;
  onSearch: () => void;
  onReset: () => void;
}) {
  const assetTypes = useAssetTypes();
  return (
    <Paper withBorder radius="md" p="sm">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSearch();
        }}
      >
        <Stack gap="sm">
          <Group gap="sm" align="flex-end">
            <DateFields value={value} onChange={onChange} w={150} />
            <CityPair value={value} onChange={onChange} w={200} />
          </Group>
          <Group gap="sm" align="flex-end">
            <Select
              label="Route Type"
              placeholder="Search route type"
              searchable
              clearable
              w={190}
              data={ROUTE_TYPE_OPTIONS}
              value={value.routeType}
              onChange={(v) => onChange({ ...value, routeType: v })}
              comboboxProps={{ withinPortal: true }}
            />
            <Select
              label="Asset Type"
              placeholder="Search asset type"
              searchable
              clearable
              w={220}
              data={assetTypes.data ?? []}
              value={value.assetType}
              onChange={(assetType) => onChange({ ...value, assetType })}
              nothingFoundMessage={assetTypes.isError ? "Couldn't load asset types" : 'No asset type'}
              comboboxProps={{ withinPortal: true }}
            />
            <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
              Search
            </Button>
            <Button variant="default" onClick={onReset}>
              Reset
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
