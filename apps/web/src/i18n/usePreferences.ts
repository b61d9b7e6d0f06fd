import { useMantineColorScheme } from '@mantine/core';
import type { Preferences, PreferencesUpdate } from '@oc/contract';
import type { Language, ThemeChoice } from '@oc/i18n/languages';
import { useCallback, useEffect, useRef } from 'react';
import { languageChosenHere, languageState, setLanguage } from './language';

/**
 * The signed-in person's language and colour scheme (docs/ui.md "Languages", "Themes"), for the
 * operator's shell and the staff console alike:
 *
 * - when the server's copy arrives (`saved`, from the operator's or the staff member's GET me), a choice made on
 *   this page's login screen wins and is saved; otherwise the saved choice is applied here, so it
 *   follows the person to another device; nothing chosen yet leaves the browser's language and
 *   the device's scheme;
 * - `chooseLanguage` / `chooseTheme` apply a choice at once and save it with `save`.
 */
export function usePreferences(
  saved: Preferences | undefined,
  save: (update: PreferencesUpdate) => Promise<unknown>,
): { chooseLanguage: (language: Language) => void; chooseTheme: (theme: ThemeChoice) => void } {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const reconciled = useRef(false);
  useEffect(() => {
    if (!saved || reconciled.current) return;
    reconciled.current = true;
    const current = languageState().language;
    if (languageChosenHere()) {
      if (saved.language !== current) void save({ language: current }).catch(() => undefined);
    } else if (saved.language !== null && saved.language !== current) {
      void setLanguage(saved.language);
    }
    if (saved.theme !== null && saved.theme !== colorScheme) setColorScheme(saved.theme);
  }, [saved, save, colorScheme, setColorScheme]);

  const chooseLanguage = useCallback(
    (language: Language) => {
      void setLanguage(language, { chosen: true });
      void save({ language }).catch(() => undefined);
    },
    [save],
  );
  const chooseTheme = useCallback(
    (theme: ThemeChoice) => {
      setColorScheme(theme);
      void save({ theme }).catch(() => undefined);
    },
    [save, setColorScheme],
  );
  return { chooseLanguage, chooseTheme };
}
