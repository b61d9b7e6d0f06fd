import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import MagicString from 'magic-string';
import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * Messages compiled at build time, as FormatJS documents for bundle size ("Pre-compiling messages",
 * "react-intl without parser", https://formatjs.github.io/docs/guides/advanced-usage): the page
 * never parses an ICU message, so it ships without the parser (about 15 KB gz).
 *
 * - Every literal `defaultMessage` in the app's sources (an object's property: `defineMessages`,
 *   `formatMessage({ id, defaultMessage })`; a JSX attribute: `<FormattedMessage defaultMessage=…>`)
 *   becomes its parsed form, `parse()` of @formatjs/icu-messageformat-parser (the copy react-intl
 *   runs with), written in its place; ids stay. A `defaultMessage` that is not a literal, or one
 *   that does not parse, fails the build with its place.
 * - Code that reads a message's English as a text (`X.defaultMessage`) gets the text: the literal
 *   itself when `X` is a message map of the same file (`FAULT_TEXT.generic.defaultMessage`), else
 *   {@link messageText} (build/message-text.ts) around the read.
 * - A language's catalogue (packages/i18n/locales/<code>.json, imported by languages.ts `load`) is
 *   compiled the same way when it is imported.
 * - `@formatjs/icu-messageformat-parser` resolves to its `no-parser.js` (the types and the
 *   structural check react-intl uses, no parser), and react-intl's FormatJS packages resolve to one
 *   copy (npm installed two identical copies of intl-messageformat and the parser, one under
 *   react-intl and one under @formatjs/intl).
 *
 * Tests (vitest) run the sources without this plugin: they keep the strings and the parser.
 */

/** A parse function: `parse` of @formatjs/icu-messageformat-parser. */
export type ParseMessage = (message: string, options?: { locale?: Intl.Locale }) => MessageFormatElement[];

/** A place in a source file, for an error. */
export interface MessagePlace {
  line: number;
  column: number;
}

export class MessageCompileError extends Error {
  constructor(
    message: string,
    readonly place?: MessagePlace,
  ) {
    super(message);
    this.name = 'MessageCompileError';
  }
}

/** What a compiled source file answers: its code and source map, and what was done. */
export interface CompiledSource {
  code: string;
  map: ReturnType<MagicString['generateMap']>;
  /** The `defaultMessage` literals compiled. */
  compiled: number;
  /** The reads of `.defaultMessage` given their text as a literal. */
  inlined: number;
  /** The reads of `.defaultMessage` given {@link messageText}. */
  wrapped: number;
}

/** The module the wrapped reads import {@link messageText} from (resolved by the plugin). */
export const MESSAGE_TEXT_MODULE = 'virtual:oc-message-text';
const MESSAGE_TEXT_FILE = path.join(import.meta.dirname, 'message-text.ts');
const MESSAGE_TEXT_NAME = '__ocMessageText';

/** The locale English messages are parsed with: the app's `defaultLocale` (i18n/language.ts). */
export const DEFAULT_MESSAGE_LOCALE = 'en-IN';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** The parsed form as a JavaScript expression (JSON, with bare keys where they may be). */
export function messageExpression(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(messageExpression).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${IDENTIFIER.test(k) ? k : JSON.stringify(k)}:${messageExpression(v)}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** The HTML entities a JSX attribute's text may hold, decoded as JSX decodes them. */
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '\u2013',
  mdash: '\u2014',
  hellip: '\u2026',
  rsquo: '\u2019',
  lsquo: '\u2018',
  rdquo: '\u201d',
  ldquo: '\u201c',
  middot: '\u00b7',
  times: '\u00d7',
  rarr: '\u2192',
  larr: '\u2190',
  bull: '\u2022',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  deg: '\u00b0',
};

function decodeJsxText(raw: string, where: () => MessagePlace): string {
  return raw.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    const known = NAMED_ENTITIES[name];
    if (known === undefined)
      throw new MessageCompileError(
        `the entity ${whole} in a defaultMessage attribute: write the text as {'…'} instead`,
        where(),
      );
    return known;
  });
}

/** A string literal's text, or null for any other expression. */
function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isParenthesizedExpression(node)) return literalText(node.expression);
  return null;
}

function propertyName(name: ts.PropertyName | undefined): string | null {
  if (!name) return null;
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name))
    return name.text;
  if (ts.isComputedPropertyName(name)) return literalText(name.expression);
  return null;
}

/** The object literal an expression is, through `as`, `satisfies`, parentheses, defineMessages(). */
function objectLiteral(node: ts.Expression | undefined): ts.ObjectLiteralExpression | null {
  while (node) {
    if (ts.isObjectLiteralExpression(node)) return node;
    if (
      ts.isAsExpression(node) ||
      ts.isSatisfiesExpression(node) ||
      ts.isParenthesizedExpression(node) ||
      ts.isTypeAssertionExpression(node)
    )
      node = node.expression;
    else if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      /^define(Messages|Message)$/.test(node.expression.text) &&
      node.arguments.length === 1
    )
      node = node.arguments[0];
    else return null;
  }
  return null;
}

function ownProperty(obj: ts.ObjectLiteralExpression, key: string): ts.PropertyAssignment | null {
  let found: ts.PropertyAssignment | null = null;
  for (const p of obj.properties) {
    // A spread or a computed name may hold the key too: then the object is not known.
    if (ts.isSpreadAssignment(p)) return null;
    const name = propertyName(p.name);
    if (name === null && ts.isComputedPropertyName(p.name)) return null;
    if (name === key) found = ts.isPropertyAssignment(p) ? p : null;
  }
  return found;
}

/** The names declared anywhere in the file, and how often (to tell a file-level const unshadowed). */
function declarationCounts(sf: ts.SourceFile): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (name: ts.Node | undefined) => {
    if (!name) return;
    if (ts.isIdentifier(name)) counts.set(name.text, (counts.get(name.text) ?? 0) + 1);
    else if (ts.isObjectBindingPattern(name) || ts.isArrayBindingPattern(name))
      for (const el of name.elements) if (!ts.isOmittedExpression(el)) add(el.name);
  };
  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) ||
      ts.isParameter(node) ||
      ts.isFunctionDeclaration(node) ||
      ts.isClassDeclaration(node) ||
      ts.isEnumDeclaration(node) ||
      ts.isImportSpecifier(node) ||
      ts.isImportClause(node) ||
      ts.isNamespaceImport(node) ||
      ts.isFunctionExpression(node) ||
      ts.isClassExpression(node)
    )
      add(node.name);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return counts;
}

/**
 * One source file with its literal `defaultMessage`s compiled (see the file's comment), or null when
 * it has none. Throws {@link MessageCompileError} with the place of a message it cannot compile.
 */
export function compileSource(
  code: string,
  fileName: string,
  parse: ParseMessage,
  locale = DEFAULT_MESSAGE_LOCALE,
): CompiledSource | null {
  if (!code.includes('defaultMessage')) return null;
  const kind = /\.[cm]?tsx$/.test(fileName) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, kind);
  const s = new MagicString(code);
  const place = (pos: number): MessagePlace => {
    const { line, character } = sf.getLineAndCharacterOfPosition(pos);
    return { line: line + 1, column: character };
  };
  const parseOptions = { locale: new Intl.Locale(locale) };
  const compile = (text: string, at: ts.Node): string => {
    try {
      return messageExpression(parse(text, parseOptions));
    } catch (e) {
      const why = e instanceof Error ? e.message : String(e);
      throw new MessageCompileError(
        `defaultMessage ${JSON.stringify(text)} is not a valid ICU message (${why})`,
        place(at.getStart(sf)),
      );
    }
  };

  // File-level consts that are message maps or messages: `X.key.defaultMessage` reads them.
  const counts = declarationCounts(sf);
  const maps = new Map<string, ts.ObjectLiteralExpression>();
  for (const st of sf.statements) {
    if (!ts.isVariableStatement(st) || !(st.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const d of st.declarationList.declarations) {
      const obj = objectLiteral(d.initializer);
      if (ts.isIdentifier(d.name) && obj && counts.get(d.name.text) === 1) maps.set(d.name.text, obj);
    }
  }
  /** The object an expression denotes statically (`MAP`, `MAP.key`, `MAP['key']`), or null. */
  const knownObject = (node: ts.Expression): ts.ObjectLiteralExpression | null => {
    if (ts.isParenthesizedExpression(node)) return knownObject(node.expression);
    if (ts.isIdentifier(node)) return maps.get(node.text) ?? null;
    let key: string | null = null;
    let of: ts.Expression | null = null;
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.name) && !node.questionDotToken) {
      key = node.name.text;
      of = node.expression;
    } else if (ts.isElementAccessExpression(node) && !node.questionDotToken) {
      key = literalText(node.argumentExpression);
      of = node.expression;
    }
    if (key === null || of === null) return null;
    const owner = knownObject(of);
    const prop = owner ? ownProperty(owner, key) : null;
    return prop ? objectLiteral(prop.initializer) : null;
  };

  let compiled = 0;
  let inlined = 0;
  let wrapped = 0;
  const isWrite = (node: ts.Node) => {
    const parent = node.parent;
    if (ts.isBinaryExpression(parent) && parent.left === node)
      return (
        parent.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
        parent.operatorToken.kind <= ts.SyntaxKind.LastAssignment
      );
    return (
      ts.isDeleteExpression(parent) ||
      ((ts.isPrefixUnaryExpression(parent) || ts.isPostfixUnaryExpression(parent)) &&
        (parent.operator === ts.SyntaxKind.PlusPlusToken ||
          parent.operator === ts.SyntaxKind.MinusMinusToken))
    );
  };
  /** A read of `.defaultMessage`: its literal when known, else messageText() around it. */
  const read = (node: ts.PropertyAccessExpression | ts.ElementAccessExpression) => {
    if (isWrite(node)) return;
    const owner = node.questionDotToken ? null : knownObject(node.expression);
    const prop = owner ? ownProperty(owner, 'defaultMessage') : null;
    const text = prop ? literalText(prop.initializer) : null;
    if (text !== null) {
      s.overwrite(node.getStart(sf), node.end, JSON.stringify(text));
      inlined += 1;
    } else {
      s.appendLeft(node.getStart(sf), `${MESSAGE_TEXT_NAME}(`);
      s.prependRight(node.end, ')');
      wrapped += 1;
    }
  };

  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAssignment(node) && propertyName(node.name) === 'defaultMessage') {
      const text = literalText(node.initializer);
      if (text === null)
        throw new MessageCompileError(
          'defaultMessage must be a string literal (it is compiled at build time; the page has no ICU parser)',
          place(node.initializer.getStart(sf)),
        );
      s.overwrite(node.initializer.getStart(sf), node.initializer.end, compile(text, node.initializer));
      compiled += 1;
      return;
    }
    if (ts.isShorthandPropertyAssignment(node) && node.name.text === 'defaultMessage')
      throw new MessageCompileError(
        'defaultMessage must be a string literal (it is compiled at build time; the page has no ICU parser)',
        place(node.getStart(sf)),
      );
    if (ts.isJsxAttribute(node) && ts.isIdentifier(node.name) && node.name.text === 'defaultMessage') {
      const init = node.initializer;
      let text: string | null = null;
      if (init && ts.isStringLiteral(init))
        text = decodeJsxText(code.slice(init.getStart(sf) + 1, init.end - 1), () => place(init.getStart(sf)));
      else if (init && ts.isJsxExpression(init) && init.expression) text = literalText(init.expression);
      if (!init || text === null)
        throw new MessageCompileError(
          'defaultMessage must be a string literal (it is compiled at build time; the page has no ICU parser)',
          place(node.getStart(sf)),
        );
      s.overwrite(init.getStart(sf), init.end, `{${compile(text, init)}}`);
      compiled += 1;
      return;
    }
    if (ts.isPropertyAccessExpression(node) && node.name.text === 'defaultMessage') {
      read(node);
    } else if (
      ts.isElementAccessExpression(node) &&
      literalText(node.argumentExpression) === 'defaultMessage'
    ) {
      read(node);
    } else if (
      ts.isBindingElement(node) &&
      ((node.propertyName && propertyName(node.propertyName) === 'defaultMessage') ||
        (!node.propertyName && ts.isIdentifier(node.name) && node.name.text === 'defaultMessage'))
    ) {
      throw new MessageCompileError(
        "read a message's English as `message.defaultMessage` (the build turns it into its text), not by destructuring",
        place(node.getStart(sf)),
      );
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);

  if (compiled === 0 && inlined === 0 && wrapped === 0) return null;
  if (wrapped > 0)
    s.prepend(`import { messageText as ${MESSAGE_TEXT_NAME} } from '${MESSAGE_TEXT_MODULE}';\n`);
  return {
    code: s.toString(),
    map: s.generateMap({ source: fileName, includeContent: true, hires: 'boundary' }),
    compiled,
    inlined,
    wrapped,
  };
}

/** A catalogue (flat JSON: id → ICU message) with every message compiled, as JSON. */
export function compileCatalogue(json: string, parse: ParseMessage, locale: string): string {
  const messages = JSON.parse(json) as Record<string, unknown>;
  const parseOptions = { locale: new Intl.Locale(locale) };
  const out: Record<string, MessageFormatElement[]> = {};
  for (const [id, message] of Object.entries(messages)) {
    if (typeof message !== 'string') throw new MessageCompileError(`${id}: a catalogue holds ICU texts only`);
    try {
      out[id] = parse(message, parseOptions);
    } catch (e) {
      const why = e instanceof Error ? e.message : String(e);
      throw new MessageCompileError(`${id}: ${JSON.stringify(message)} is not a valid ICU message (${why})`);
    }
  }
  return JSON.stringify(out);
}

const require = createRequire(import.meta.url);
/** react-intl's entry: the FormatJS packages are resolved as react-intl resolves them. */
const REACT_INTL = require.resolve('react-intl');

/** The parser react-intl's copy of intl-messageformat would run (the same AST format). */
export async function loadParser(): Promise<ParseMessage> {
  const file = createRequire(REACT_INTL).resolve('@formatjs/icu-messageformat-parser');
  const parser = (await import(pathToFileURL(file).href)) as { parse: ParseMessage };
  return parser.parse;
}

/** The FormatJS packages the page runs one copy of: react-intl's. */
const FORMATJS_PACKAGE =
  /^(intl-messageformat|@formatjs\/(?:icu-messageformat-parser|icu-skeleton-parser|fast-memoize|ecma402-abstract))(\/.*)?$/;
const PARSER = '@formatjs/icu-messageformat-parser';

/** The package.json version of the package `file` belongs to. */
function versionOf(file: string, name: string): string | null {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (!dir.endsWith(`${path.sep}${name.split('/').join(path.sep)}`)) continue;
    try {
      return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string })
        .version;
    } catch {
      return null;
    }
  }
  return null;
}

export interface PrecompileOptions {
  /** Source folders whose TS/TSX are compiled (absolute). */
  sources: string[];
  /** The folder of the catalogues (absolute): `<code>.json` is compiled when imported. */
  catalogues: string;
  /** A catalogue's locale by its file's code (default: the code). */
  localeOf?: (code: string) => string;
  /**
   * Resolve the ICU parser to its no-parser build and react-intl's FormatJS packages to one copy
   * (default: in `vite build`, not in the dev server, whose dependencies Vite pre-bundles).
   */
  noParser?: boolean;
}

/** The Vite plugin (see the file's comment). */
export function precompileMessages(options: PrecompileOptions): Plugin {
  let parse: ParseMessage | null = null;
  let noParser = options.noParser ?? true;
  const sources = options.sources.map((dir) => path.resolve(dir) + path.sep);
  const catalogue = (file: string) => {
    if (path.dirname(file) !== path.resolve(options.catalogues) || !file.endsWith('.json')) return null;
    return path.basename(file, '.json');
  };
  const parser = async () => (parse ??= await loadParser());
  /** The resolved versions, by the package's name and resolved file. */
  const versions = new Map<string, string | null>();
  const version = (file: string, name: string) => {
    const key = `${name}\0${file}`;
    if (!versions.has(key)) versions.set(key, versionOf(file, name));
    return versions.get(key) ?? null;
  };

  return {
    name: 'oc-precompile-messages',
    enforce: 'pre',
    config(_config, env) {
      if (options.noParser === undefined) noParser = env.command === 'build';
    },
    async resolveId(source, importer, resolveOptions) {
      if (source === MESSAGE_TEXT_MODULE) return MESSAGE_TEXT_FILE;
      if (!noParser || !importer) return null;
      const match = FORMATJS_PACKAGE.exec(source);
      if (!match) return null;
      const name = match[1] ?? '';
      const wanted = source === PARSER ? `${PARSER}/no-parser.js` : source;
      const common = await this.resolve(wanted, REACT_INTL, { ...resolveOptions, skipSelf: true });
      if (!common) return null;
      if (source !== PARSER) {
        // One copy only where the importer's own copy is the same version.
        const own = await this.resolve(source, importer, { ...resolveOptions, skipSelf: true });
        if (own && own.id !== common.id && version(own.id, name) !== version(common.id, name)) {
          this.warn(`${name}: ${importer} keeps its own copy (another version than react-intl's)`);
          return own;
        }
      }
      return common;
    },
    async transform(code, id) {
      const [file = '', query] = id.split('?');
      if (query && /(^|&)(raw|url|inline|worker)\b/.test(query)) return null;
      const language = catalogue(file);
      if (language !== null) {
        try {
          const json = compileCatalogue(code, await parser(), options.localeOf?.(language) ?? language);
          return { code: json, map: null };
        } catch (e) {
          this.error(`${path.relative(process.cwd(), file)}: ${e instanceof Error ? e.message : String(e)}`);
        }
      }
      if (!/\.tsx?$/.test(file) || file.endsWith('.d.ts') || /\.test\.tsx?$/.test(file)) return null;
      if (file.includes(`${path.sep}node_modules${path.sep}`)) return null;
      if (!sources.some((dir) => file.startsWith(dir))) return null;
      if (!code.includes('defaultMessage')) return null;
      try {
        const out = compileSource(code, file, await parser());
        return out && { code: out.code, map: out.map };
      } catch (e) {
        if (e instanceof MessageCompileError)
          this.error({
            message: e.message,
            id: file,
            ...(e.place ? { loc: { file, line: e.place.line, column: e.place.column } } : {}),
          });
        throw e;
      }
    },
  };
}
