import { QUEUE_MESSAGES, type ClaimQueueItem, type KycQueueItem } from '@oc/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../../../test/render';
import { DismissKycForm } from './DismissKycModal';
import { RejectClaimForm } from './RejectClaimModal';

const review: KycQueueItem = {
  accountId: '4b5c1c2e-7a55-4c55-9d0e-2f5d0c1b9a01',
  accountName: 'Sharma Travels Pvt Ltd',
  userName: 'Priya Sharma',
  mobileNo: '9000000005',
  document: 'PAN',
  nameOnDocument: 'SHARMA TRAVELS PRIVATE LIMITED',
  nameOnAccount: 'Sharma Travels Pvt Ltd',
  provider: 'demo',
  lastTriedAt: '2026-11-20T10:00:00.000Z',
  tries: 2,
};

const claim: ClaimQueueItem = {
  id: '6f1d7c2a-0b8e-4a3e-9f51-3c2d1e0a9b77',
  accountId: review.accountId,
  accountName: 'Shree Travels',
  userName: 'Mohan Rao',
  mobileNo: '9000000007',
  rc: 'KA01AB1234',
  startDate: '2026-11-01',
  endDate: '2026-11-15',
  amount: 4500,
  filedAt: '2026-11-20T10:00:00.000Z',
  fileName: 'tolls.pdf',
  proposalId: null,
};

describe('the KYC dismiss form', () => {
  const reason = () => screen.getByLabelText<HTMLTextAreaElement>('Why is it dismissed?');
  const submit = () => screen.getByRole('button', { name: 'Dismiss' });

  it("requires a reason (kycReviewDecisionSchema's rule: at least 3 characters after trimming)", async () => {
    const dismiss = vi.fn(() => Promise.resolve());
    const onClose = vi.fn();
    const { user } = renderUi(<DismissKycForm item={review} dismiss={dismiss} onClose={onClose} />);
    expect(screen.getByText(/SHARMA TRAVELS PRIVATE LIMITED/)).toBeTruthy();
    await user.click(submit());
    expect(await screen.findByText(QUEUE_MESSAGES.reasonRequired)).toBeTruthy();
    expect(reason().getAttribute('aria-invalid')).toBe('true');

    await user.click(reason());
    await user.paste('  no ');
    await user.click(submit());
    expect(await screen.findByText(QUEUE_MESSAGES.reasonRequired)).toBeTruthy();

    expect(dismiss).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses a reason over 200 characters', async () => {
    const dismiss = vi.fn(() => Promise.resolve());
    const { user } = renderUi(<DismissKycForm item={review} dismiss={dismiss} onClose={vi.fn()} />);
    await user.click(reason());
    await user.paste('x'.repeat(201));
    await user.click(submit());
    expect(await screen.findByText(QUEUE_MESSAGES.reasonLong)).toBeTruthy();
    expect(dismiss).not.toHaveBeenCalled();
  });

  it('sends the trimmed reason with the account and the document, then closes', async () => {
    const dismiss = vi.fn(() => Promise.resolve());
    const onClose = vi.fn();
    const { user } = renderUi(<DismissKycForm item={review} dismiss={dismiss} onClose={onClose} />);
    await user.click(reason());
    await user.paste('  The PAN belongs to another company ');
    await user.click(submit());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(dismiss).toHaveBeenCalledWith({
      accountId: review.accountId,
      document: 'PAN',
      reason: 'The PAN belongs to another company',
    });
  });
});

describe('the claim reject form', () => {
  it("requires a reason (claimDecisionSchema's rule) and sends it trimmed", async () => {
    const reject = vi.fn((_: { id: string; reason: string }) => Promise.resolve());
    const onClose = vi.fn();
    const { user } = renderUi(<RejectClaimForm item={claim} reject={reject} onClose={onClose} />);
    const reason = () => screen.getByLabelText<HTMLTextAreaElement>('Why is it rejected?');
    const submit = () => screen.getByRole('button', { name: 'Reject' });
    await user.click(submit());
    expect(await screen.findByText(QUEUE_MESSAGES.reasonRequired)).toBeTruthy();
    expect(reject).not.toHaveBeenCalled();

    await user.click(reason());
    await user.paste(' The toll receipts are for another bus  ');
    await user.click(submit());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(reject).toHaveBeenCalledWith({ id: claim.id, reason: 'The toll receipts are for another bus' });
  });
});
