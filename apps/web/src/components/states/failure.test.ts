import { NOT_REGISTERED_IN_MODEL, USER_TYPES, isNotInModelMessage, notInModelMessage } from '@oc/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/errors';
import { CONNECTION_HINT, SERVER_HINT, notInModelOf, readFailure } from './failure';

const payouts = { what: 'your payouts' };

describe('readFailure: the words of a failed read', () => {
  it('says what did not load and a plain sentence, never the status text', () => {
    for (const text of ['Internal Server Error', 'Bad Gateway', 'boom', 'Service Unavailable']) {
      expect(readFailure(new ApiError(500, text), payouts)).toEqual({
        kind: 'failed',
        title: "We couldn't load your payouts.",
        message: SERVER_HINT,
      });
    }
    expect(readFailure(new ApiError(502, 'Bad Gateway'), payouts)).toMatchObject({ message: SERVER_HINT });
  });

  it('asks to check the connection when the answer never came', () => {
    expect(readFailure(new ApiError(0, 'Network error. Check your connection.'), payouts)).toMatchObject({
      message: CONNECTION_HINT,
    });
    expect(readFailure(new TypeError('Failed to fetch'), payouts)).toMatchObject({
      message: CONNECTION_HINT,
    });
  });

  it("uses part 1 §8's text as the title where it names one", () => {
    expect(
      readFailure(new ApiError(500, 'x'), { what: 'your deals', specText: 'something went wrong' }),
    ).toEqual({
      kind: 'failed',
      title: 'something went wrong',
      message: `We couldn't load your deals. ${SERVER_HINT}`,
    });
  });

  it("shows a client error's own sentence, but not a bare reason phrase", () => {
    const tooLong = 'The date range can be at most 31 days.';
    expect(readFailure(new ApiError(400, tooLong), payouts)).toMatchObject({ message: tooLong });
    expect(readFailure(new ApiError(404, 'Not Found'), payouts)).toMatchObject({ message: SERVER_HINT });
    expect(readFailure(new ApiError(401, 'failed with 401'), payouts)).toMatchObject({
      message: SERVER_HINT,
    });
  });

  it('tells the not-registered and not-in-model answers apart from failures', () => {
    expect(readFailure(new ApiError(403, NOT_REGISTERED_IN_MODEL), payouts)).toEqual({
      kind: 'notRegistered',
    });
    const message = notInModelMessage('Payouts', 'ELECTRIC');
    expect(readFailure(new ApiError(403, message), payouts)).toEqual({ kind: 'notInModel', message });
    expect(notInModelOf(new ApiError(403, message))).toBe(message);
    expect(notInModelOf(new ApiError(403, 'The account in x-user-id is not one of yours.'))).toBeNull();
    expect(notInModelOf(new ApiError(500, message))).toBeNull();
  });
});

describe('notInModelMessage', () => {
  it('names the model as people know it, never the internal user type', () => {
    expect(notInModelMessage('Wallet', 'BUSOWNER')).toBe('The MG business model does not include Wallet.');
    expect(notInModelMessage('KYC', 'CABOWNER')).toBe('The Cab business model does not include KYC.');
    for (const type of USER_TYPES) {
      const message = notInModelMessage('Deals', type);
      expect(message).not.toMatch(/OPERATOR|BUSOWNER|ELECTRIC|CABOWNER/);
      expect(isNotInModelMessage(message)).toBe(true);
    }
    expect(isNotInModelMessage('Deals is not available for BUSOWNER accounts.')).toBe(false);
  });
});
