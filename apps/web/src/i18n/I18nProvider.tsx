import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';
import { RawIntlProvider } from 'react-intl';
import { languageState, subscribeLanguage } from './language';

/**
 * Gives every component the page's language (react-intl's `useIntl`, `FormattedMessage`). A change
 * of language draws the page again from the top (`key`), so every figure formatted by
 * lib/format.ts takes the new locale too.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const { language, intl } = useSyncExternalStore(subscribeLanguage, languageState, languageState);
  return (
    <RawIntlProvider key={language} value={intl}>
      {children}
    </RawIntlProvider>
  );
}
