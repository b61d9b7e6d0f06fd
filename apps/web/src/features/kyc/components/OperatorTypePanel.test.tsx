import { OPERATOR_TYPE_NOTE, OPERATOR_TYPE_RULES, verificationSuccessText } from '@oc/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../../test/render';
import { OperatorTypePanel } from './OperatorTypePanel';
import { ResultDialog } from './ResultDialog';

/** The KYC texts, now messages, read as the spec's English (the page's default language). */
describe('the KYC panel and dialogs in English', () => {
  it("lists the types of each rule ('Company, LLP and Partnership:'), the rules and the note", () => {
    renderUi(<OperatorTypePanel subType="COMPANY" />);
    expect(screen.getByLabelText<HTMLInputElement>('Operator Type').value).toBe('Company');
    expect(screen.getByText('Company, LLP and Partnership:')).not.toBeNull();
    expect(screen.getByText('Individual:')).not.toBeNull();
    for (const rule of OPERATOR_TYPE_RULES) expect(screen.getByText(rule.rule)).not.toBeNull();
    expect(screen.getByText(OPERATOR_TYPE_NOTE)).not.toBeNull();
  });

  it("names the verified document as the spec does ('Your AADHAR has been successfully verified')", () => {
    renderUi(<ResultDialog outcome={{ kind: 'success', document: 'AADHAR' }} onClose={() => undefined} />);
    expect(screen.getByText('Verification Successful')).not.toBeNull();
    expect(screen.getByText(verificationSuccessText('AADHAR'))).not.toBeNull();
    expect(screen.getByRole('button', { name: 'OK' })).not.toBeNull();
  });
});
