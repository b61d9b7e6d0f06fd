import {
  ActionIcon,
  Button,
  CloseButton,
  Group,
  Loader,
  Modal,
  ScrollArea,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMapPin, IconSearch } from '@tabler/icons-react';
import type { City } from '@oc/contract';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isMobile } from '../../../lib/device';
import { useCities } from '../api/get-cities';
import colors from './colors.module.css';

/**
 * A city field with the part 2 §2 city search overlay: the field opens an overlay with a 'Search
 * city' box (type-ahead over GET /cities/stations) and one row per city with a 'Select' button.
 * Shared by the trips filter and the fleet payment summary (docs/architecture.md "Cab trips").
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
  const [opened, setOpened] = useState(false);
  return (
    <>
      <TextInput
        label={label}
        placeholder={intl.formatMessage({ id: 'cab.city.placeholder', defaultMessage: 'Select city' })}
        value={value?.name ?? ''}
        readOnly
        w={w}
        leftSection={<IconMapPin size={16} aria-hidden />}
        onClick={() => setOpened(true)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            setOpened(true);
          }
        }}
        styles={{ input: { cursor: 'pointer' } }}
        rightSection={
          value ? (
            <CloseButton
              size="sm"
              aria-label={intl.formatMessage(
                { id: 'cab.city.clear', defaultMessage: 'Clear {label}' },
                { label },
              )}
              onClick={() => onChange(null)}
            />
          ) : null
        }
      />
      <CitySearchOverlay
        title={label}
        opened={opened}
        onClose={() => setOpened(false)}
        onSelect={(city) => {
          onChange(city);
          setOpened(false);
        }}
      />
    </>
  );
}

function CitySearchOverlay({
  title,
  opened,
  onClose,
  onSelect,
}: {
  title: string;
  opened: boolean;
  onClose: () => void;
  onSelect: (city: City) => void;
}) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, 200);
  const cities = useCities(debounced, opened);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      fullScreen={isMobile}
      centered
      size="sm"
      onExitTransitionEnd={() => setText('')}
    >
      <Stack gap="sm">
        <TextInput
          placeholder={intl.formatMessage({ id: 'cab.city.search', defaultMessage: 'Search city' })}
          aria-label={intl.formatMessage({ id: 'cab.city.search', defaultMessage: 'Search city' })}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={cities.isFetching ? <Loader size="xs" /> : null}
          data-autofocus
        />
        <ScrollArea.Autosize mah={isMobile ? undefined : 360}>
          <Stack
            gap={0}
            role="list"
            aria-label={intl.formatMessage({ id: 'cab.city.list', defaultMessage: 'Cities' })}
          >
            {cities.isError ? (
              <Text size="sm" c="red" py="sm">
                <FormattedMessage
                  id="cab.city.loadFailed"
                  defaultMessage="We couldn't load the cities. Please try again."
                />
              </Text>
            ) : cities.data?.length === 0 ? (
              <Text size="sm" c="dimmed" py="sm">
                <FormattedMessage
                  id="cab.city.noMatch"
                  defaultMessage="No city matches ‘{query}’."
                  values={{ query: debounced }}
                />
              </Text>
            ) : (
              cities.data?.map((city) => (
                <Group
                  key={city._id}
                  role="listitem"
                  justify="space-between"
                  wrap="nowrap"
                  py={8}
                  className={colors.dividerBottom}
                >
                  <Group gap="xs" wrap="nowrap">
                    <ActionIcon
                      variant="light"
                      radius="xl"
                      size="sm"
                      aria-hidden
                      tabIndex={-1}
                      component="span"
                    >
                      <IconMapPin size={14} />
                    </ActionIcon>
                    <Text size="sm">{city.name}</Text>
                  </Group>
                  <Button
                    size="compact-sm"
                    variant="light"
                    onClick={() => onSelect(city)}
                    aria-label={intl.formatMessage(
                      { id: 'cab.city.selectOne', defaultMessage: 'Select {city}' },
                      { city: city.name },
                    )}
                  >
                    <FormattedMessage id="cab.city.select" defaultMessage="Select" />
                  </Button>
                </Group>
              ))
            )}
          </Stack>
        </ScrollArea.Autosize>
      </Stack>
    </Modal>
  );
}
