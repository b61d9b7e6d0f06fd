import {
  MOBILE_NUMBER_INCOMPLETE,
  MOBILE_NUMBER_REQUIRED,
  PROPOSAL_MESSAGES,
  type Proposal,
  type WalletDebitRequest,
} from '@oc/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../../../test/render';
import { ApiError } from '../../../../lib/api/errors';
import { WalletDebitForm } from './WalletDebitForm';

const mobile = () => screen.getByLabelText<HTMLInputElement>("Operator's mobile number", { exact: false });
const amount = () => screen.getByLabelText<HTMLInputElement>('Amount', { exact: false });
const reason = () => screen.getByLabelText<HTMLTextAreaElement>('Reason', { exact: false });
const submit = () => screen.getByRole('button', { name: 'Propose debit' });

const proposal = { id: 'p1', amount: 1250, accountName: 'Sharma Travels' } as Proposal;

function renderForm(
  propose: (r: WalletDebitRequest) => Promise<Proposal> = vi.fn(() => Promise.resolve(proposal)),
  props: { mobileNo?: string; wallets?: string[] } = {},
) {
  const onProposed = vi.fn();
  const view = renderUi(<WalletDebitForm propose={propose} onProposed={onProposed} {...props} />);
  return { ...view, propose, onProposed };
}

describe('the wallet-debit form', () => {
  it("checks the number, the amount and the reason with the contract's rules", async () => {
    const { user, propose } = renderForm();
    await user.click(submit());
    expect(await screen.findByText(MOBILE_NUMBER_REQUIRED)).toBeTruthy();
    expect(screen.getByText(PROPOSAL_MESSAGES.amountRequired)).toBeTruthy();
    expect(screen.getByText(PROPOSAL_MESSAGES.reasonRequired)).toBeTruthy();

    await user.type(mobile(), '900000');
    await user.type(amount(), '2000000');
    await user.type(reason(), 'ok');
    await user.click(submit());
    expect(await screen.findByText(MOBILE_NUMBER_INCOMPLETE)).toBeTruthy();
    expect(screen.getByText(PROPOSAL_MESSAGES.amountMax)).toBeTruthy();
    expect(screen.getByText(PROPOSAL_MESSAGES.reasonRequired)).toBeTruthy();

    await user.clear(amount());
    await user.type(amount(), '0');
    await user.click(submit());
    expect(await screen.findByText(PROPOSAL_MESSAGES.amountPositive)).toBeTruthy();
    expect(propose).not.toHaveBeenCalled();
  });

  it('takes whole rupees only and sends the amount as a number, prefilled with the number', async () => {
    const { user, propose, onProposed } = renderForm(undefined, { mobileNo: '9000000001' });
    expect(mobile().value).toBe('9000000001');
    await user.type(amount(), '1250.50');
    expect(amount().value).toBe('1,250');
    await user.type(reason(), '  Recovery of a duplicate refund ');
    await user.click(submit());
    await waitFor(() => expect(onProposed).toHaveBeenCalledWith(proposal));
    expect(propose).toHaveBeenCalledWith({
      mobileNo: '9000000001',
      amount: 1250,
      reason: 'Recovery of a duplicate refund',
    });
  });

  it('asks which wallet when the server says the operator has two, and sends the choice', async () => {
    const propose = vi
      .fn<(r: WalletDebitRequest) => Promise<Proposal>>()
      .mockRejectedValueOnce(
        new ApiError(400, PROPOSAL_MESSAGES.whichWallet, [
          { path: 'accountType', message: PROPOSAL_MESSAGES.whichWallet },
        ]),
      )
      .mockResolvedValueOnce(proposal);
    const { user, onProposed } = renderForm(propose, { mobileNo: '9000000005' });
    expect(screen.queryByRole('radiogroup')).toBeNull();
    await user.type(amount(), '500');
    await user.type(reason(), 'Penalty for a cancelled trip');
    await user.click(submit());
    expect(await screen.findByText(PROPOSAL_MESSAGES.whichWallet)).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Electric wallet' }));
    expect(screen.queryByText(PROPOSAL_MESSAGES.whichWallet)).toBeNull();
    await user.click(submit());
    await waitFor(() => expect(onProposed).toHaveBeenCalled());
    expect(propose).toHaveBeenLastCalledWith({
      mobileNo: '9000000005',
      amount: 500,
      reason: 'Penalty for a cancelled trip',
      accountType: 'ELECTRIC',
    });
  });

  it('shows the choice at once for an operator known to have both wallets', () => {
    renderForm(undefined, { mobileNo: '9000000005', wallets: ['OPERATOR', 'ELECTRIC'] });
    expect(screen.getByRole('radio', { name: 'GDS wallet' })).toBeTruthy();
  });

  it("puts the server's field errors at their fields and the rest under the form", async () => {
    const propose = vi
      .fn<(r: WalletDebitRequest) => Promise<Proposal>>()
      .mockRejectedValueOnce(
        new ApiError(404, PROPOSAL_MESSAGES.operatorNotFound, [
          { path: 'mobileNo', message: PROPOSAL_MESSAGES.operatorNotFound },
        ]),
      )
      .mockRejectedValueOnce(new ApiError(403, 'Your role does not allow this.'));
    const { user } = renderForm(propose, { mobileNo: '9999999999' });
    await user.type(amount(), '100');
    await user.type(reason(), 'Test debit');
    await user.click(submit());
    expect(await screen.findByText(PROPOSAL_MESSAGES.operatorNotFound)).toBeTruthy();
    expect(mobile().getAttribute('aria-invalid')).toBe('true');
    await user.click(submit());
    expect(await screen.findByText('Your role does not allow this.')).toBeTruthy();
  });
});
