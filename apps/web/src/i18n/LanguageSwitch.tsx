import { Button, Group } from '@mantine/core';
import { LANGUAGES } from '@oc/i18n/languages';
import { useIntl } from 'react-intl';
import { languageState, setLanguage } from './language';

/**
 * The login screen's language chooser: every language as a button named in itself, the current one
 * pressed. Light (no menu) because the login paints first; the choice is kept in this browser and
 * saved with the user once signed in (i18n/usePreferences.ts).
 */
export function LanguageSwitch() {
  const intl = useIntl();
  const current = languageState().language;
  return (
    <Group
      gap={4}
      role="group"
      aria-label={intl.formatMessage({ id: 'i18n.language.choose', defaultMessage: 'Language' })}
      data-testid="language-switch"
      wrap="nowrap"
    >
      {LANGUAGES.map((l) => (
        <Button
          key={l.code}
          lang={l.code}
          size="compact-sm"
          variant={l.code === current ? 'light' : 'subtle'}
          color={l.code === current ? 'brand' : 'gray'}
          aria-pressed={l.code === current}
          onClick={() => void setLanguage(l.code, { chosen: true })}
        >
          {l.name}
        </Button>
      ))}
    </Group>
  );
}
