// A text of the app found in any of its languages: tests that walk a screen in English and in
// Hindi name its buttons and fields by message id (packages/i18n/locales), not by their English.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { REPO_ROOT } from './paths';

const catalogues = new Map<string, Record<string, string>>();

function catalogue(code: string): Record<string, string> {
  let found = catalogues.get(code);
  if (!found) {
    found = JSON.parse(
      readFileSync(path.join(REPO_ROOT, 'packages', 'i18n', 'locales', `${code}.json`), 'utf8'),
    ) as Record<string, string>;
    catalogues.set(code, found);
  }
  return found;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A message as a pattern: its literal text as is, any argument, plural or select as `.+?`. */
function pattern(elements: MessageFormatElement[]): string {
  return elements
    .map((el) => {
      if (el.type === TYPE.literal) return escape(el.value);
      if (el.type === TYPE.tag) return pattern(el.children);
      return '.+?';
    })
    .join('');
}

/**
 * The message `id` as English or Hindi show it (a catalogue that lacks it shows its English), as a
 * whole-text pattern for `getByRole(…, { name })` and `getByText`; arguments match anything. With
 * `start`, the text only begins with it (a radio card named by its title and its description).
 */
export function anyLanguage(id: string, { start = false } = {}): RegExp {
  const en = catalogue('en')[id];
  if (en === undefined) throw new Error(`no message ${id} in packages/i18n/locales/en.json`);
  const texts = [en, catalogue('hi')[id]].filter((t): t is string => t !== undefined);
  return new RegExp(`^(?:${[...new Set(texts)].map((t) => pattern(parse(t))).join('|')})${start ? '' : '$'}`);
}
