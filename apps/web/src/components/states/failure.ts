import { defineMessages } from '@oc/i18n';
import { apiText, currentIntl } from '../../i18n/language';
import { NOT_FOR_PEOPLE, isApiError } from '../../lib/api/errors';

/**
 * What a failed read shows (docs/ui.md "States"): the words of the one error state, decided in one
 * place so every screen says it the same way, in the page's language.
 */

const FAILURE_TEXT = defineMessages({
  couldNotLoad: { id: 'common.states.couldNotLoad', defaultMessage: "We couldn't load {what}." },
  couldNotLoadHint: {
    id: 'common.states.couldNotLoadHint',
    defaultMessage: "We couldn't load {what}. {hint}",
  },
  connectionHint: {
    id: 'common.states.connectionHint',
    defaultMessage: 'Check your connection and try again.',
  },
  serverHint: { id: 'common.states.serverHint', defaultMessage: 'Please try again in a moment.' },
});

/** How the screen names what it could not load, and part 1 §8's text where it has one. */
export interface FailureCopy {
  /**
   * What could not be loaded, as in "We couldn't load {what}." ('your payouts'), in the page's
   * language (the caller translates it).
   */
  what: string;
  /**
   * Part 1 §8's text for this very failure, where it names one: 'something went wrong' when the
   * deals fetch fails, 'Something went wrong' when the wizard's services do not load. Texts §8 gives
   * for other cases (an empty list, a failed top-up) are not failure texts of a read.
   */
  specText?: string;
}

export type ReadFailure =
  /** 403 'not registered in this model': NotRegisteredNotice. */
  | { kind: 'notRegistered' }
  /** The feature is not part of the acting business model: UnavailableState, no 'Try again'. */
  | { kind: 'notInModel'; message: string }
  /** Anything else: ErrorState with a title, a plain sentence and 'Try again'. */
  | { kind: 'failed'; title: string; message: string };

/** The sentence under the title when the connection failed (or the answer never came). */
export const CONNECTION_HINT = FAILURE_TEXT.connectionHint.defaultMessage;
/** The sentence under the title when the server failed (5xx) or answered something unreadable. */
export const SERVER_HINT = FAILURE_TEXT.serverHint.defaultMessage;

/** The error of a read, classified and worded: never a status text, a stack or a code. */
export function readFailure(error: unknown, copy: FailureCopy): ReadFailure {
  if (isApiError(error) && error.isNotRegistered) return { kind: 'notRegistered' };
  if (isApiError(error) && error.isNotInModel) return { kind: 'notInModel', message: error.message };
  const intl = currentIntl();
  const hint = hintOf(error);
  // With §8's text as the title, the sentence still says what did not load.
  if (copy.specText)
    return {
      kind: 'failed',
      title: copy.specText,
      message: intl.formatMessage(FAILURE_TEXT.couldNotLoadHint, { what: copy.what, hint }),
    };
  return {
    kind: 'failed',
    title: intl.formatMessage(FAILURE_TEXT.couldNotLoad, { what: copy.what }),
    message: hint,
  };
}

/** The not-in-model message of an error, or null (a screen shows the notice in its place). */
export function notInModelOf(error: unknown): string | null {
  return isApiError(error) && error.isNotInModel ? error.message : null;
}

/** The sentence under the title, in the page's language. */
function hintOf(error: unknown): string {
  const intl = currentIntl();
  if (!isApiError(error) || error.status === 0) return intl.formatMessage(FAILURE_TEXT.connectionHint);
  // A client error (a range too long, a deal that is not the account's) is the server's own
  // sentence, written for people; a server error is never shown as the server put it.
  if (
    error.status >= 400 &&
    error.status < 500 &&
    error.message &&
    !NOT_FOR_PEOPLE.test(error.message.trim())
  ) {
    return apiText(error.message);
  }
  return intl.formatMessage(FAILURE_TEXT.serverHint);
}
