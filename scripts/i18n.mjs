// The catalogues' keeper (docs/ui.md "Languages"): finds every text to translate in the source
// (any object or JSX element with a literal `id` and `defaultMessage`), writes English's list
// (`node scripts/i18n.mjs extract` → packages/i18n/locales/en.json, for translators) and checks
// (`node scripts/i18n.mjs check`, also run by scripts/i18n.test.ts in `npm test`):
//   - one English text per id; en.json up to date;
//   - every other catalogue has exactly English's ids (none missing, none unused);
//   - every message parses as ICU and a translation uses only its English's arguments;
//   - no Latin-script word is left in a translation but the allowed ones (names, codes).
import { readFileSync, readdirSync, writeFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LOCALES = path.join(ROOT, 'packages/i18n/locales');
const SOURCES = ['apps/web/src', 'apps/server/src', 'packages/contract/src', 'packages/i18n/src'];
const SKIP = /(\.test\.tsx?|\.d\.ts)$/;

function files(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...files(full));
    else if (/\.tsx?$/.test(name) && !SKIP.test(name)) out.push(full);
  }
  return out;
}

function literal(node) {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isJsxExpression(node)) return literal(node.expression);
  return undefined;
}

/** Every message in the source: id → { defaultMessage, where }. Throws on one id with two texts. */
export function extract() {
  const found = new Map();
  const problems = [];
  const add = (id, text, file, node, sf) => {
    const where = `${path.relative(ROOT, file)}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}`;
    const before = found.get(id);
    if (before && before.defaultMessage !== text)
      problems.push(
        `${id}: two English texts ('${before.defaultMessage}' at ${before.where}, '${text}' at ${where})`,
      );
    else if (!before) found.set(id, { defaultMessage: text, where });
  };
  for (const dir of SOURCES)
    for (const file of files(path.join(ROOT, dir))) {
      const text = readFileSync(file, 'utf8');
      if (!text.includes('defaultMessage')) continue;
      const sf = ts.createSourceFile(
        file,
        text,
        ts.ScriptTarget.Latest,
        true,
        file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
      );
      const visit = (node) => {
        if (ts.isObjectLiteralExpression(node)) {
          let id;
          let msg;
          for (const p of node.properties)
            if (ts.isPropertyAssignment(p) && ts.isIdentifier(p.name)) {
              if (p.name.text === 'id') id = literal(p.initializer);
              if (p.name.text === 'defaultMessage') msg = literal(p.initializer);
            }
          if (id !== undefined && msg !== undefined) add(id, msg, file, node, sf);
          else if (msg !== undefined)
            problems.push(`${path.relative(ROOT, file)}: a defaultMessage without a literal id ('${msg}')`);
        } else if (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) {
          let id;
          let msg;
          for (const a of node.attributes.properties)
            if (ts.isJsxAttribute(a) && ts.isIdentifier(a.name)) {
              if (a.name.text === 'id') id = literal(a.initializer);
              if (a.name.text === 'defaultMessage') msg = literal(a.initializer);
            }
          if (id !== undefined && msg !== undefined) add(id, msg, file, node, sf);
        }
        ts.forEachChild(node, visit);
      };
      visit(sf);
    }
  return { messages: new Map([...found].sort(([a], [b]) => (a < b ? -1 : 1))), problems };
}

function argumentsOf(elements, into = new Set()) {
  for (const el of elements) {
    if (
      el.type === TYPE.argument ||
      el.type === TYPE.number ||
      el.type === TYPE.date ||
      el.type === TYPE.time
    )
      into.add(el.value);
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      into.add(el.value);
      for (const option of Object.values(el.options)) argumentsOf(option.value, into);
    }
    if (el.type === TYPE.tag) {
      into.add(`<${el.value}>`);
      argumentsOf(el.children, into);
    }
  }
  return into;
}

/** Latin-script words a translation may keep: names, codes and units (packages/i18n/allowed-latin.json). */
export function allowedLatin() {
  return new Set(JSON.parse(readFileSync(path.join(ROOT, 'packages/i18n/allowed-latin.json'), 'utf8')).words);
}

function literalsOf(elements, into = []) {
  for (const el of elements) {
    if (el.type === TYPE.literal) into.push(el.value);
    if (el.type === TYPE.plural || el.type === TYPE.select)
      for (const option of Object.values(el.options)) literalsOf(option.value, into);
    if (el.type === TYPE.tag) literalsOf(el.children, into);
  }
  return into;
}

/** The words of a message's own text (not its ICU syntax or arguments) in Latin script and not allowed. */
export function latinWords(text, allowed) {
  const plain = literalsOf(parse(text)).join(' ');
  return (plain.match(/[A-Za-z][A-Za-z'’-]*/g) ?? []).filter((w) => !allowed.has(w));
}

export function check() {
  const { messages, problems } = extract();
  const en = Object.fromEntries([...messages].map(([id, m]) => [id, m.defaultMessage]));
  const onDisk = JSON.parse(readFileSync(path.join(LOCALES, 'en.json'), 'utf8'));
  if (JSON.stringify(onDisk) !== JSON.stringify(en))
    problems.push('packages/i18n/locales/en.json is not up to date: run `node scripts/i18n.mjs extract`');
  const allowed = allowedLatin();
  const englishArgs = new Map();
  for (const [id, text] of Object.entries(en)) {
    try {
      englishArgs.set(id, argumentsOf(parse(text)));
    } catch (e) {
      problems.push(`${id}: English is not a valid ICU message (${e.message})`);
    }
  }
  for (const name of readdirSync(LOCALES).filter((n) => n.endsWith('.json') && n !== 'en.json')) {
    if (!statSync(path.join(LOCALES, name)).isFile()) continue;
    const code = name.replace(/\.json$/, '');
    const catalogue = JSON.parse(readFileSync(path.join(LOCALES, name), 'utf8'));
    for (const id of Object.keys(en)) if (!(id in catalogue)) problems.push(`${code}: missing ${id}`);
    for (const [id, text] of Object.entries(catalogue)) {
      if (!(id in en)) {
        problems.push(`${code}: unused ${id}`);
        continue;
      }
      let args;
      try {
        args = argumentsOf(parse(text));
      } catch (e) {
        problems.push(`${code}: ${id} is not a valid ICU message (${e.message})`);
        continue;
      }
      const want = englishArgs.get(id) ?? new Set();
      for (const a of args)
        if (!want.has(a)) problems.push(`${code}: ${id} uses {${a}}, which its English does not have`);
      if (code !== 'en') {
        const left = latinWords(text, allowed);
        if (left.length > 0) problems.push(`${code}: ${id} keeps Latin words: ${left.join(', ')}`);
      }
    }
  }
  return { problems, count: messages.size };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const mode = process.argv[2] ?? 'check';
  if (mode === 'extract') {
    const { messages, problems } = extract();
    writeFileSync(
      path.join(LOCALES, 'en.json'),
      `${JSON.stringify(Object.fromEntries([...messages].map(([id, m]) => [id, m.defaultMessage])), null, 2)}\n`,
    );
    console.log(`${messages.size} messages → packages/i18n/locales/en.json`);
    for (const p of problems) console.error(p);
    process.exit(problems.length ? 1 : 0);
  } else if (mode === 'merge') {
    // Merges work in progress (locales/parts/<area>.<code>.json) into locales/<code>.json, sorted.
    const parts = path.join(LOCALES, 'parts');
    const merged = new Map();
    for (const name of readdirSync(parts)) {
      const m = /^[\w-]+\.(\w+)\.json$/.exec(name);
      if (!m) continue;
      const code = m[1];
      const file = path.join(LOCALES, `${code}.json`);
      const catalogue = merged.get(code) ?? JSON.parse(readFileSync(file, 'utf8'));
      Object.assign(catalogue, JSON.parse(readFileSync(path.join(parts, name), 'utf8')));
      merged.set(code, catalogue);
      console.log(`merged ${name}`);
    }
    for (const [code, catalogue] of merged) {
      const sorted = Object.fromEntries(Object.entries(catalogue).sort(([a], [b]) => (a < b ? -1 : 1)));
      writeFileSync(path.join(LOCALES, `${code}.json`), `${JSON.stringify(sorted, null, 2)}\n`);
    }
  } else if (mode === 'missing') {
    // The ids a catalogue lacks, with their English, to translate: node scripts/i18n.mjs missing hi [prefix]
    const code = process.argv[3] ?? 'hi';
    const prefix = process.argv[4] ?? '';
    const { messages } = extract();
    const catalogue = JSON.parse(readFileSync(path.join(LOCALES, `${code}.json`), 'utf8'));
    // Work in progress: translations not merged yet (packages/i18n/locales/parts/<area>.<code>.json).
    const parts = path.join(LOCALES, 'parts');
    try {
      for (const name of readdirSync(parts))
        if (name.endsWith(`.${code}.json`))
          Object.assign(catalogue, JSON.parse(readFileSync(path.join(parts, name), 'utf8')));
    } catch {
      // no parts
    }
    const out = {};
    for (const [id, m] of messages)
      if (!(id in catalogue) && id.startsWith(prefix)) out[id] = m.defaultMessage;
    console.log(JSON.stringify(out, null, 2));
  } else {
    const { problems, count } = check();
    for (const p of problems) console.error(p);
    console.log(`${count} messages, ${problems.length} problems`);
    process.exit(problems.length ? 1 : 0);
  }
}
