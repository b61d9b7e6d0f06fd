/**
 * The locale figures are formatted in (lib/format.ts): the page's language's, set by
 * i18n/language.ts. A module of its own so the login's entry, which sets it, does not carry the
 * whole formatting module. 'en-IN' and 'hi-IN' both group digits the Indian way.
 */
let locale = 'en-IN';

export function setFormatLocale(next: string): void {
  locale = next;
}

/** The locale figures are formatted in now. */
export function formatLocale(): string {
  return locale;
}
