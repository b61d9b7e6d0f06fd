import { QUEUE_MESSAGES, type BankProofQueueItem } from '@oc/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../../../test/render';
import { ApiError } from '../../../../lib/api/errors';
import { RejectBankProofForm } from './RejectBankProofModal';

const item: BankProofQueueItem = {
  accountId: '4b5c1c2e-7a55-4c55-9d0e-2f5d0c1b9a01',
  accountName: 'Sharma Travels Pvt Ltd',
  accountType: 'OPERATOR',
  userName: 'Priya Sharma',
  mobileNo: '9000000005',
  uploadedAt: '2026-11-20T10:00:00.000Z',
  fileName: 'cheque.png',
  contentType: 'image/png',
};

const reason = () => screen.getByLabelText<HTMLTextAreaElement>('Why is it rejected?');
const submit = () => screen.getByRole('button', { name: 'Reject' });

function renderForm(reject = vi.fn((_: { accountId: string; reason: string }) => Promise.resolve())) {
  const onClose = vi.fn();
  const view = renderUi(<RejectBankProofForm item={item} onClose={onClose} reject={reject} />);
  return { ...view, reject, onClose };
}

describe('the bank-proof reject form', () => {
  it("requires a reason (the contract's rule: at least 3 characters after trimming)", async () => {
    const { user, reject, onClose } = renderForm();
    await user.click(submit());
    expect(await screen.findByText(QUEUE_MESSAGES.reasonRequired)).toBeTruthy();
    expect(reason().getAttribute('aria-invalid')).toBe('true');

    await user.type(reason(), '  ok  ');
    await user.click(submit());
    expect(await screen.findByText(QUEUE_MESSAGES.reasonRequired)).toBeTruthy();
    expect(reject).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the trimmed reason with the account, then closes', async () => {
    const { user, reject, onClose } = renderForm();
    await user.type(reason(), '  The cheque image is blurred ');
    await user.click(submit());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(reject).toHaveBeenCalledWith({ accountId: item.accountId, reason: 'The cheque image is blurred' });
  });

  it("puts the server's refusal under the form (decided by someone else first)", async () => {
    const reject = vi.fn(() => Promise.reject(new ApiError(409, QUEUE_MESSAGES.notPending)));
    const { user, onClose } = renderForm(reject);
    await user.type(reason(), 'The cheque image is blurred');
    await user.click(submit());
    expect(await screen.findByText(QUEUE_MESSAGES.notPending)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
