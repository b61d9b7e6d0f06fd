import { CLAIM_APPROVAL_PROPOSAL_RUPEES, QUEUE_MESSAGES, type ClaimQueueItem } from '@oc/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../../../test/render';
import { ApiError } from '../../../../lib/api/errors';
import { ApproveClaimForm } from './ApproveClaimModal';

const claim = (amount: number): ClaimQueueItem => ({
  id: '6f1d7c2a-0b8e-4a3e-9f51-3c2d1e0a9b77',
  accountId: '4b5c1c2e-7a55-4c55-9d0e-2f5d0c1b9a01',
  accountName: 'Shree Travels',
  userName: 'Mohan Rao',
  mobileNo: '9000000007',
  rc: 'KA01AB1234',
  startDate: '2026-11-01',
  endDate: '2026-11-15',
  amount,
  filedAt: '2026-11-20T10:00:00.000Z',
  fileName: 'tolls.pdf',
  proposalId: null,
});

const amount = () => screen.getByLabelText<HTMLInputElement>('Amount to approve', { exact: false });
const submit = (name: 'Approve' | 'Propose approval' = 'Approve') => screen.getByRole('button', { name });
const secondApproval = () => screen.queryByTestId('claim-second-approval');

function renderForm(
  item: ClaimQueueItem,
  approve = vi.fn((_: { id: string; amount: number }) => Promise.resolve()),
) {
  const onClose = vi.fn();
  const view = renderUi(<ApproveClaimForm item={item} approve={approve} onClose={onClose} />);
  return { ...view, approve, onClose };
}

describe('the claim approval form', () => {
  it('starts at the amount claimed and approves it as a number', async () => {
    const item = claim(4500);
    const { user, approve, onClose } = renderForm(item);
    expect(amount().value).toBe('4,500');
    expect(secondApproval()).toBeNull();
    await user.click(submit());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(approve).toHaveBeenCalledWith({ id: item.id, amount: 4500 });
  });

  it('refuses more than the amount claimed, and nothing at all, with the contract’s messages', async () => {
    const { user, approve } = renderForm(claim(4500));
    await user.clear(amount());
    await user.type(amount(), '4501');
    await user.click(submit());
    expect(await screen.findByText(QUEUE_MESSAGES.amountRange(4500))).toBeTruthy();
    expect(amount().getAttribute('aria-invalid')).toBe('true');

    await user.clear(amount());
    await user.click(submit());
    expect(await screen.findByText(QUEUE_MESSAGES.amountRequired)).toBeTruthy();

    await user.type(amount(), '0');
    await user.click(submit());
    expect(await screen.findByText(QUEUE_MESSAGES.amountRequired)).toBeTruthy();
    expect(approve).not.toHaveBeenCalled();
  });

  it('takes less than claimed, whole rupees only', async () => {
    const item = claim(4500);
    const { user, approve } = renderForm(item);
    await user.clear(amount());
    await user.type(amount(), '3000.50');
    expect(amount().value).toBe('3,000');
    await user.click(submit());
    await waitFor(() => expect(approve).toHaveBeenCalledWith({ id: item.id, amount: 3000 }));
  });

  it(`says before sending that above ₹${CLAIM_APPROVAL_PROPOSAL_RUPEES} a second finance or admin user approves it`, async () => {
    const item = claim(CLAIM_APPROVAL_PROPOSAL_RUPEES + 2500);
    const { user, approve, onClose } = renderForm(item);
    expect(secondApproval()?.textContent).toMatch(
      /a second finance or admin user must approve it under Proposals/,
    );
    // At the limit the approval applies at once: no words, the plain button.
    await user.clear(amount());
    await user.type(amount(), String(CLAIM_APPROVAL_PROPOSAL_RUPEES));
    expect(secondApproval()).toBeNull();
    expect(submit()).toBeTruthy();
    // Above the claim too: the words show, and the amount is still refused.
    await user.type(amount(), '0');
    expect(amount().value).toBe('1,00,000');
    expect(secondApproval()).toBeTruthy();
    await user.click(submit('Propose approval'));
    expect(await screen.findByText(QUEUE_MESSAGES.amountRange(item.amount))).toBeTruthy();
    expect(approve).not.toHaveBeenCalled();

    await user.clear(amount());
    await user.type(amount(), String(CLAIM_APPROVAL_PROPOSAL_RUPEES + 1));
    expect(secondApproval()).toBeTruthy();
    await user.click(submit('Propose approval'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(approve).toHaveBeenCalledWith({ id: item.id, amount: CLAIM_APPROVAL_PROPOSAL_RUPEES + 1 });
  });

  it("puts the server's refusal under the form (decided by someone else first)", async () => {
    const approve = vi.fn(() => Promise.reject(new ApiError(409, QUEUE_MESSAGES.claimNotPending)));
    const { user, onClose } = renderForm(claim(4500), approve);
    await user.click(submit());
    expect(await screen.findByText(QUEUE_MESSAGES.claimNotPending)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
