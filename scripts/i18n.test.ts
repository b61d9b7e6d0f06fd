// The catalogues (docs/ui.md "Languages"), checked in `npm test`: every text to translate is in
// English's list (packages/i18n/locales/en.json, up to date), every other language has exactly
// those ids (none missing, none unused), each message is valid ICU using only its English's
// arguments, and no Latin-script word is left in a translation but the allowed ones.
import { describe, expect, it } from 'vitest';
import { check, latinWords } from './i18n.mjs';

describe('translation catalogues', () => {
  it('match the source: no key missing or unused, valid ICU, no English left', () => {
    const { problems, count } = check();
    expect(count).toBeGreaterThan(1000);
    expect(problems).toEqual([]);
  }, 60_000);

  it('find Latin words in a message’s own text only, not in its ICU syntax', () => {
    const allowed = new Set(['OTP']);
    const words = latinWords(
      '{kind, select, both {दोनों} other {कुछ}} OTP {count, plural, one {# बस} other {# बसें}} <b>{name}</b> Hello',
      allowed,
    );
    expect(words).toEqual(['Hello']);
  });
});
