import { Group } from '@mantine/core';
import type { Preferences } from '@oc/contract';
import { LanguageButton, ThemeButton } from '../../i18n/PreferenceButtons';
import { usePreferences } from '../../i18n/usePreferences';
import { useSavePreferences } from './api/save-preferences';
import { useEarlyPress, useShellOverlays } from './overlays';

/**
 * The header's language and colour-scheme choosers, saved with the user (issue 40). Their menus
 * come with the shell's overlays (ShellOverlays.tsx): until then look-alike buttons, which open the
 * menu when it arrives if pressed (app/layouts/overlays.ts).
 */
export function HeaderPreferences({
  saved,
  compact = false,
}: {
  saved: Preferences | undefined;
  compact?: boolean;
}) {
  const save = useSavePreferences();
  const { chooseLanguage, chooseTheme } = usePreferences(saved, save);
  const overlays = useShellOverlays();
  const language = useEarlyPress();
  const theme = useEarlyPress();
  return (
    <Group gap={4} wrap="nowrap">
      {overlays ? (
        <overlays.LanguageMenu
          onChoose={chooseLanguage}
          compact={compact}
          openOnMount={language.intent.open}
          focusOnMount={language.intent.focus}
        />
      ) : (
        <LanguageButton compact={compact} aria-haspopup="menu" aria-expanded={false} {...language.handlers} />
      )}
      {overlays ? (
        <overlays.ThemeMenu
          onChoose={chooseTheme}
          openOnMount={theme.intent.open}
          focusOnMount={theme.intent.focus}
        />
      ) : (
        <ThemeButton aria-haspopup="menu" aria-expanded={false} {...theme.handlers} />
      )}
    </Group>
  );
}
