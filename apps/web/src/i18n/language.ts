import { DEFAULT_LANGUAGE, isLanguage, languageInfo, pickLanguage, type Language } from '@oc/i18n/languages';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { setFormatLocale } from '../lib/format-locale';

/**
 * The page's language (docs/ui.md "Languages"): one store read by the provider (I18nProvider), by
 * the choosers (login screen, header) and by code outside React (toasts, `apiText`). The choice is
 * kept in this browser (localStorage) for the login screen and, once signed in, on the server with
 * the user (app/layouts/preferences.ts), so it follows them to a phone. The first visit takes the
 * browser's languages.
 */
const STORAGE_KEY = 'oc.language';
const cache = createIntlCache();

interface LanguageState {
  language: Language;
  intl: IntlShape;
}

type ApiMessages = typeof import('@oc/i18n/api-messages');
/**
 * The API messages' table, loaded with a catalogue: English shows the API's own texts, so the
 * login's first paint carries none of it.
 */
let apiMessages: ApiMessages | null = null;

function intlOf(language: Language, messages: Record<string, string>): IntlShape {
  return createIntl(
    {
      locale: languageInfo(language).locale,
      defaultLocale: 'en-IN',
      messages,
      // A text a catalogue lacks shows its English; the catalogue check (scripts/i18n.mjs) and the
      // Hindi walk (apps/web/e2e) are what find it, not the console.
      onError: () => undefined,
    },
    cache,
  );
}

let state: LanguageState = { language: DEFAULT_LANGUAGE, intl: intlOf(DEFAULT_LANGUAGE, {}) };
const listeners = new Set<() => void>();
/** Whether the person chose the language on this page (the login screen's chooser). */
let chosenHere = false;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The language this browser last chose, else the browser's own (English when none is ours). */
export function initialLanguage(): Language {
  const stored = storage()?.getItem(STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  return typeof navigator === 'undefined' ? DEFAULT_LANGUAGE : pickLanguage(navigator.languages);
}

/** Languages whose letters may need the web font (main.tsx): its family and a letter of the script. */
const SCRIPT_FONTS: Partial<Record<Language, { family: string; letter: string }>> = {
  hi: { family: 'Noto Sans Devanagari', letter: 'क' },
};

/**
 * Fetches the script's web font in the weights the screens use before the page draws in the
 * language, so a device without the script never shows its letters as boxes; at most 1.5 s (on a
 * slow network the page switches and the letters swap in when they arrive).
 */
function scriptFonts(language: Language): Promise<unknown> {
  const font = SCRIPT_FONTS[language];
  const fonts = typeof document === 'undefined' ? undefined : (document.fonts as FontFaceSet | undefined);
  if (!font || typeof fonts?.load !== 'function') return Promise.resolve();
  const loads = [400, 600, 700].map((weight) =>
    fonts.load(`${weight} 16px "${font.family}"`, font.letter).catch(() => []),
  );
  return Promise.race([Promise.all(loads), new Promise((resolve) => setTimeout(resolve, 1_500))]);
}

/**
 * Shows the page in `language` (its catalogue loaded first, so nothing flashes half-translated) and
 * remembers it in this browser. `chosen` marks a person's own choice on this page, which the
 * signed-in shell then saves for the user.
 */
export async function setLanguage(language: Language, { chosen = false } = {}): Promise<void> {
  if (chosen) chosenHere = true;
  storage()?.setItem(STORAGE_KEY, language);
  if (language === state.language) return;
  const info = languageInfo(language);
  const [messages, api] = await Promise.all([
    info.load(),
    language === DEFAULT_LANGUAGE ? Promise.resolve(null) : import('@oc/i18n/api-messages'),
    scriptFonts(language),
  ]);
  apiMessages = api ?? apiMessages;
  state = { language, intl: intlOf(language, messages) };
  setFormatLocale(info.locale);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

export function languageChosenHere(): boolean {
  return chosenHere;
}

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function languageState(): LanguageState {
  return state;
}

/** The formatter of the page's language, for code outside a component (toasts, download names). */
export function currentIntl(): IntlShape {
  return state.intl;
}

/** An API answer's message, or a form's validation message, in the page's language. */
export function apiText(text: string): string {
  if (state.language === DEFAULT_LANGUAGE || !apiMessages) return text;
  return apiMessages.translateApiText(state.intl, text);
}
