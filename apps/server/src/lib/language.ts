import type { IncomingHttpHeaders } from 'node:http';
import { eq } from 'drizzle-orm';
import type { Message } from '@oc/i18n';
import { translateApiText } from '@oc/i18n/api-messages';
import { intlFor } from '@oc/i18n/intl';
import { DEFAULT_LANGUAGE, isLanguage, languageInfo, pickLanguage, type Language } from '@oc/i18n/languages';
import type { DbOrTx } from '../db/client';
import { accounts, staffUsers, users } from '../db/schema';

export type { Language };

/**
 * The language of what the server makes for a person (issue 40): documents, spreadsheets, text
 * messages. A person's saved language (`users.language`, `staff_users.language`) wins; one who never
 * chose gets their request's Accept-Language when there is a request, else English.
 */
export function chosenLanguage(saved: string | null | undefined, acceptLanguage?: string): Language {
  if (isLanguage(saved)) return saved;
  return acceptLanguage ? pickLanguage(acceptLanguage) : DEFAULT_LANGUAGE;
}

/** The language of an operator's user (their request's Accept-Language when they never chose). */
export async function languageOfUser(db: DbOrTx, userId: string, acceptLanguage?: string): Promise<Language> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return chosenLanguage(row?.language, acceptLanguage);
}

/** The language of a staff member (their request's Accept-Language when they never chose). */
export async function languageOfStaff(
  db: DbOrTx,
  staffId: string,
  acceptLanguage?: string,
): Promise<Language> {
  const [row] = await db
    .select({ language: staffUsers.language })
    .from(staffUsers)
    .where(eq(staffUsers.id, staffId))
    .limit(1);
  return chosenLanguage(row?.language, acceptLanguage);
}

/** The language of an account's owner, for what is made without their request (a published report). */
export async function languageOfAccount(db: DbOrTx, accountId: string): Promise<Language> {
  const [row] = await db
    .select({ language: users.language })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(eq(accounts.id, accountId))
    .limit(1);
  return chosenLanguage(row?.language);
}

/** Who a file or text is for: the person asking (a user's or a staff member's id) and their request's Accept-Language. */
export interface Reader {
  id: string;
  acceptLanguage?: string | undefined;
}

/** The reader of what a request asks for: the caller's id and the request's Accept-Language. */
export function readerOf(id: string, request: { headers: IncomingHttpHeaders }): Reader {
  return { id, acceptLanguage: request.headers['accept-language'] };
}

/** The language of an operator's user asking for a file ({@link languageOfUser}). */
export function languageOfReader(db: DbOrTx, reader: Reader): Promise<Language> {
  return languageOfUser(db, reader.id, reader.acceptLanguage);
}

/** The server's texts in one language ({@link textsFor}). */
export interface Texts {
  language: Language;
  /** The `Intl` locale its numbers and dates are written in ('en-IN', 'hi-IN'). */
  locale: string;
  /** A message of the server's own (`server.<area>.<name>`); its English when not translated. */
  t: (message: Message, values?: Record<string, string | number>) => string;
  /**
   * A text of the contract (a column heading, a status label) in this language, through the API
   * messages (packages/i18n/src/api); unchanged in English or when it is not one of them.
   */
  api: (text: string) => string;
}

/** The texts of `language`; its catalogue is loaded once per process (`intlFor`). */
export async function textsFor(language: Language): Promise<Texts> {
  const intl = await intlFor(language);
  return {
    language,
    locale: languageInfo(language).locale,
    t: (message, values) => intl.formatMessage(message, values),
    api: (text) => (language === DEFAULT_LANGUAGE ? text : translateApiText(intl, text)),
  };
}
