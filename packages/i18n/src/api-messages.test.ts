import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createIntl, createIntlCache } from '@formatjs/intl';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { API_MESSAGE_GROUPS } from './api';
import { findApiMessage, translateApiText } from './api-messages';

/**
 * Every English text the server and the contract can hand to a person is one of the API messages
 * (packages/i18n/src/api/*.ts), so the web shows it in the person's language (api-messages.ts).
 *
 * The scan parses the source of apps/server/src and packages/contract/src (not tests) with the
 * TypeScript compiler and collects the texts in these places:
 *   - an error's message: `new HttpError(status, message)`, and every function that passes one of
 *     its parameters on as such a message (badRequest, notFound, conflict, forbidden, unauthorized,
 *     tooManyRequests, serviceUnavailable, fieldError, a local `refuse(message)` …: found by
 *     following the parameters, so a new helper is covered without a list), and the envelope the
 *     error handler writes itself (errors.ts `send(reply, status, message)`, a `message` variable);
 *   - a `message:` or `error:` property (a field error `{ path, message }`, zod's `{ message }`
 *     and `{ error }` parameters, an issue added in a refinement);
 *   - zod's checks with a message, in files that import zod (`.min(1, 'Mobile Number is required')`,
 *     `z.regex(re, MSG)`, `z.uuid('Not a valid id')`, `.refine(fn, 'msg')` …);
 *   - the contract's text constants the web shows (exported, named …_MESSAGE(S), _TEXT(S), _TITLE(S),
 *     _LABEL(S), _NOTE, _DESCRIPTIONS, _COLUMNS, and the few of CONTRACT_TEXT_CONSTANTS), and an
 *     endpoint's `feature` (the value in 'The MG business model does not include Wallet.');
 *   - what the server's modules write into records the consoles show: a `summary:`, `reason:` or
 *     `description:` (a proposal's summary, a wallet entry's description).
 * A message given by a constant, a variable or a function is followed to the text it is
 * (`MESSAGES[code]` to each of the object's texts); a template literal's `${…}` is a constant's text
 * when it is one, else a sample value (the message's template must have a {value} there). A value
 * that comes from elsewhere (an issue's `message`, an error's text) is not followed: where it was
 * written, it was collected by one of the rules above. A probe file checks that the scan reports a
 * new message written in each of these ways.
 *
 * Left out on purpose (they stay English; people do not read them in the web):
 *   - the ingestion API (packages/contract/src/ingest.ts and ingest/, apps/server/src/modules/ingest,
 *     the API-key guard's answers): its callers are the provider's own systems, and the engineers who
 *     read its answers read the English of docs/integration.md. The staff console's API-key screen is
 *     covered (apikeys.service.ts is scanned; only its guard is left out).
 *   - the command line (apps/server/src/cli, modules' *.admin.ts) and the server's start-up
 *     configuration (config.ts): output for engineers in a terminal.
 *   - a webhook delivery's failure reason (webhooks/dispatcher.ts): a receiver's HTTP status or
 *     Node's own network error, diagnostics for the admin who runs the receiving system.
 *   - the seed data (apps/server/src/db/seed), the OpenAPI text, and the few texts of NOT_FOR_PEOPLE.
 * The staff console's and the operators' screens read every other answer: all covered.
 *
 * Besides the server's and the contract's texts, api/zod.ts holds zod's own commonest English
 * messages (a check the contract gives no message of its own); api/*.ts also hold a few texts the
 * scan cannot see as such (the values of templates: waits such as '5 minutes', file subjects, deal
 * conditions, the revenue table's bracket labels).
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SOURCES = ['apps/server/src', 'packages/contract/src'];
const LEFT_OUT = [
  /\.test\.ts$/,
  /\.d\.ts$/,
  /^packages\/contract\/src\/ingest(\.ts$|\/)/,
  /^apps\/server\/src\/modules\/ingest\//,
  /^apps\/server\/src\/modules\/apikeys\/guard\.ts$/,
  /^apps\/server\/src\/cli\//,
  /\.admin\.ts$/,
  /^apps\/server\/src\/db\/seed\//,
  /^apps\/server\/src\/config\.ts$/,
  /^apps\/server\/src\/modules\/webhooks\/dispatcher\.ts$/,
];

/** Texts the scan finds that no person reads in the web (each must still be found: no stale entries). */
const NOT_FOR_PEOPLE: { file: string; text: RegExp; why: string }[] = [
  {
    file: 'apps/server/src/lib/endpoints.ts',
    text: / wrote no .* audit row$/,
    why: "the test apps' check that a call wrote its audit row (strictAudit): a 500 for developers",
  },
  {
    file: 'apps/server/src/lib/endpoints.ts',
    text: /^Not a batch$/,
    why: 'an ingestion batch that is not `{ records: [...] }` (the ingestion API, above)',
  },
];

/** Contract constants the web shows whose names do not say they are texts. */
const CONTRACT_TEXT_CONSTANTS = new Set(['PAYMENT_PROCESSING', 'OPERATOR_TYPE_RULES', 'DEAL_CONDITIONS']);
/** A code in a text constant ('EARLYBIRD', 'PROPRIETORSHIP'): a key, not a text. */
const CODE = /^[A-Z][A-Z0-9_]*$/;
const TEXT_CONSTANT = /_(MESSAGES?|TEXTS?|TITLES?|LABELS?|NOTE|DESCRIPTIONS|COLUMNS)$/;

/** zod's checks and the index of their message argument. */
const ZOD_CHECKS: Record<string, number> = {
  min: 1,
  max: 1,
  length: 1,
  gt: 1,
  gte: 1,
  lt: 1,
  lte: 1,
  multipleOf: 1,
  regex: 1,
  startsWith: 1,
  endsWith: 1,
  includes: 1,
  refine: 1,
  minLength: 1,
  maxLength: 1,
  minSize: 1,
  maxSize: 1,
  size: 1,
  email: 0,
  url: 0,
  uuid: 0,
  guid: 0,
  int: 0,
  positive: 0,
  negative: 0,
  nonnegative: 0,
  nonpositive: 0,
  nonempty: 0,
  lowercase: 0,
  uppercase: 0,
  date: 0,
  datetime: 0,
  time: 0,
  iso: 0,
};

/** Stands for a value only known when the message is written (a `${…}` that is not a constant). */
const SAMPLE = '7';
const MAX_VARIANTS = 64;

type Part = string | { value: string };
type Variant = Part[];

interface Found {
  /** The text as the check sees it (samples for the values). */
  text: string;
  /** The text with its `${…}` as written, for the failure's list. */
  shown: string;
  where: string;
}

function sourceFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.tsx?$/.test(name)) {
        const rel = path.relative(ROOT, full).split(path.sep).join('/');
        if (!LEFT_OUT.some((re) => re.test(rel))) out.push(full);
      }
    }
  };
  for (const dir of SOURCES) walk(path.join(ROOT, dir));
  return out;
}

/** The modules the workspace's packages export (package.json `exports`). */
const PACKAGES: Record<string, string> = {
  '@oc/contract': 'packages/contract/src/index.ts',
  '@oc/contract/constants': 'packages/contract/src/constants.ts',
  '@oc/contract/auth': 'packages/contract/src/auth.ts',
  '@oc/contract/endpoint': 'packages/contract/src/endpoint.ts',
};

/**
 * Finds what a name is declared as, without a type checker (a program with the server's libraries
 * takes a minute to build): the scopes around it, then the imports, followed through the modules'
 * exports (`export *`, `export { a as b }`).
 */
class Resolver {
  private readonly files = new Map<string, ts.SourceFile | null>();

  file(full: string): ts.SourceFile | null {
    let sf = this.files.get(full);
    if (sf === undefined) {
      let text: string | null = null;
      try {
        text = readFileSync(full, 'utf8');
      } catch {
        text = null;
      }
      sf =
        text === null
          ? null
          : ts.createSourceFile(full, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
      this.files.set(full, sf);
    }
    return sf;
  }

  private module(from: ts.SourceFile, specifier: string): ts.SourceFile | null {
    const known = PACKAGES[specifier];
    if (known) return this.file(path.join(ROOT, known));
    if (!specifier.startsWith('.')) return null;
    const base = path.resolve(path.dirname(from.fileName), specifier).replace(/\.js$/, '');
    for (const candidate of [base, `${base}.ts`, path.join(base, 'index.ts')])
      if (/\.ts$/.test(candidate) && this.file(candidate)) return this.file(candidate);
    return null;
  }

  /** What a module exports as `name`. */
  exported(sf: ts.SourceFile, name: string, depth = 0): ts.Node | undefined {
    if (depth > 20) return undefined;
    for (const st of sf.statements) {
      const isExported =
        ts.canHaveModifiers(st) && ts.getModifiers(st)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
      if (isExported) {
        const own = declared(st, name);
        if (own) return own;
      }
      if (ts.isExportDeclaration(st)) {
        const from =
          st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier) ? st.moduleSpecifier.text : null;
        if (!st.exportClause) {
          const target = from ? this.module(sf, from) : null;
          const found = target ? this.exported(target, name, depth + 1) : undefined;
          if (found) return found;
        } else if (ts.isNamedExports(st.exportClause)) {
          for (const el of st.exportClause.elements) {
            if (el.name.text !== name) continue;
            const local = (el.propertyName ?? el.name).text;
            if (from) {
              const target = this.module(sf, from);
              return target ? this.exported(target, local, depth + 1) : undefined;
            }
            return this.inScope(sf, local, depth + 1);
          }
        }
      }
    }
    return undefined;
  }

  /** The declaration of `name` seen from `at`. */
  private inScope(at: ts.Node, name: string, depth = 0): ts.Node | undefined {
    // A source file's parent is undefined, though the type says otherwise.
    for (let node: ts.Node | undefined = at; node; node = node.parent as ts.Node | undefined) {
      if (ts.isFunctionLike(node))
        for (const p of node.parameters) if (ts.isIdentifier(p.name) && p.name.text === name) return p;
      const statements =
        ts.isSourceFile(node) || ts.isBlock(node) || ts.isModuleBlock(node) ? node.statements : null;
      if (!statements) continue;
      for (const st of statements) {
        const own = declared(st, name);
        if (own) return own;
        if (ts.isImportDeclaration(st) && st.importClause && ts.isStringLiteral(st.moduleSpecifier)) {
          const bindings = st.importClause.namedBindings;
          if (bindings && ts.isNamedImports(bindings))
            for (const el of bindings.elements) {
              if (el.name.text !== name) continue;
              const target = this.module(node.getSourceFile(), st.moduleSpecifier.text);
              return target ? this.exported(target, (el.propertyName ?? el.name).text, depth + 1) : undefined;
            }
        }
      }
    }
    return undefined;
  }

  /** What an identifier or a property access (`X.y`, `X['y']`) is declared as. */
  resolve(expr: ts.Node): ts.Node | undefined {
    if (ts.isIdentifier(expr)) return this.inScope(expr, expr.text);
    let owner: ts.Expression | undefined;
    let key: string | undefined;
    if (ts.isPropertyAccessExpression(expr) && ts.isIdentifier(expr.name)) {
      owner = expr.expression;
      key = expr.name.text;
    } else if (ts.isElementAccessExpression(expr) && ts.isStringLiteralLike(expr.argumentExpression)) {
      owner = expr.expression;
      key = expr.argumentExpression.text;
    }
    if (!owner || key === undefined) return undefined;
    const decl = this.resolve(owner);
    let value =
      decl && (ts.isVariableDeclaration(decl) || ts.isPropertyAssignment(decl))
        ? decl.initializer
        : undefined;
    while (
      value &&
      (ts.isAsExpression(value) || ts.isSatisfiesExpression(value) || ts.isParenthesizedExpression(value))
    )
      value = value.expression;
    if (!value || !ts.isObjectLiteralExpression(value)) return undefined;
    for (const p of value.properties) {
      if (!p.name || !(ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) || p.name.text !== key)
        continue;
      if (ts.isShorthandPropertyAssignment(p)) return this.inScope(p, key);
      return p;
    }
    return undefined;
  }
}

/** The declaration of `name` a statement makes, if it makes one. */
function declared(st: ts.Statement, name: string): ts.Node | undefined {
  if (ts.isVariableStatement(st)) {
    for (const d of st.declarationList.declarations)
      if (ts.isIdentifier(d.name) && d.name.text === name) return d;
  }
  if (
    (ts.isFunctionDeclaration(st) || ts.isClassDeclaration(st) || ts.isEnumDeclaration(st)) &&
    st.name?.text === name
  )
    return st;
  return undefined;
}

/** Every message the sources (and `extra` files) write, where. */
function scan(extra: string[] = []): Found[] {
  const resolver = new Resolver();
  const sources = [...sourceFiles(), ...extra]
    .map((f) => resolver.file(f))
    .filter((sf): sf is ts.SourceFile => sf !== null);
  const found: Found[] = [];
  const seen = new Set<string>();

  const where = (node: ts.Node) => {
    const sf = node.getSourceFile();
    const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
    return `${path.relative(ROOT, sf.fileName)}:${line}`;
  };
  const add = (variants: Variant[], node: ts.Node) => {
    for (const v of variants) {
      if (!v.some((p) => typeof p === 'string' && /[A-Za-z]/.test(p))) continue;
      const text = v.map((p) => (typeof p === 'string' ? p : SAMPLE)).join('');
      const shown = v.map((p) => (typeof p === 'string' ? p : '${' + p.value + '}')).join('');
      const key = `${shown}@${where(node)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      found.push({ text, shown, where: where(node) });
    }
  };

  /** The parameter a name is, when it is one of a function's. */
  const parameterOf = (node: ts.Expression): ts.ParameterDeclaration | undefined => {
    if (!ts.isIdentifier(node)) return undefined;
    const decl = resolver.resolve(node);
    return decl && ts.isParameter(decl) ? decl : undefined;
  };

  const cross = (a: Variant[], b: Variant[]): Variant[] => {
    const out: Variant[] = [];
    for (const x of a) for (const y of b) if (out.length < MAX_VARIANTS) out.push([...x, ...y]);
    return out;
  };

  /** A `${…}`: a constant's text when it is one, else a sample value. */
  const span = (expr: ts.Expression, depth: number): Variant[] => {
    const inner = constantText(expr, depth);
    return inner ?? [[{ value: expr.getText() }]];
  };

  /** The texts an expression that is a constant can be (no samples), else null. */
  const constantText = (expr: ts.Expression, depth: number): Variant[] | null => {
    if (ts.isParenthesizedExpression(expr)) return constantText(expr.expression, depth);
    if (ts.isConditionalExpression(expr)) {
      const a = constantText(expr.whenTrue, depth);
      const b = constantText(expr.whenFalse, depth);
      return a && b ? [...a, ...b] : null;
    }
    if (!(ts.isIdentifier(expr) || ts.isPropertyAccessExpression(expr) || ts.isStringLiteralLike(expr)))
      return null;
    const variants = texts(expr, depth, false);
    if (variants.length === 0 || variants.some((v) => v.some((p) => typeof p !== 'string'))) return null;
    return variants;
  };

  /** What a declaration's value is. */
  const fromDeclaration = (decl: ts.Node, depth: number, calls: boolean): Variant[] => {
    if (ts.isVariableDeclaration(decl) && decl.initializer) {
      const list = decl.parent;
      if (ts.isVariableDeclarationList(list) && list.flags & ts.NodeFlags.Const)
        return texts(decl.initializer, depth + 1, calls);
      return [];
    }
    if (ts.isPropertyAssignment(decl)) return texts(decl.initializer, depth + 1, calls);
    if (ts.isEnumMember(decl) && decl.initializer) return texts(decl.initializer, depth + 1, calls);
    return [];
  };

  /** The returns of a function (its parameters are values). */
  const returnsOf = (fn: ts.SignatureDeclaration, depth: number): Variant[] => {
    if (ts.isArrowFunction(fn) && !ts.isBlock(fn.body)) return texts(fn.body, depth + 1, true);
    const body = (fn as ts.FunctionLikeDeclarationBase).body;
    if (!body) return [];
    const out: Variant[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isFunctionLike(node) && node !== fn) return;
      if (ts.isReturnStatement(node) && node.expression) out.push(...texts(node.expression, depth + 1, true));
      ts.forEachChild(node, visit);
    };
    visit(body);
    return out;
  };

  /**
   * The texts an expression can be: string parts and values. Unknown values (a parameter, a field
   * of something read elsewhere) give none.
   */
  const texts = (expr: ts.Expression, depth: number, calls: boolean): Variant[] => {
    if (depth > 12) return [];
    if (ts.isStringLiteralLike(expr)) return [[expr.text]];
    if (ts.isNumericLiteral(expr)) return [[expr.text]];
    if (
      ts.isParenthesizedExpression(expr) ||
      ts.isAsExpression(expr) ||
      ts.isSatisfiesExpression(expr) ||
      ts.isNonNullExpression(expr) ||
      ts.isTypeAssertionExpression(expr)
    )
      return texts(expr.expression, depth, calls);
    if (ts.isTemplateExpression(expr)) {
      let out: Variant[] = [[expr.head.text]];
      for (const s of expr.templateSpans)
        out = cross(cross(out, span(s.expression, depth)), [[s.literal.text]]);
      return out;
    }
    if (ts.isConditionalExpression(expr))
      return [...texts(expr.whenTrue, depth, calls), ...texts(expr.whenFalse, depth, calls)];
    if (ts.isBinaryExpression(expr)) {
      const op = expr.operatorToken.kind;
      if (
        op === ts.SyntaxKind.QuestionQuestionToken ||
        op === ts.SyntaxKind.BarBarToken ||
        op === ts.SyntaxKind.AmpersandAmpersandToken
      )
        return [...texts(expr.left, depth, calls), ...texts(expr.right, depth, calls)];
      if (op === ts.SyntaxKind.PlusToken) {
        const left = texts(expr.left, depth, calls);
        const right = texts(expr.right, depth, calls);
        const l = left.length > 0 ? left : [[{ value: expr.left.getText() }]];
        const r = right.length > 0 ? right : [[{ value: expr.right.getText() }]];
        return left.length + right.length > 0 ? cross(l, r) : [];
      }
      return [];
    }
    if (ts.isArrowFunction(expr) || ts.isFunctionExpression(expr)) return returnsOf(expr, depth);
    if (ts.isIdentifier(expr) || ts.isPropertyAccessExpression(expr) || ts.isElementAccessExpression(expr)) {
      const decl = resolver.resolve(expr);
      if (decl) return fromDeclaration(decl, depth, calls);
      // `MESSAGES[code]` with a key known only when it runs: any of the constant object's values.
      if (ts.isElementAccessExpression(expr) && !ts.isStringLiteralLike(expr.argumentExpression)) {
        const owner = resolver.resolve(expr.expression);
        let value = owner && ts.isVariableDeclaration(owner) ? owner.initializer : undefined;
        while (
          value &&
          (ts.isAsExpression(value) || ts.isSatisfiesExpression(value) || ts.isParenthesizedExpression(value))
        )
          value = value.expression;
        if (value && ts.isObjectLiteralExpression(value))
          return value.properties.flatMap((p) =>
            ts.isPropertyAssignment(p) ? texts(p.initializer, depth + 1, calls) : [],
          );
      }
      return [];
    }
    if (ts.isCallExpression(expr) && calls) {
      const decl = resolver.resolve(expr.expression);
      if (!decl) return [];
      if (ts.isFunctionDeclaration(decl) || ts.isMethodDeclaration(decl)) return returnsOf(decl, depth);
      if ((ts.isVariableDeclaration(decl) || ts.isPropertyAssignment(decl)) && decl.initializer) {
        const init = decl.initializer;
        if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) return returnsOf(init, depth);
      }
      return [];
    }
    return [];
  };

  // Functions that pass a parameter on as an error's message: key → parameter index.
  const forwarders = new Map<ts.Node, number>();
  const forwarderNames = new Set<string>();
  const nameOf = (fn: ts.Node): string | undefined => {
    if ((ts.isFunctionDeclaration(fn) || ts.isMethodDeclaration(fn)) && fn.name) return fn.name.getText();
    const parent = fn.parent;
    if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText();
    return undefined;
  };
  const forward = (fn: ts.Node, index: number) => {
    forwarders.set(fn, index);
    const name = nameOf(fn);
    if (name) forwarderNames.add(name);
  };
  const messageArgument = (call: ts.CallExpression | ts.NewExpression): ts.Expression | undefined => {
    const args: readonly ts.Expression[] = call.arguments ?? [];
    if (ts.isNewExpression(call)) {
      const name = call.expression.getText();
      return name === 'HttpError' ? args[1] : undefined;
    }
    const callee = call.expression;
    const name = ts.isIdentifier(callee)
      ? callee.text
      : ts.isPropertyAccessExpression(callee)
        ? callee.name.text
        : undefined;
    if (name === undefined || !forwarderNames.has(name)) return undefined;
    const decl = resolver.resolve(callee);
    let fn: ts.Node | undefined = decl;
    if (decl && ts.isVariableDeclaration(decl) && decl.initializer) fn = decl.initializer;
    const index = fn ? forwarders.get(fn) : undefined;
    return index === undefined ? undefined : args[index];
  };
  /** When `expr` is a parameter, the function it belongs to forwards it: remember which one. */
  const forwarded = (expr: ts.Expression): boolean => {
    const param = parameterOf(expr);
    if (!param) return false;
    const fn = param.parent;
    const index = fn.parameters.indexOf(param);
    if (forwarders.get(fn) === index) return false;
    forward(fn, index);
    return true;
  };

  // The error handler's own envelope (errors.ts `send(reply, status, message)`).
  for (const sf of sources)
    if (sf.fileName.endsWith('apps/server/src/errors.ts'))
      ts.forEachChild(sf, (node) => {
        if (ts.isFunctionDeclaration(node) && node.name?.text === 'send') forward(node, 2);
      });

  // Follow the parameters until no new forwarding function turns up.
  let changed = true;
  while (changed) {
    changed = false;
    for (const sf of sources) {
      const visit = (node: ts.Node) => {
        if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
          const arg = messageArgument(node);
          if (arg && forwarded(arg)) changed = true;
          if (arg && ts.isConditionalExpression(arg)) {
            if (forwarded(arg.whenTrue)) changed = true;
            if (forwarded(arg.whenFalse)) changed = true;
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(sf);
    }
  }

  for (const sf of sources) {
    const isContract = path.relative(ROOT, sf.fileName).startsWith('packages/contract/');
    const isServerModule = path.relative(ROOT, sf.fileName).startsWith('apps/server/src/modules/');
    // zod's checks only where zod is (a database schema's `uuid('account_id')` is no message).
    const usesZod = sf.statements.some(
      (st) =>
        ts.isImportDeclaration(st) &&
        ts.isStringLiteral(st.moduleSpecifier) &&
        /^zod(\/|$)/.test(st.moduleSpecifier.text),
    );
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        const arg = messageArgument(node);
        if (arg) add(texts(arg, 0, true), arg);
        if (ts.isCallExpression(node)) {
          const callee = node.expression;
          const name = ts.isPropertyAccessExpression(callee)
            ? callee.name.text
            : ts.isIdentifier(callee)
              ? callee.text
              : undefined;
          const index = name === undefined || !usesZod ? undefined : ZOD_CHECKS[name];
          const zodArg = index === undefined ? undefined : node.arguments[index];
          if (zodArg && !ts.isObjectLiteralExpression(zodArg)) add(texts(zodArg, 0, false), zodArg);
        }
      }
      if (
        ts.isPropertyAssignment(node) &&
        (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
        (node.name.text === 'message' || node.name.text === 'error')
      )
        add(texts(node.initializer, 0, true), node.initializer);
      // What the server writes into records the consoles show: a proposal's summary and reason, a
      // wallet entry's description (in the contract, `summary` and `description` are OpenAPI text).
      if (
        isServerModule &&
        ts.isPropertyAssignment(node) &&
        ts.isIdentifier(node.name) &&
        ['summary', 'reason', 'description'].includes(node.name.text)
      )
        // A one-word value is a code ({ ok: false, reason: 'encrypted' }), not a text.
        add(
          texts(node.initializer, 0, true).filter((v) =>
            v.some((p) => typeof p !== 'string' || p.includes(' ')),
          ),
          node.initializer,
        );
      // An endpoint's feature: the name in its 403 'The MG business model does not include Wallet.'
      // (not an upload's `feature`, which names a file policy).
      if (
        isContract &&
        ts.isPropertyAssignment(node) &&
        ts.isIdentifier(node.name) &&
        node.name.text === 'feature' &&
        !(ts.isPropertyAssignment(node.parent.parent) && node.parent.parent.name.getText() === 'upload')
      )
        add(texts(node.initializer, 0, false), node.initializer);
      if (ts.isVariableDeclaration(node) && node.initializer) {
        if (ts.isIdentifier(node.name) && node.name.text === 'message')
          add(texts(node.initializer, 0, true), node.initializer);
        // const [status, reason, message] = cond ? [431, '…', 'The request headers are too large.'] : …
        if (ts.isArrayBindingPattern(node.name)) {
          const index = node.name.elements.findIndex(
            (e) => ts.isBindingElement(e) && ts.isIdentifier(e.name) && e.name.text === 'message',
          );
          if (index >= 0) {
            const arrays = (e: ts.Expression): ts.ArrayLiteralExpression[] =>
              ts.isConditionalExpression(e)
                ? [...arrays(e.whenTrue), ...arrays(e.whenFalse)]
                : ts.isArrayLiteralExpression(e)
                  ? [e]
                  : [];
            for (const a of arrays(node.initializer)) {
              const el = a.elements[index];
              if (el) add(texts(el, 0, true), el);
            }
          }
        }
        // The contract's text constants.
        if (
          isContract &&
          ts.isIdentifier(node.name) &&
          ts.isVariableStatement(node.parent.parent) &&
          ts.getModifiers(node.parent.parent)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) === true &&
          (TEXT_CONSTANT.test(node.name.text) || CONTRACT_TEXT_CONSTANTS.has(node.name.text)) &&
          node.parent.flags & ts.NodeFlags.Const
        ) {
          const values = (e: ts.Expression): void => {
            let x = e;
            while (ts.isAsExpression(x) || ts.isSatisfiesExpression(x) || ts.isParenthesizedExpression(x))
              x = x.expression;
            if (ts.isObjectLiteralExpression(x)) {
              for (const p of x.properties) if (ts.isPropertyAssignment(p)) values(p.initializer);
            } else if (ts.isArrayLiteralExpression(x)) {
              for (const el of x.elements) values(el);
            } else if (!(
              ts.isStringLiteralLike(x) &&
              CODE.test(x.text) &&
              !TEXT_CONSTANT.test(node.name.getText())
            ))
              add(texts(x, 0, true), x);
          };
          values(node.initializer);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return found;
}

/**
 * A file the scan reads besides the sources: new messages written the usual ways, which the check
 * must report (a scan that found nothing would pass).
 */
function probeFile(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'api-messages-'));
  const from = (rel: string) => path.relative(dir, path.join(ROOT, rel)).split(path.sep).join('/');
  const file = path.join(dir, 'probe.ts');
  writeFileSync(
    file,
    [
      `import { z } from 'zod';`,
      `import { HttpError, badRequest, fieldError } from '${from('apps/server/src/lib/http-error')}';`,
      `export const a = () => badRequest('Probe: a new message');`,
      `export const b = (n: number) => fieldError('x', \`Probe: \${n} new items\`);`,
      `const refuse = (message: string) => new HttpError(415, message);`,
      `export const c = () => refuse('Probe: a forwarded message');`,
      `export const d = z.string().min(1, 'Probe: a new zod message');`,
      `export const e = z.object({ x: z.string({ error: 'Probe: a new error parameter' }) });`,
    ].join('\n'),
  );
  return file;
}

const PROBES = [
  'Probe: a new message',
  'Probe: ${n} new items',
  'Probe: a forwarded message',
  'Probe: a new zod message',
  'Probe: a new error parameter',
];

const HINDI = JSON.parse(readFileSync(path.join(ROOT, 'packages/i18n/locales/hi.json'), 'utf8')) as Record<
  string,
  string
>;
const ALL = API_MESSAGE_GROUPS.flatMap((g) => Object.values(g));
const cache = createIntlCache();
const intlOf = (messages: Record<string, string>) =>
  createIntl({ locale: 'en-IN', defaultLocale: 'en-IN', messages, onError: () => undefined }, cache);
const english = intlOf({});
const hindi = intlOf(HINDI);
const argsOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');

describe('API messages', () => {
  it('holds every message the server and the contract write', { timeout: 120_000 }, () => {
    const probe = probeFile();
    try {
      const found = scan([probe]);
      const isProbe = (f: Found) => f.where.startsWith(path.relative(ROOT, probe));
      expect(found.filter((f) => !isProbe(f)).length).toBeGreaterThan(500);
      const leftOut = (f: Found) =>
        NOT_FOR_PEOPLE.some((n) => f.where.startsWith(`${n.file}:`) && n.text.test(f.shown));
      for (const n of NOT_FOR_PEOPLE)
        expect(
          found.some((f) => f.where.startsWith(`${n.file}:`) && n.text.test(f.shown)),
          n.why,
        ).toBe(true);
      const missing = found.filter((f) => !leftOut(f) && findApiMessage(f.text) === null);
      // The probe's messages are reported: the scan sees a new message however it is written.
      expect(missing.filter(isProbe).map((f) => f.shown)).toEqual(PROBES);
      expect(missing.filter((f) => !isProbe(f)).map((f) => `${f.where}  ${f.shown}`)).toEqual([]);
    } finally {
      rmSync(path.dirname(probe), { recursive: true, force: true });
    }
  });

  it('gives one English text one id, written as the server writes it', () => {
    const ids = new Set<string>();
    const texts = new Set<string>();
    for (const m of ALL) {
      expect(m.id).toMatch(/^api\.[a-z]+\.[a-z][A-Za-z0-9]*$/);
      expect(ids.has(m.id), m.id).toBe(false);
      expect(texts.has(m.defaultMessage), m.defaultMessage).toBe(false);
      ids.add(m.id);
      texts.add(m.defaultMessage);
      // ICU leaves the text as it is (no quoting, no tags): the server's text comes back.
      const values = Object.fromEntries(argsOf(m.defaultMessage).map((a) => [a, `‹${a}›`]));
      expect(english.formatMessage(m, values)).toBe(m.defaultMessage.replace(/\{(\w+)\}/g, '‹$1›'));
      const sample = m.defaultMessage.replace(/\{(\w+)\}/g, (_, a: string) =>
        a === 'count' ? '12' : `‹${a}›`,
      );
      expect(findApiMessage(sample)?.message.id, m.defaultMessage).toBe(m.id);
    }
  });

  it('has a Hindi translation of each, with the English arguments only', () => {
    // Every API message has its Hindi (the catalogue holds the screens' texts too: scripts/i18n.test.ts).
    expect(ALL.map((m) => m.id).filter((id) => !(id in HINDI))).toEqual([]);
    for (const m of ALL) {
      const hi = HINDI[m.id] ?? '';
      expect(
        argsOf(hi).filter((a) => !argsOf(m.defaultMessage).includes(a)),
        m.id,
      ).toEqual([]);
      const values = Object.fromEntries(argsOf(m.defaultMessage).map((a) => [a, '7']));
      const text = hindi.formatMessage(m, values);
      expect(text, m.id).not.toMatch(/[{}]/);
      expect(text, m.id).toMatch(/[\u0900-\u097F]|^[A-Z0-9 ]+$/);
    }
  });

  it('translates an API text, its values too, and leaves any other text alone', () => {
    expect(translateApiText(hindi, 'Mobile Number is required')).toBe('मोबाइल नंबर ज़रूरी है');
    expect(translateApiText(hindi, 'The MG business model does not include Wallet.')).toBe(
      'MG बिज़नेस मॉडल में वॉलेट शामिल नहीं है।',
    );
    expect(translateApiText(hindi, 'The Cab business model does not include this feature.')).toBe(
      'कैब बिज़नेस मॉडल में यह सुविधा शामिल नहीं है।',
    );
    expect(translateApiText(hindi, 'Too many OTPs requested. Try again in 5 minutes.')).toBe(
      'बहुत ज़्यादा OTP माँगे गए हैं। 5 मिनट बाद फिर से कोशिश करें।',
    );
    expect(
      translateApiText(hindi, 'Too many files uploaded from this account today. Try again in 2 hours.'),
    ).toBe('आज इस खाते से बहुत ज़्यादा फ़ाइलें अपलोड हो चुकी हैं। 2 घंटे बाद फिर से कोशिश करें।');
    expect(translateApiText(hindi, 'The file is too large: the cancelled cheque may be at most 5 MB.')).toBe(
      'फ़ाइल बहुत बड़ी है: रद्द किया हुआ चेक अधिकतम 5 MB का हो सकता है।',
    );
    // English stays as the server wrote it; a text that is no message comes back unchanged.
    expect(translateApiText(english, 'The MG business model does not include Wallet.')).toBe(
      'The MG business model does not include Wallet.',
    );
    expect(translateApiText(hindi, 'Some text the server never wrote')).toBe(
      'Some text the server never wrote',
    );
    expect(translateApiText(hindi, 'Wait 5 seconds, please')).toBe('Wait 5 seconds, please');
  });
});
