import { HOME_TEXTS } from '@oc/contract';
import { describe, expect, it } from 'vitest';
import { HOME_MESSAGES } from './messages';

describe('the home texts taken from the contract', () => {
  it('keep its English', () => {
    for (const [key, message] of Object.entries(HOME_MESSAGES))
      expect(message.defaultMessage).toBe(HOME_TEXTS[key as keyof typeof HOME_MESSAGES]);
  });
});
