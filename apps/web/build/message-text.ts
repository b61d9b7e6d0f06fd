import type {
  ArgumentElement,
  DateElement,
  LiteralElement,
  MessageFormatElement,
  NumberElement,
  PluralElement,
  SelectElement,
  TagElement,
  TimeElement,
} from '@formatjs/icu-messageformat-parser';

/**
 * A message's `defaultMessage` as the ICU text it was written as. The web build compiles every
 * literal `defaultMessage` to its parsed form (build/precompile-messages.ts), so the page carries no
 * ICU parser; code that reads a message's English as a text (`message.defaultMessage`: a data
 * attribute, an English constant, the API messages' look-up) gets this call around the read from
 * the same plugin. A plain text and a text with `{arguments}` come back exactly as written; plural,
 * select and tags come back in the usual spelling (`{count, plural, one {# seat} other {# seats}}`).
 * Outside the build (tests) the message is still a string and comes back unchanged.
 */
export function messageText<T extends string | readonly MessageFormatElement[] | null | undefined>(
  message: T,
): T extends readonly MessageFormatElement[] ? string : T {
  return (
    message == null || typeof message === 'string' ? message : printMessage(message)
  ) as T extends readonly MessageFormatElement[] ? string : T;
}

// The parser's element types (its TYPE enum), written out so this file imports nothing at run time.
const LITERAL = 0;
const ARGUMENT = 1;
const NUMBER = 2;
const DATE = 3;
const TIME = 4;
const SELECT = 5;
const PLURAL = 6;
const POUND = 7;
const TAG = 8;
const FORMAT_NAMES: Record<number, string> = { [NUMBER]: 'number', [DATE]: 'date', [TIME]: 'time' };
/** An element's type as a number (the enum is the parser's; its values are the constants above). */
const typeOf = (el: MessageFormatElement): number => el.type;

/** ICU text for parsed elements: `parse(printMessage(ast))` is `ast` again. */
export function printMessage(elements: readonly MessageFormatElement[], inPlural = false): string {
  let out = '';
  elements.forEach((el, i) => {
    // A `'` at the end of a literal is doubled when syntax follows (it would start a quotation).
    out +=
      typeOf(el) === LITERAL
        ? literal((el as LiteralElement).value, inPlural, i + 1 < elements.length)
        : element(el, inPlural);
  });
  return out;
}

function element(el: MessageFormatElement, inPlural: boolean): string {
  switch (typeOf(el)) {
    case ARGUMENT:
      return `{${(el as ArgumentElement).value}}`;
    case NUMBER:
    case DATE:
    case TIME: {
      const { value, style } = el as NumberElement | DateElement | TimeElement;
      const name = FORMAT_NAMES[typeOf(el)] ?? '';
      if (style == null) return `{${value}, ${name}}`;
      if (typeof style === 'string') return `{${value}, ${name}, ${literal(style, false, false)}}`;
      const skeleton =
        'tokens' in style
          ? style.tokens.map((t) => [t.stem, ...t.options].join('/')).join(' ')
          : style.pattern;
      return `{${value}, ${name}, ::${skeleton}}`;
    }
    case SELECT: {
      const select = el as SelectElement;
      return `{${select.value}, select, ${options(select.options, false)}}`;
    }
    case PLURAL: {
      const plural = el as PluralElement;
      const kind = plural.pluralType === 'ordinal' ? 'selectordinal' : 'plural';
      const offset = plural.offset ? `offset:${plural.offset} ` : '';
      return `{${plural.value}, ${kind}, ${offset}${options(plural.options, true)}}`;
    }
    case POUND:
      return '#';
    case TAG: {
      const tag = el as TagElement;
      return `<${tag.value}>${printMessage(tag.children, inPlural)}</${tag.value}>`;
    }
    default:
      return '';
  }
}

function options(opts: Record<string, { value: MessageFormatElement[] }>, inPlural: boolean): string {
  return Object.entries(opts)
    .map(([key, option]) => `${key} {${printMessage(option.value, inPlural)}}`)
    .join(' ');
}

/** A literal's text with ICU's syntax characters quoted ('{', a tag's '<', '#' in a plural). */
function literal(text: string, inPlural: boolean, syntaxFollows: boolean): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text.charAt(i);
    const after = text.charAt(i + 1);
    if (ch === '{' || ch === '}' || (ch === '#' && inPlural) || (ch === '<' && /[A-Za-z/]/.test(after)))
      out += `'${ch}'`;
    else if (ch === "'") {
      // An apostrophe is text unless it is followed by what would start a quotation.
      const starts = after === '' ? syntaxFollows : /['{}<>]/.test(after) || (after === '#' && inPlural);
      out += starts ? "''" : "'";
    } else out += ch;
  }
  return out;
}
