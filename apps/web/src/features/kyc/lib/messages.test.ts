import {
  KYC_DOCUMENTS,
  KYC_MESSAGES,
  OPERATOR_TYPE_NOTE,
  OPERATOR_TYPE_RULES,
  verificationSuccessText,
} from '@oc/contract';
import { describe, expect, it } from 'vitest';
import { KYC_TEXTS, OPERATOR_TYPE_TEXTS, SUCCESS_DOCUMENTS } from './messages';

describe('the KYC texts taken from the contract', () => {
  it('keep its English', () => {
    for (const key of ['nameMismatch', 'aadhaarInvalid', 'otpIncorrect', 'nonMsme'] as const)
      expect(KYC_TEXTS[key].defaultMessage).toBe(KYC_MESSAGES[key]);
    for (const doc of KYC_DOCUMENTS)
      expect(
        KYC_TEXTS.successBody.defaultMessage.replace('{doc}', SUCCESS_DOCUMENTS[doc].defaultMessage),
      ).toBe(verificationSuccessText(doc));
  });

  it('have every operator-type rule and the note', () => {
    const texts: Record<string, { defaultMessage: string } | undefined> = OPERATOR_TYPE_TEXTS;
    for (const rule of OPERATOR_TYPE_RULES)
      expect(texts[rule.subTypes.join()]?.defaultMessage).toBe(rule.rule);
    expect(OPERATOR_TYPE_TEXTS.note.defaultMessage).toBe(OPERATOR_TYPE_NOTE);
  });
});
