// eslint-disable-next-line no-restricted-imports -- the one place that wraps it
import { zodResolver as hookformZodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { apiText } from '../i18n/language';

/** A form's errors with every message in the page's language (`apiText`); `ref`s kept as they are. */
function translatedErrors<T>(errors: T): T {
  if (Array.isArray(errors)) return errors.map((e: unknown) => translatedErrors(e)) as T;
  if (typeof errors !== 'object' || errors === null) return errors;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'message' && typeof value === 'string') out[key] = apiText(value);
    else if (key === 'ref' || key === 'types') out[key] = value;
    else out[key] = translatedErrors(value);
  }
  return out as T;
}

type ResolverFactory = (...args: unknown[]) => Resolver<FieldValues, unknown, FieldValues>;
const hookformResolver = hookformZodResolver as unknown as ResolverFactory;

/**
 * `@hookform/resolvers/zod`'s `zodResolver`, same signature, whose messages (the contract's zod
 * messages, in English) come in the page's language: every form of the web uses this one
 * (`import { zodResolver } from '…/lib/zod-resolver'`). A module of its own, not lib/forms.ts: the
 * login imports that one and loads no form library before its first paint (docs/performance.md
 * "Web").
 */
export const zodResolver: typeof hookformZodResolver = (...args: unknown[]) => {
  const resolve = hookformResolver(...args);
  const translated: Resolver<FieldValues, unknown, FieldValues> = async (values, context, options) => {
    const result = await resolve(values, context, options);
    const errors: FieldErrors = result.errors;
    return Object.keys(errors).length === 0 ? result : { values: {}, errors: translatedErrors(errors) };
  };
  return translated;
};
