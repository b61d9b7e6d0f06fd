import { WALLET_MAX_RANGE_DAYS, WALLET_MESSAGES } from '@oc/contract';
import { describe, expect, it } from 'vitest';
import { WALLET_TEXTS } from './messages';

describe('the wallet texts taken from the contract', () => {
  it('keep its English', () => {
    const { rangeTooLong, ...plain } = WALLET_TEXTS;
    for (const [key, message] of Object.entries(plain))
      expect(message.defaultMessage).toBe(WALLET_MESSAGES[key as keyof typeof plain]);
    expect(rangeTooLong.defaultMessage.replace('{days}', String(WALLET_MAX_RANGE_DAYS))).toBe(
      WALLET_MESSAGES.rangeTooLong,
    );
  });
});
