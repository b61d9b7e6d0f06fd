import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { LANGUAGES, type Language } from '@oc/i18n/languages';
import { useIntl } from 'react-intl';
import { languageState } from './language';
import { LanguageButton, PREFERENCE_LABELS } from './PreferenceButtons';
import { useFocusBack } from '../lib/use-focus-return';

/**
 * The language chooser of the headers: each language named in itself ('हिन्दी'), so a person finds
 * theirs whatever the page shows now. `onChoose` applies and saves the choice. `openOnMount` /
 * `focusOnMount`: pressed or focused while it was a look-alike (app/layouts/overlays.ts).
 */
export function LanguageMenu({
  onChoose,
  compact = false,
  openOnMount = false,
  focusOnMount = false,
}: {
  onChoose: (language: Language) => void;
  /** The phone header: the icon and the language's code only. */
  compact?: boolean;
  openOnMount?: boolean;
  focusOnMount?: boolean;
}) {
  const intl = useIntl();
  const current = languageState().language;
  const { target, onClose } = useFocusBack(openOnMount);
  return (
    <Menu position="bottom-end" shadow="md" withinPortal defaultOpened={openOnMount} {...onClose}>
      <Menu.Target>
        <LanguageButton compact={compact} ref={target} autoFocus={focusOnMount} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{intl.formatMessage(PREFERENCE_LABELS.language)}</Menu.Label>
        {LANGUAGES.map((l) => (
          <Menu.Item
            key={l.code}
            lang={l.code}
            onClick={() => onChoose(l.code)}
            rightSection={l.code === current ? <IconCheck size={16} aria-hidden /> : null}
            aria-current={l.code === current ? 'true' : undefined}
          >
            {l.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
