import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { DEFAULT_LANGUAGE, languageInfo, type Language } from './languages';

const cache = createIntlCache();
const loaded = new Map<Language, Promise<IntlShape>>();

/**
 * The server's formatter for one language (its documents, texts and e-mails): the catalogue loaded
 * once per process. A text missing from a catalogue falls back to its English.
 */
export function intlFor(code: Language = DEFAULT_LANGUAGE): Promise<IntlShape> {
  let intl = loaded.get(code);
  if (!intl) {
    const info = languageInfo(code);
    intl = info
      .load()
      .then((messages) =>
        createIntl(
          { locale: info.locale, defaultLocale: 'en-IN', messages, onError: () => undefined },
          cache,
        ),
      );
    loaded.set(code, intl);
  }
  return intl;
}
