// zod's mini build, as auth.ts: the preferences come with GET /user/me, on the first paint.
import { LANGUAGE_CODES, THEMES } from '@oc/i18n/languages';
import * as z from 'zod/mini';

/**
 * A person's own settings (issue 40), kept with the user (operator) or the staff member so they
 * follow them to another device: the language of every screen and the colour scheme. `null` is
 * "never chosen": the browser's language and the system's scheme apply.
 */
export const preferencesSchema = z.object({
  language: z.nullable(z.enum(LANGUAGE_CODES)),
  theme: z.nullable(z.enum(THEMES)),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const PREFERENCES_EMPTY_MESSAGE = 'Send a language or a theme.';

/** PUT …/preferences: what changes (at least one of the two). */
export const preferencesUpdateSchema = z
  .object({
    language: z.optional(
      z.enum(LANGUAGE_CODES, { error: `Language must be one of: ${LANGUAGE_CODES.join(', ')}.` }),
    ),
    theme: z.optional(z.enum(THEMES, { error: `Theme must be one of: ${THEMES.join(', ')}.` })),
  })
  .check(
    z.refine((p) => p.language !== undefined || p.theme !== undefined, {
      message: PREFERENCES_EMPTY_MESSAGE,
    }),
  );
export type PreferencesUpdate = z.infer<typeof preferencesUpdateSchema>;

/** The preferences of a stored row: a value no longer offered (a language taken away) reads as never chosen. */
export function preferencesOf(row: { language: string | null; theme: string | null }): Preferences {
  return {
    language: (LANGUAGE_CODES as readonly string[]).includes(row.language ?? '')
      ? (row.language as Preferences['language'])
      : null,
    theme: (THEMES as readonly string[]).includes(row.theme ?? '')
      ? (row.theme as Preferences['theme'])
      : null,
  };
}
