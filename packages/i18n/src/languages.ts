/**
 * The languages of the Operator Console (docs/ui.md "Languages"). English is the source: its texts
 * are the `defaultMessage`s written next to their use, so it loads no catalogue. Every other
 * language is one catalogue, `locales/<code>.json` (id → ICU message), loaded when chosen. Adding a
 * language is that file and one line here.
 */
export interface LanguageInfo {
  /** The code stored per user and sent by the web ('en', 'hi'). */
  code: string;
  /** The language's own name, as the choosers show it. */
  name: string;
  /** The locale `Intl` formats numbers, money and dates with (Indian digit grouping in each). */
  locale: string;
  /** Its catalogue; English has none (its texts are the defaults in the source). */
  load: () => Promise<Record<string, string>>;
}

export const LANGUAGES = [
  { code: 'en', name: 'English', locale: 'en-IN', load: () => Promise.resolve({}) },
  {
    code: 'hi',
    name: 'हिन्दी',
    locale: 'hi-IN',
    load: () => import('../locales/hi.json', { with: { type: 'json' } }).then((m) => m.default),
  },
] as const satisfies readonly LanguageInfo[];

export type Language = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as [Language, ...Language[]];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

export function languageInfo(code: Language): LanguageInfo {
  return LANGUAGES.find((l) => l.code === code) ?? LANGUAGES[0];
}

/**
 * The first of the browser's (or an Accept-Language header's) languages we have, by its primary
 * subtag ('hi-IN' → 'hi'); English when none is ours.
 */
export function pickLanguage(preferred: readonly string[] | string | undefined): Language {
  const list =
    typeof preferred === 'string'
      ? preferred.split(',').map((part) => part.split(';')[0]?.trim() ?? '')
      : (preferred ?? []);
  for (const tag of list) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** The colour schemes a user may choose: the system's ('auto'), light or dark. */
export const THEMES = ['auto', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEMES)[number];
