import { describe, expect, it } from 'vitest';
import { ApiError, SERVER_FAULT_MESSAGE } from './api/errors';
import { FORM_ERROR, applyServerErrors } from './forms';

type Values = { rc: string; file: File | null };

/** A `setError` that records what each field was given. */
function recorder() {
  const set: Record<string, string | undefined> = {};
  const setError = (name: string, error: { message?: string }) => {
    set[name] = error.message;
  };
  return { set, setError: setError as Parameters<typeof applyServerErrors<Values>>[0] };
}

describe('applyServerErrors', () => {
  it('puts each field error on the field its path maps to, the others under the form', () => {
    const { set, setError } = recorder();
    const err = new ApiError(400, 'Bad RC', [
      { path: 'rc', message: 'Bad RC' },
      { path: 'myFile', message: 'please upload a file' },
      { path: 'other', message: 'Something else' },
    ]);
    const placed = applyServerErrors(setError, err, {
      mapPath: (p) => (p === 'rc' ? 'rc' : p === 'myFile' ? 'file' : null),
    });
    expect(placed).toEqual(['rc', 'file']);
    expect(set).toEqual({ rc: 'Bad RC', file: 'please upload a file', [FORM_ERROR]: 'Something else' });
  });

  it('puts a refusal without field errors on the field refusalField names for its status', () => {
    const refusalField = (status: number) => (status === 404 ? 'rc' : status === 415 ? 'file' : null);
    const notFound = recorder();
    expect(applyServerErrors(notFound.setError, new ApiError(404, 'RC not found'), { refusalField })).toEqual(
      ['rc'],
    );
    expect(notFound.set).toEqual({ rc: 'RC not found' });
    const conflict = recorder();
    expect(applyServerErrors(conflict.setError, new ApiError(409, 'Duplicate'), { refusalField })).toEqual(
      [],
    );
    expect(conflict.set).toEqual({ [FORM_ERROR]: 'Duplicate' });
  });

  it('puts a server fault under the form with the plain sentence, never on a field', () => {
    const { set, setError } = recorder();
    applyServerErrors(setError, new ApiError(500, 'Internal Server Error'), { refusalField: () => 'file' });
    expect(set).toEqual({ [FORM_ERROR]: SERVER_FAULT_MESSAGE });
  });
});
