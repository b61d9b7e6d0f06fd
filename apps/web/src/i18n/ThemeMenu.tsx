import { Menu, useMantineColorScheme } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ThemeChoice } from '@oc/i18n/languages';
import { useIntl } from 'react-intl';
import { PREFERENCE_LABELS, THEME_ICONS, THEME_NAMES, ThemeButton } from './PreferenceButtons';
import { useFocusBack } from '../lib/use-focus-return';

const CHOICES: ThemeChoice[] = ['auto', 'light', 'dark'];

/**
 * The colour-scheme chooser of the headers: the device's own setting (the default), light or dark.
 * `onChoose` applies and saves the choice.
 */
export function ThemeMenu({
  onChoose,
  openOnMount = false,
  focusOnMount = false,
}: {
  onChoose: (theme: ThemeChoice) => void;
  openOnMount?: boolean;
  focusOnMount?: boolean;
}) {
  const intl = useIntl();
  const { colorScheme } = useMantineColorScheme();
  const { target, onClose } = useFocusBack(openOnMount);
  return (
    <Menu position="bottom-end" shadow="md" withinPortal defaultOpened={openOnMount} {...onClose}>
      <Menu.Target>
        <ThemeButton ref={target} autoFocus={focusOnMount} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{intl.formatMessage(PREFERENCE_LABELS.theme)}</Menu.Label>
        {CHOICES.map((choice) => {
          const Icon = THEME_ICONS[choice];
          return (
            <Menu.Item
              key={choice}
              leftSection={<Icon size={16} aria-hidden />}
              rightSection={choice === colorScheme ? <IconCheck size={16} aria-hidden /> : null}
              aria-current={choice === colorScheme ? 'true' : undefined}
              onClick={() => onChoose(choice)}
            >
              {intl.formatMessage(THEME_NAMES[choice])}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
