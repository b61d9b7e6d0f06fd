/**
 * Name matching between a provider's holder name and the account (docs/architecture.md, KYC and
 * home): case, punctuation, honorifics and company-form abbreviations do not count; the words of
 * one name must all appear in the other, and at least two words (or the whole name) must match.
 */
const ABBREVIATIONS: Record<string, string> = {
  PVT: 'PRIVATE',
  PVTLTD: 'PRIVATE LIMITED',
  LTD: 'LIMITED',
  CO: 'COMPANY',
  CORP: 'CORPORATION',
  BROS: 'BROTHERS',
  '&': 'AND',
};
const IGNORED = new Set(['MS', 'MR', 'MRS', 'SHRI', 'SMT', 'DR', 'THE']);

export function nameWords(name: string): string[] {
  return name
    .toUpperCase()
    .replace(/&/g, ' AND ')
    .replace(/M\/S\.?/g, ' ')
    .replace(/[^A-Z0-9 ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((w) => (ABBREVIATIONS[w] ?? w).split(' '))
    .filter((w) => !IGNORED.has(w));
}

export function namesMatch(a: string, b: string): boolean {
  const wa = nameWords(a);
  const wb = nameWords(b);
  if (wa.length === 0 || wb.length === 0) return false;
  if (wa.join(' ') === wb.join(' ')) return true;
  const [short, long] = wa.length <= wb.length ? [wa, wb] : [wb, wa];
  const pool = new Set(long);
  return short.length >= 2 && short.every((w) => pool.has(w));
}

/** True when the provider's name matches any of the account's names (legal name, owner, account name). */
export function matchesAccount(providerName: string, accountNames: readonly string[]): boolean {
  return accountNames.some((n) => namesMatch(providerName, n));
}
