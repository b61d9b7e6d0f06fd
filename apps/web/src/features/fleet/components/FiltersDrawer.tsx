import { Button, Chip, Drawer, Group, Input, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAssetTypes } from '../api/get-asset-types';
import type { FleetFilters } from '../lib/filters';
import { CityPair } from './CityPair';
import { DateFields } from './DateFields';
import { routeTypeOptions } from './FilterBar';

/**
 * Mobile 'Filters' bottom drawer (part 2 §2): route type chips, asset type select, From and To city
 * pickers with swap, and 'Apply Filters'; the dates too (the phone has no filter bar). Edits stay in
 * the drawer until 'Apply Filters'.
 */
export function FiltersDrawer({
  opened,
  applied,
  onClose,
  onApply,
}: {
  opened: boolean;
  applied: FleetFilters;
  onClose: () => void;
  onApply: (next: FleetFilters) => void;
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      title={
        <Text fw={700} fz="lg">
          <FormattedMessage id="fleet.filters.title" defaultMessage="Filters" />
        </Text>
      }
      radius="md"
      styles={{ content: { height: 'auto', maxHeight: '92dvh' } }}
    >
      {/* Mounted while open, so each opening starts from the applied filters. */}
      {opened ? <DrawerForm applied={applied} onApply={onApply} /> : null}
    </Drawer>
  );
}

function DrawerForm({ applied, onApply }: { applied: FleetFilters; onApply: (next: FleetFilters) => void }) {
  const intl = useIntl();
  const [draft, setDraft] = useState(applied);
  const assetTypes = useAssetTypes();
  return (
    <Stack gap="md" pb="md">
      <DateFields value={draft} onChange={setDraft} grow />
      <Stack gap={6}>
        <Input.Label component="div">
          <FormattedMessage id="fleet.filters.routeType" defaultMessage="Route Type" />
        </Input.Label>
        <Chip.Group
          multiple={false}
          value={draft.routeType ?? ''}
          onChange={(v) => setDraft({ ...draft, routeType: v === '' ? null : v })}
        >
          <Group gap="xs">
            {routeTypeOptions().map((o) => (
              <Chip
                key={o.value}
                value={o.value}
                onClick={() => {
                  // A second tap on the chosen chip clears it.
                  if (draft.routeType === o.value) setDraft({ ...draft, routeType: null });
                }}
              >
                {o.label}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Stack>
      <Select
        label={intl.formatMessage({ id: 'fleet.filters.assetType', defaultMessage: 'Asset Type' })}
        placeholder={intl.formatMessage({
          id: 'fleet.filters.selectAssetType',
          defaultMessage: 'Select asset type',
        })}
        clearable
        data={assetTypes.data ?? []}
        value={draft.assetType}
        onChange={(assetType) => setDraft({ ...draft, assetType })}
        comboboxProps={{ withinPortal: true }}
      />
      <CityPair value={draft} onChange={setDraft} vertical />
      <Button fullWidth onClick={() => onApply(draft)}>
        <FormattedMessage id="fleet.filters.apply" defaultMessage="Apply Filters" />
      </Button>
    </Stack>
  );
}
