import { API_MESSAGE_GROUPS } from './api';
import type { Formatter, Message } from './messages';

/**
 * The server's and the contract's English texts (API errors, validation messages) as a person
 * reads them in their language. The API answers in English (the spec's texts, part 2); the web
 * shows an answer's message, or a form's validation message, through {@link translateApiText},
 * which finds the message it is (exactly, or a template such as 'The {model} business model does
 * not include {feature}.') and formats it in the chosen language. `packages/i18n/src/api/*.ts`
 * hold them by area; `api-messages.test.ts` checks that every message the server and the
 * contract write is one of them.
 */
interface Compiled {
  exact: Map<string, Message>;
  patterns: { re: RegExp; names: string[]; message: Message }[];
}

let compiled: Compiled | undefined;

const ARG = /\{(\w+)\}/g;

function escape(text: string): string {
  return text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
}

function compile(): Compiled {
  const exact = new Map<string, Message>();
  const patterns: Compiled['patterns'] = [];
  for (const group of API_MESSAGE_GROUPS)
    for (const message of Object.values(group)) {
      const text = message.defaultMessage;
      if (!text.includes('{')) {
        exact.set(text, message);
        continue;
      }
      const names: string[] = [];
      let source = '';
      let last = 0;
      for (const match of text.matchAll(ARG)) {
        source += escape(text.slice(last, match.index));
        // A `{count}` is a number ('{count} minutes' must not take any text that ends in 'minutes').
        source += match[1] === 'count' ? '(\\d[\\d,.]*)' : '(.+?)';
        names.push(match[1] ?? '');
        last = match.index + match[0].length;
      }
      source += escape(text.slice(last));
      patterns.push({ re: new RegExp(`^${source}$`, 's'), names, message });
    }
  // The templates with the most text of their own first: the most specific one wins ('Too many
  // tries from this network. Try again in {wait}.' before 'Too many {noun} from this network. …').
  const own = (p: Compiled['patterns'][number]) => p.message.defaultMessage.replace(ARG, '').length;
  patterns.sort((a, b) => own(b) - own(a));
  return { exact, patterns };
}

/** The API message `text` is, with its values, or null for a text that is not one. */
export function findApiMessage(text: string): { message: Message; values: Record<string, string> } | null {
  compiled ??= compile();
  const found = compiled.exact.get(text);
  if (found) return { message: found, values: {} };
  for (const { re, names, message } of compiled.patterns) {
    const match = re.exec(text);
    if (!match) continue;
    const values: Record<string, string> = {};
    names.forEach((name, i) => {
      values[name] = match[i + 1] ?? '';
    });
    return { message, values };
  }
  return null;
}

/**
 * `text` in the formatter's language when it is an API message, its values translated too when
 * they are messages themselves (a feature's name in 'The MG business model does not include
 * Wallet.', a wait such as '5 minutes' in 'Try again in 5 minutes.'); any other text unchanged.
 */
export function translateApiText(intl: Formatter, text: string): string {
  return translate(intl, text, 0);
}

function translate(intl: Formatter, text: string, depth: number): string {
  const found = findApiMessage(text);
  if (!found) return text;
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(found.values))
    values[name] = depth < 2 ? translate(intl, value, depth + 1) : value;
  return intl.formatMessage(found.message, values);
}
