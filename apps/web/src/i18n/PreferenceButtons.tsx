import {
  ActionIcon,
  Button,
  useMantineColorScheme,
  type ActionIconProps,
  type ButtonProps,
} from '@mantine/core';
import { IconDeviceDesktop, IconLanguage, IconMoon, IconSun } from '@tabler/icons-react';
import { LANGUAGES } from '@oc/i18n/languages';
import { defineMessages } from '@oc/i18n';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useIntl } from 'react-intl';
import { languageState } from './language';

/**
 * The header's language and colour-scheme buttons, without their menus: drawn on the first paint
 * (no popover code), as look-alikes until the shell's overlays arrive (app/layouts/overlays.ts) and
 * as the menus' targets afterwards (LanguageMenu, ThemeMenu).
 */
export const THEME_NAMES = defineMessages({
  auto: { id: 'i18n.theme.auto', defaultMessage: 'Same as this device' },
  light: { id: 'i18n.theme.light', defaultMessage: 'Light' },
  dark: { id: 'i18n.theme.dark', defaultMessage: 'Dark' },
});
export const THEME_ICONS = { auto: IconDeviceDesktop, light: IconSun, dark: IconMoon } as const;
export const PREFERENCE_LABELS = defineMessages({
  language: { id: 'i18n.language.choose', defaultMessage: 'Language' },
  theme: { id: 'i18n.theme.choose', defaultMessage: 'Colour scheme' },
});

type LanguageButtonProps = ButtonProps & ComponentPropsWithoutRef<'button'> & { compact?: boolean };

export const LanguageButton = forwardRef<HTMLButtonElement, LanguageButtonProps>(function LanguageButton(
  { compact = false, ...props },
  ref,
) {
  const intl = useIntl();
  const current = languageState().language;
  const name = LANGUAGES.find((l) => l.code === current)?.name ?? current;
  return (
    <Button
      ref={ref}
      variant="subtle"
      color="gray"
      size="compact-sm"
      leftSection={<IconLanguage size={18} aria-hidden />}
      // The name holds what the button shows ('EN' on a phone), as a person who sees it would say it.
      aria-label={`${intl.formatMessage(PREFERENCE_LABELS.language)}: ${name}${compact ? `, ${current.toUpperCase()}` : ''}`}
      data-testid="language-menu"
      {...props}
    >
      <span lang={current}>{compact ? current.toUpperCase() : name}</span>
    </Button>
  );
});

type ThemeButtonProps = ActionIconProps & ComponentPropsWithoutRef<'button'>;

export const ThemeButton = forwardRef<HTMLButtonElement, ThemeButtonProps>(function ThemeButton(props, ref) {
  const intl = useIntl();
  const { colorScheme } = useMantineColorScheme();
  const Icon = THEME_ICONS[colorScheme];
  return (
    <ActionIcon
      ref={ref}
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={`${intl.formatMessage(PREFERENCE_LABELS.theme)}: ${intl.formatMessage(THEME_NAMES[colorScheme])}`}
      data-testid="theme-menu"
      {...props}
    >
      <Icon size={20} aria-hidden />
    </ActionIcon>
  );
});
