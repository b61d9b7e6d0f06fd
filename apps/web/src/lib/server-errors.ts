import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorMessage, isApiError, withReference } from './api/errors';
import { apiText } from '../i18n/language';

/**
 * What the server refuses, put on a form's fields (lib/forms.ts re-exports it with the forms'
 * `zodResolver`). A module of its own: the login uses it, and loads no form library before its
 * first paint (docs/performance.md "Web"). What the server refuses goes into the form's state in
 * the page's language (`apiText`), as the `zodResolver`'s own messages do.
 */

/** Where a message without a field goes: show it under the form with {@link FormError}. */
export const FORM_ERROR = 'root.server' as const;

export interface ServerErrorOptions<F extends string> {
  /**
   * The form's fields. A server field path is put on the field it names or the field it lies
   * under (`updateObj.0.fare` → `updateObj`, when only that is listed); an unknown path goes to
   * {@link FORM_ERROR}. Without this list every path is taken as a field.
   */
  fields?: readonly F[];
  /** Maps a server path to a form field (when the names differ); null: not a field of this form. */
  mapPath?: (path: string) => F | null;
  /**
   * The field a refusal (4xx) without field errors is about, by its status (404 'no such bus' → the
   * bus field); null or absent: {@link FORM_ERROR}.
   */
  refusalField?: (status: number) => F | null;
  /** The message of a failure that is not the client's (5xx, network). */
  fallback?: string;
}

function fieldFor<F extends string>(path: string, opts: ServerErrorOptions<F>): F | null {
  if (opts.mapPath) return opts.mapPath(path);
  if (!opts.fields) return path as F;
  const parts = path.split('.');
  for (let n = parts.length; n > 0; n--) {
    const candidate = parts.slice(0, n).join('.');
    if ((opts.fields as readonly string[]).includes(candidate)) return candidate as F;
  }
  return null;
}

/**
 * Puts a refused call's `errors[]` (the envelope's field errors) on the matching form fields, each
 * field's first message; a refusal without field errors (or with fields the form does not have)
 * sets {@link FORM_ERROR} to the server's message (or the field `refusalField` names). Answers the
 * fields that got a message.
 */
export function applyServerErrors<T extends FieldValues, F extends Path<T> = Path<T>>(
  setError: UseFormSetError<T>,
  err: unknown,
  opts: ServerErrorOptions<F> = {},
): F[] {
  // A fault on our side or the network's: the one plain sentence (with the request id, when there is one).
  const fallback = opts.fallback ? withReference(opts.fallback, err) : errorMessage(err);
  const placed: F[] = [];
  if (isApiError(err) && err.errors.length > 0) {
    const unplaced: string[] = [];
    for (const issue of err.errors) {
      const field = fieldFor(issue.path, opts);
      if (!field) {
        unplaced.push(issue.message);
        continue;
      }
      if (placed.includes(field)) continue;
      placed.push(field);
      setError(field, { type: 'server', message: apiText(issue.message) });
    }
    if (unplaced.length > 0) setError(FORM_ERROR, { type: 'server', message: apiText(unplaced[0] ?? '') });
    return placed;
  }
  const refusal = isApiError(err) && err.status >= 400 && err.status < 500 ? err : null;
  const field = refusal && opts.refusalField ? opts.refusalField(refusal.status) : null;
  if (refusal && field) {
    setError(field, { type: 'server', message: apiText(refusal.message) });
    return [field];
  }
  setError(FORM_ERROR, { type: 'server', message: refusal ? apiText(refusal.message) : fallback });
  return placed;
}
