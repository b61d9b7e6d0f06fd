// Accessibility and language checks any browser test can run on the page it has open (issue 40):
// `runAxe` (axe-core, the serious and critical violations) and `latinLeftovers` (English UI words
// left on a page shown in Hindi). Both answer findings, not pass/fail: the test decides.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';
// The catalogue keeper's own word splitter (ICU syntax stripped: arguments, plural and select keys).
// @ts-expect-error: a plain .mjs script without types.
import { allowedLatin as allowedLatinOf, latinWords as latinWordsOf } from '../../../../scripts/i18n.mjs';
import { REPO_ROOT } from './paths';

const allowedLatin = allowedLatinOf as () => Set<string>;
const latinWords = latinWordsOf as (text: string, allowed: Set<string>) => string[];
const require = createRequire(import.meta.url);
let axeSource: string | undefined;

/** The impacts that fail a screen (axe's 'minor' and 'moderate' are reported, not failed). */
export const FAILING_IMPACTS: readonly string[] = ['serious', 'critical'];

export interface AxeViolation {
  /** The screen, as the test named it: 'wallet (desktop, hi, dark)'. */
  label: string;
  rule: string;
  impact: string;
  help: string;
  /** One line per element: its selector, and for contrast the colours and ratio axe measured. */
  nodes: string[];
}

/**
 * axe-core (node_modules/axe-core) into the page, once per document. Through the DevTools protocol
 * rather than a <script> tag: the app's CSP (script-src 'self') refuses inline scripts, which
 * is what `page.addScriptTag({ content })` adds.
 */
async function injectAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => 'axe' in window)) return;
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(axeSource);
}

/**
 * Runs axe-core's default rules (WCAG 2.x A/AA and best practices) on the whole page as it is now
 * (open dialogs and menus included) and answers its violations of impact serious or critical.
 */
export async function runAxe(page: Page, label: string): Promise<AxeViolation[]> {
  await injectAxe(page);
  const found = await page.evaluate(async (failing) => {
    interface Node {
      target: unknown[];
      html: string;
      any: { id: string; data?: Record<string, unknown> | null }[];
    }
    interface Violation {
      id: string;
      impact?: string | null;
      help: string;
      nodes: Node[];
    }
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, { resultTypes: ['violations'] })) as { violations: Violation[] };
    return result.violations
      .filter((v) => failing.includes(v.impact ?? ''))
      .map((v) => ({
        rule: v.id,
        impact: v.impact ?? '',
        help: v.help,
        nodes: v.nodes.map((n) => {
          const where = n.target.map(String).join(' ');
          const contrast = n.any.find((c) => c.id === 'color-contrast')?.data;
          if (contrast && typeof contrast.contrastRatio === 'number')
            return `${where} [${String(contrast.fgColor)} on ${String(contrast.bgColor)}: ${contrast.contrastRatio}]`;
          // Mantine's generated ids say nothing: the element's start tells what it is.
          return `${where} ${n.html.replace(/\s+/g, ' ').slice(0, 100)}`;
        }),
      }));
  }, FAILING_IMPACTS);
  return found.map((v) => ({ label, ...v }));
}

/** 'screen: rule (impact) help — n elements: first | second…', one line per violation. */
export function formatViolation(v: AxeViolation, max = 3): string {
  const more = v.nodes.length > max ? ` …+${v.nodes.length - max}` : '';
  return `${v.label}: ${v.rule} (${v.impact}) ${v.help} — ${v.nodes.length}: ${v.nodes.slice(0, max).join(' | ')}${more}`;
}

// ---------------------------------------------------------------------------------------------
// The Hindi walk
// ---------------------------------------------------------------------------------------------

let vocabulary: Set<string> | undefined;

/**
 * Our English UI vocabulary: every word of every English text of the app and the API
 * (packages/i18n/locales/en.json, ICU syntax stripped), lower case, less the Latin words any
 * translation may keep (packages/i18n/allowed-latin.json: GDS, KYC, OTP, PDF…). A name, a company
 * or a code from the data is not in it, so it passes unless it happens to be an English UI word too.
 */
export function uiVocabulary(): Set<string> {
  if (vocabulary) return vocabulary;
  const en = JSON.parse(
    readFileSync(path.join(REPO_ROOT, 'packages/i18n/locales/en.json'), 'utf8'),
  ) as Record<string, string>;
  const allowed = new Set([...allowedLatin()].map((w) => w.toLowerCase()));
  const words = new Set<string>();
  for (const text of Object.values(en))
    for (const word of latinWords(text, new Set())) {
      const w = word.toLowerCase().replace(/['’-]+$/, '');
      if (w && !allowed.has(w)) words.add(w);
    }
  vocabulary = words;
  return words;
}

export interface Leftover {
  label: string;
  word: string;
  /** The text the word was found in, shortened around it. */
  context: string;
}

/** A piece of text the page shows, and where (an attribute's name, or 'text'). */
interface Shown {
  text: string;
  where: string;
}

/**
 * Runs in the page: what a person sees or hears of it — the text of every visible element (a
 * visually hidden one too: a screen reader reads it), the aria-label, title, placeholder and alt
 * of visible elements, the value of visible text inputs (a chosen option, a date) and the
 * document's title. Text inside an element marked in another language (`lang="en"` on the
 * language chooser's 'English') is that language's on purpose and left out.
 */
function shownInPage(language: string): Shown[] {
  const out: Shown[] = [{ text: document.title, where: 'title' }];
  const inLanguage = (el: Element) => {
    const marked = el.closest('[lang]');
    return (
      !marked || marked === document.documentElement || marked.getAttribute('lang')?.startsWith(language)
    );
  };
  const seen = (el: Element) =>
    el.checkVisibility({ visibilityProperty: true }) &&
    !el.closest('script, style, noscript, template') &&
    inLanguage(el);
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  // One entry per element: its own text nodes joined (the context the report shows).
  const texts = new Map<Element, string[]>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const value = node.nodeValue?.trim();
    const parent = node.parentElement;
    if (!value || !parent || !seen(parent)) continue;
    const list = texts.get(parent) ?? [];
    list.push(value);
    texts.set(parent, list);
  }
  for (const list of texts.values()) out.push({ text: list.join(' '), where: 'text' });
  for (const el of document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
    if (!seen(el)) continue;
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
      const value = el.getAttribute(name)?.trim();
      if (value) out.push({ text: value, where: name });
    }
  }
  for (const el of document.body.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input, textarea',
  )) {
    if (['hidden', 'checkbox', 'radio', 'file', 'password', 'range', 'color'].includes(el.type)) continue;
    if (el.value.trim() && seen(el)) out.push({ text: el.value.trim(), where: 'value' });
  }
  return out;
}

/** Things in a text that are data, not words: e-mail addresses, web addresses, file and host names. */
const NOT_WORDS = /\S+@\S+|\bhttps?:\/\/\S+|\b[\w-]+(?:\.[\w-]+)+\b/g;
/** A run of Latin letters and digits (with inner ' ’ -): a word, or a code when it has a digit. */
const TOKEN = /[A-Za-z0-9][A-Za-z0-9'’-]*/g;

function around(text: string, index: number, length: number, room = 40): string {
  const start = Math.max(0, index - room);
  const end = Math.min(text.length, index + length + room);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).replace(/\s+/g, ' ')}${end < text.length ? '…' : ''}`;
}

/**
 * The English UI words (`uiVocabulary`) the page shows, read as `shownInPage` does: on a page in
 * Hindi, each one is English text left untranslated. Codes (a word with a digit), single letters
 * (an avatar's initial), e-mail and web addresses and file names are data and never count.
 * `allow` takes what the page may show because it is data that happens to use UI words (a demo
 * company 'Sharma Fleet Partners', a bus type '… AC Sleeper (2+1)'): a phrase (with a space) or a
 * pattern is cut out of the text before it is read, a single word is let through wherever it is.
 * Give each its reason where it is set.
 */
export async function latinLeftovers(
  page: Page,
  label: string,
  opts: { allow?: Iterable<string | RegExp>; language?: string } = {},
): Promise<Leftover[]> {
  const words = uiVocabulary();
  const allowed = [...(opts.allow ?? [])];
  const allowedWords = new Set(
    allowed.filter((a): a is string => typeof a === 'string' && !/\s/.test(a)).map((w) => w.toLowerCase()),
  );
  const cuts = allowed
    .filter((a) => typeof a !== 'string' || /\s/.test(a))
    .map((a) =>
      typeof a === 'string'
        ? new RegExp(a.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g')
        : new RegExp(a.source, a.flags.includes('g') ? a.flags : `${a.flags}g`),
    );
  const blank = (m: string) => ' '.repeat(m.length);
  const shown = await page.evaluate(shownInPage, opts.language ?? 'hi');
  const found = new Map<string, Leftover>();
  for (const { text, where } of shown) {
    let plain = text.replace(NOT_WORDS, blank);
    for (const cut of cuts) plain = plain.replace(cut, blank);
    for (const m of plain.matchAll(TOKEN)) {
      const token = m[0];
      if (/\d/.test(token)) continue;
      const word = token.replace(/['’-]+$/, '');
      const key = word.toLowerCase();
      if (word.length < 2 || !words.has(key) || allowedWords.has(key)) continue;
      const context = `${where === 'text' ? '' : `${where}=`}${around(text, m.index, token.length)}`;
      const id = `${key} ${context}`;
      if (!found.has(id)) found.set(id, { label, word, context });
    }
  }
  return [...found.values()];
}

/** 'screen (layout): word in "…context…"'. */
export function formatLeftover(l: Leftover): string {
  return `${l.label}: ${l.word} in "${l.context}"`;
}
