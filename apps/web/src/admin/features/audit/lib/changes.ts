/**
 * What an audit event changed, compactly: one line per field, `key: old → new` (docs/ui.md; the
 * staff audit trail). Fields equal before and after are left out; a field that only appears
 * after (a creation) has no old value, one that only appears before (a removal) no new value.
 */
export interface Change {
  /** The field; '' when the value is not an object (a whole value replaced). */
  key: string;
  from?: string;
  to?: string;
}

const MAX_VALUE = 80;

/** A value as one short line: text as it is, numbers and flags plainly, the rest as JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function changesOf(before: unknown, after: unknown): Change[] {
  const hasBefore = before !== null && before !== undefined;
  const hasAfter = after !== null && after !== undefined;
  if (!hasBefore && !hasAfter) return [];
  if ((hasBefore && !isRecord(before)) || (hasAfter && !isRecord(after))) {
    if (JSON.stringify(before) === JSON.stringify(after)) return [];
    return [
      {
        key: '',
        ...(hasBefore ? { from: valueText(before) } : {}),
        ...(hasAfter ? { to: valueText(after) } : {}),
      },
    ];
  }
  const b = before ?? {};
  const a = after ?? {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys
    .filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]))
    .map((key) => ({
      key,
      ...(key in b ? { from: valueText(b[key]) } : {}),
      ...(key in a ? { to: valueText(a[key]) } : {}),
    }));
}
