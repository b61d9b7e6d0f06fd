import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage } from './api/errors';

/** Issue 36 item 14: what a failed action or download says (docs/security.md "HTTP"). */
describe('errorMessage', () => {
  const fault = 'Something went wrong on our side. Please try again.';

  it("shows a 4xx's sentence, written for people, as it is", () => {
    expect(errorMessage(new ApiError(409, 'This claim was already filed.', [], 409, 'r-1'))).toBe(
      'This claim was already filed.',
    );
    expect(errorMessage(new ApiError(404, 'Not Found'), 'That file is gone.')).toBe('That file is gone.');
  });

  it("never shows a 500's own text: one plain sentence with the request id", () => {
    expect(errorMessage(new ApiError(500, 'Download failed / PDFKit crashed', [], 500, 'req-42'))).toBe(
      `${fault} Reference: req-42`,
    );
    expect(errorMessage(new ApiError(500, 'S3 PutObject AccessDenied arn:aws:s3:::oc-proofs'))).toBe(fault);
    // The server's own 500 sentence already carries the reference: not twice.
    expect(errorMessage(new ApiError(500, `${fault} Reference: req-7`, [], 500, 'req-7'))).toBe(
      `${fault} Reference: req-7`,
    );
  });

  it("shows this server's 502/503 sentences with the reference, a proxy's reason phrase never", () => {
    expect(
      errorMessage(new ApiError(502, 'The call could not be placed. Please try again.', [], 502, 'c-1')),
    ).toBe('The call could not be placed. Please try again. Reference: c-1');
    expect(errorMessage(new ApiError(502, 'Bad Gateway', [], 502, null))).toBe(fault);
  });

  it('says the connection failed when no answer came', () => {
    expect(errorMessage(new ApiError(0, 'Network error. Check your connection.'))).toBe(
      "We couldn't reach the server. Check your connection and try again.",
    );
  });
});
