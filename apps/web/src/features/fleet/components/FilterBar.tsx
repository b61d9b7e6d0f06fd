import { Button, Group, Paper, Select, Stack } from '@mantine/core';
import { CAB_ROUTE_TYPE_LABELS, FLEET_ROUTE_TYPES } from '@oc/contract';
import { IconSearch } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiText } from '../../../i18n/language';
import { useAssetTypes } from '../api/get-asset-types';
import type { FleetFilters } from '../lib/filters';
import { CityPair } from './CityPair';
import { DateFields } from './DateFields';

/** The route types to choose from, named in the page's language. */
export function routeTypeOptions() {
  return FLEET_ROUTE_TYPES.map((r) => ({ value: r, label: apiText(CAB_ROUTE_TYPE_LABELS[r]) }));
}

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
  const intl = useIntl();
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
              label={intl.formatMessage({ id: 'fleet.filters.routeType', defaultMessage: 'Route Type' })}
              placeholder={intl.formatMessage({
                id: 'fleet.filters.searchRouteType',
                defaultMessage: 'Search route type',
              })}
              searchable
              clearable
              w={190}
              data={routeTypeOptions()}
              value={value.routeType}
              onChange={(v) => onChange({ ...value, routeType: v })}
              comboboxProps={{ withinPortal: true }}
            />
            <Select
              label={intl.formatMessage({ id: 'fleet.filters.assetType', defaultMessage: 'Asset Type' })}
              placeholder={intl.formatMessage({
                id: 'fleet.filters.searchAssetType',
                defaultMessage: 'Search asset type',
              })}
              searchable
              clearable
              w={220}
              data={assetTypes.data ?? []}
              value={value.assetType}
              onChange={(assetType) => onChange({ ...value, assetType })}
              nothingFoundMessage={
                assetTypes.isError
                  ? intl.formatMessage({
                      id: 'fleet.filters.assetTypesFailed',
                      defaultMessage: "Couldn't load asset types",
                    })
                  : intl.formatMessage({ id: 'fleet.filters.noAssetType', defaultMessage: 'No asset type' })
              }
              comboboxProps={{ withinPortal: true }}
            />
            <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
              <FormattedMessage id="fleet.filters.search" defaultMessage="Search" />
            </Button>
            <Button variant="default" onClick={onReset}>
              <FormattedMessage id="fleet.filters.reset" defaultMessage="Reset" />
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
