import { currentIntl } from '../i18n/language';

/**
 * What an RC search that matches no bus says, with what was typed ('No bus with an RC matching
 * "ZZ99"'), never an empty dropdown (My Buses, the quality screens' RC filter), in the page's
 * language.
 */
export function noRcMatch(search: string): string {
  const typed = search.trim();
  const intl = currentIntl();
  return typed
    ? intl.formatMessage(
        { id: 'lib.rcSearch.noMatch', defaultMessage: 'No bus with an RC matching "{typed}"' },
        { typed },
      )
    : intl.formatMessage({ id: 'lib.rcSearch.noBuses', defaultMessage: 'No buses' });
}
