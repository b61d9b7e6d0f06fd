import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { runInThisContext } from 'node:vm';
import { createIntl } from '@formatjs/intl';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { decode } from '@jridgewell/sourcemap-codec';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { messageText, printMessage } from './message-text';
import {
  compileCatalogue,
  compileSource,
  loadParser,
  MESSAGE_TEXT_MODULE,
  MessageCompileError,
  type ParseMessage,
} from './precompile-messages';

const ROOT = path.resolve(import.meta.dirname, '../../..');

let parse: ParseMessage;
beforeAll(async () => {
  parse = await loadParser();
});

/** Every `defaultMessage` a source gives (property or JSX attribute) and the code of its value. */
function defaultMessages(code: string, fileName: string): { value: ts.Node; text: string }[] {
  const sf = ts.createSourceFile(
    fileName,
    code,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: { value: ts.Node; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && node.name.getText(sf).replace(/['"]/g, '') === 'defaultMessage')
      found.push({ value: node.initializer, text: node.initializer.getText(sf) });
    if (ts.isJsxAttribute(node) && node.name.getText(sf) === 'defaultMessage' && node.initializer) {
      const value =
        ts.isJsxExpression(node.initializer) && node.initializer.expression
          ? node.initializer.expression
          : node.initializer;
      found.push({ value, text: value.getText(sf) });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** The value of a compiled `defaultMessage`: an array literal of plain data. */
function evaluate(text: string): unknown {
  return runInThisContext(`(${text})`) as unknown;
}

const english = createIntl({
  locale: 'en-IN',
  defaultLocale: 'en-IN',
  messages: {},
  onError: () => undefined,
});

describe('precompiled messages (build/precompile-messages.ts)', () => {
  const SAMPLE = `import { defineMessages } from '@oc/i18n';
import { FormattedMessage, useIntl } from 'react-intl';

const TEXT = defineMessages({
  hello: { id: 'sample.hello', defaultMessage: 'Hello {name}' },
  'quoted': { id: 'sample.quoted', 'defaultMessage': "It's {count, plural, one {# seat} other {# seats}}" },
  template: { id: 'sample.template', defaultMessage: \`Don't <b>stop</b>\` },
});

export function Sample({ count }: { count: number }) {
  const intl = useIntl();
  const MARKER = intl.formatMessage({ id: 'sample.inline', defaultMessage: '{count} trips by {who}' }, { count, who: 'x' });
  return (
    <p title={MARKER}>
      <FormattedMessage id="sample.jsx" defaultMessage="Start Time &amp; Date <b>now</b>" values={{ b: (c) => c }} />
      <FormattedMessage id="sample.jsxExpr" defaultMessage={'Paid {amount}'} values={{ amount: '₹1' }} />
      {intl.formatMessage(TEXT.hello, { name: 'Asha' })}
    </p>
  );
}
`;
  const ORIGINAL: Record<string, string> = {
    'sample.hello': 'Hello {name}',
    'sample.quoted': "It's {count, plural, one {# seat} other {# seats}}",
    'sample.template': "Don't <b>stop</b>",
    'sample.inline': '{count} trips by {who}',
    'sample.jsx': 'Start Time & Date <b>now</b>',
    'sample.jsxExpr': 'Paid {amount}',
  };

  it('writes every literal defaultMessage as its parsed form, ids unchanged', () => {
    const out = compileSource(SAMPLE, '/repo/Sample.tsx', parse);
    expect(out).not.toBeNull();
    if (!out) return;
    expect(out.compiled).toBe(6);
    const compiled = defaultMessages(out.code, 'Sample.tsx');
    expect(compiled).toHaveLength(6);
    // None is left a string: each is an array literal, the parser's AST of the English.
    for (const { value } of compiled) expect(ts.SyntaxKind[value.kind]).toBe('ArrayLiteralExpression');
    const values = compiled.map(({ text }) => evaluate(text));
    expect(values).toEqual(Object.values(ORIGINAL).map((s) => parse(s)));
    for (const id of Object.keys(ORIGINAL)) expect(out.code).toContain(id);
    expect(out.code).not.toContain(MESSAGE_TEXT_MODULE);
  });

  it('formats a compiled message exactly as its text', () => {
    const values = { name: 'Asha', count: 2, who: 'Ravi', amount: '₹1', b: (c: unknown) => `[${String(c)}]` };
    for (const [id, text] of Object.entries(ORIGINAL)) {
      const compiled = parse(text);
      const fromAst = english.formatMessage({ id, defaultMessage: compiled }, values);
      const fromText = english.formatMessage({ id, defaultMessage: text }, values);
      expect(fromAst, id).toEqual(fromText);
    }
    expect(
      english.formatMessage(
        { id: 'x', defaultMessage: parse(ORIGINAL['sample.quoted'] ?? '') },
        { count: 1 },
      ),
    ).toBe("It's 1 seat");
  });

  it('keeps the source map pointing at the source', () => {
    const out = compileSource(SAMPLE, '/repo/Sample.tsx', parse);
    if (!out) throw new Error('not compiled');
    const lines = decode(out.map.mappings);
    const at = (code: string, needle: string) => {
      const before = code.slice(0, code.indexOf(needle)).split('\n');
      return { line: before.length - 1, column: (before.at(-1) ?? '').length };
    };
    // Code after a rewritten message maps back to where it was written.
    for (const needle of ['title={MARKER}', '{ count, who:', "values={{ amount: '₹1' }}", 'TEXT.hello, {']) {
      const generated = at(out.code, needle);
      const original = at(SAMPLE, needle);
      const segment = (lines[generated.line] ?? []).find((s) => s[0] === generated.column);
      expect(segment, needle).toBeDefined();
      expect([segment?.[2], segment?.[3]], needle).toEqual([original.line, original.column]);
    }
  });

  it("gives code that reads a message's English its text", () => {
    const source = `import { defineMessages, type Message } from '@oc/i18n';
const FAULT = defineMessages({
  generic: { id: 'f.generic', defaultMessage: 'Something went wrong' },
  nested: { id: 'f.nested', defaultMessage: "We couldn't reach {what}." },
});
const ONE = { id: 'f.one', defaultMessage: 'One' } as const;
export const GENERIC = FAULT.generic.defaultMessage;
export const NESTED = FAULT['nested'].defaultMessage;
export const SINGLE = ONE.defaultMessage;
export const label = (m: Message) => m.defaultMessage.replace('{what}', 'x');
export const maybe = (m?: Message) => m?.defaultMessage;
`;
    const out = compileSource(source, '/repo/reads.ts', parse);
    if (!out) throw new Error('not compiled');
    expect(out.compiled).toBe(3);
    expect(out.inlined).toBe(3);
    expect(out.wrapped).toBe(2);
    expect(out.code).toContain(`export const GENERIC = "Something went wrong";`);
    expect(out.code).toContain(`export const NESTED = "We couldn't reach {what}.";`);
    expect(out.code).toContain(`export const SINGLE = "One";`);
    expect(out.code).toContain(`(m: Message) => __ocMessageText(m.defaultMessage).replace(`);
    expect(out.code).toContain(`(m?: Message) => __ocMessageText(m?.defaultMessage)`);
    expect(
      out.code.startsWith(`import { messageText as __ocMessageText } from '${MESSAGE_TEXT_MODULE}';`),
    ).toBe(true);
    expect(messageText(parse("We couldn't reach {what}."))).toBe("We couldn't reach {what}.");
    expect(messageText('still a string')).toBe('still a string');
    expect(messageText(undefined)).toBeUndefined();
  });

  it('refuses a defaultMessage it cannot compile, with its place', () => {
    const fails = (source: string, file = '/repo/bad.ts') => {
      try {
        compileSource(source, file, parse);
      } catch (e) {
        expect(e).toBeInstanceOf(MessageCompileError);
        return e as MessageCompileError;
      }
      throw new Error(`compiled: ${source}`);
    };
    expect(fails(`const text = 'x';\nconst m = { id: 'a', defaultMessage: text };`).place).toEqual({
      line: 2,
      column: 37,
    });
    expect(fails('const m = { id: `a`, defaultMessage: `${1} trips` };').message).toMatch(/string literal/);
    expect(fails("const m = { id: 'a', defaultMessage: '{count, plural, one {x}' };").message).toMatch(
      /not a valid ICU message/,
    );
    expect(fails('const { defaultMessage } = m;').message).toMatch(/destructuring/);
    expect(
      fails('const x = <FormattedMessage id="a" defaultMessage={text} />;', '/repo/bad.tsx').message,
    ).toMatch(/string literal/);
    expect(
      fails('const x = <FormattedMessage id="a" defaultMessage="caf&eacute;" />;', '/repo/bad.tsx').message,
    ).toMatch(/entity/);
  });

  it('prints a parsed message back to ICU text that parses the same', () => {
    const texts = [
      "Don't",
      "It''s {a}",
      "'{'literal'}' braces",
      'a < b and <b>bold</b>',
      "quote before syntax: x''{a}",
      '{n, plural, =0 {none} one {# item} other {# items}}',
      "{n, plural, offset:1 one {'#' is # } other {#'s}}",
      '{g, select, male {He} other {They}}',
      '{n, selectordinal, one {#st} other {#th}}',
      '{n, number} {n, number, percent} {d, date, short} {t, time, ::hhmm} {p, number, ::currency/INR}',
      '<b>{count, plural, one {<i>#</i> bus} other {# buses}}</b>',
      '50% off #1',
    ];
    for (const text of texts) {
      const ast = parse(text);
      expect(parse(printMessage(ast)), text).toEqual(ast);
    }
    // Plain texts and texts with arguments come back as written.
    for (const text of ["Don't", 'Try again in {wait}.', '{count} trips', '50% off #1'])
      expect(messageText(parse(text))).toBe(text);
  });

  it('compiles a catalogue and names the message it cannot compile', () => {
    const json = compileCatalogue(
      JSON.stringify({ a: 'नमस्ते {name}', b: '{n, plural, one {# बस} other {# बसें}}' }),
      parse,
      'hi',
    );
    expect(JSON.parse(json)).toEqual({
      a: parse('नमस्ते {name}'),
      b: parse('{n, plural, one {# बस} other {# बसें}}'),
    });
    expect(() => compileCatalogue(JSON.stringify({ broken: '{n, plural, one {x}' }), parse, 'hi')).toThrow(
      /broken/,
    );
  });
});

describe("the app's messages compile", () => {
  const sources = [
    'apps/web/src',
    ...readdirSync(path.join(ROOT, 'packages')).map((name) => `packages/${name}/src`),
  ].flatMap((dir) => {
    const full = path.join(ROOT, dir);
    try {
      return readdirSync(full, { recursive: true, encoding: 'utf8' })
        .filter((f) => /\.tsx?$/.test(f) && !/\.d\.ts$|\.test\.tsx?$/.test(f))
        .map((f) => path.join(full, f));
    } catch {
      return [];
    }
  });

  // Some 500 files through the TypeScript parser: seconds on a busy machine.
  const SLOW = 60_000;

  it(
    'leaves no defaultMessage a string, and each is its English parsed',
    () => {
      let messages = 0;
      for (const file of sources) {
        const code = readFileSync(file, 'utf8');
        if (!code.includes('defaultMessage')) continue;
        const before = defaultMessages(code, file);
        const out = compileSource(code, file, parse);
        if (!out) {
          expect(before, file).toEqual([]);
          continue;
        }
        const after = defaultMessages(out.code, file);
        expect(after.length, file).toBe(before.length);
        after.forEach(({ value, text }, i) => {
          const source = before[i]?.value;
          const english =
            source && (ts.isStringLiteral(source) || ts.isNoSubstitutionTemplateLiteral(source))
              ? source.text
              : '';
          expect(ts.SyntaxKind[value.kind], `${file}: ${english}`).toBe('ArrayLiteralExpression');
          if (!/&[#\w]+;/.test(english))
            expect(evaluate(text), `${file}: ${english}`).toEqual(parse(english));
        });
        messages += after.length;
      }
      expect(messages).toBeGreaterThan(1000);
    },
    SLOW,
  );

  it("gives the API messages' look-up their English exactly", () => {
    const dir = path.join(ROOT, 'packages/i18n/src/api');
    let count = 0;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      const code = readFileSync(path.join(dir, file), 'utf8');
      for (const { value } of defaultMessages(code, file)) {
        if (!ts.isStringLiteral(value)) continue;
        const ast: MessageFormatElement[] = parse(value.text);
        expect(messageText(ast)).toBe(value.text);
        count += 1;
      }
    }
    expect(count).toBeGreaterThan(100);
  });

  it('compiles every catalogue', () => {
    const dir = path.join(ROOT, 'packages/i18n/locales');
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const json = readFileSync(path.join(dir, file), 'utf8');
      const compiled = JSON.parse(compileCatalogue(json, parse, path.basename(file, '.json'))) as Record<
        string,
        unknown
      >;
      expect(Object.keys(compiled)).toEqual(Object.keys(JSON.parse(json) as object));
    }
  });
});
