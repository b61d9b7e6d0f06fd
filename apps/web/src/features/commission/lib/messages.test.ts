import { COMMISSION_MESSAGES } from '@oc/contract';
import { describe, expect, it } from 'vitest';
import { COMMISSION_TEXTS } from './messages';

describe('the commission texts taken from the contract', () => {
  it('keep its English', () => {
    for (const [key, message] of Object.entries(COMMISSION_TEXTS))
      expect(message.defaultMessage).toBe(COMMISSION_MESSAGES[key as keyof typeof COMMISSION_TEXTS]);
  });
});
