import { Group } from '@mantine/core';
import { LanguageMenu } from '../../i18n/LanguageMenu';
import { ThemeMenu } from '../../i18n/ThemeMenu';
import { usePreferences } from '../../i18n/usePreferences';
import { useStaffPreferences } from '../features/staff/api/get-me';
import { useSaveStaffPreferences } from '../features/staff/api/save-preferences';

/** The console header's language and colour-scheme choosers, saved with the staff member. */
export function StaffPreferences({ compact = false }: { compact?: boolean }) {
  const save = useSaveStaffPreferences();
  const { chooseLanguage, chooseTheme } = usePreferences(useStaffPreferences(), save);
  return (
    <Group gap={4} wrap="nowrap">
      <LanguageMenu onChoose={chooseLanguage} compact={compact} />
      <ThemeMenu onChoose={chooseTheme} />
    </Group>
  );
}
