import { QUEUE_MESSAGES, queuesEndpoints, type KycQueueItem } from '@oc/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../../../test/render';
import KycReviewsScreen from './KycReviewsScreen';

const calls = vi.hoisted(() => ({
  callStaff: vi.fn<(endpoint: unknown, input?: unknown) => Promise<unknown>>(),
  toast: vi.fn<(t: { kind: string; message: string }) => void>(),
  confirm:
    vi.fn<(c: { title: string; message: ReactNode; confirmLabel: string; onConfirm: () => void }) => void>(),
}));
vi.mock('../../../lib/staff-api', () => ({ callStaff: calls.callStaff, downloadStaff: vi.fn() }));
vi.mock('../../../../lib/toast', () => ({ showToast: calls.toast, hideToast: vi.fn() }));
vi.mock('../../../../components/confirm', () => ({ confirmAction: calls.confirm }));

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
  tries: 3,
};

function renderScreen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderUi(
    <QueryClientProvider client={client}>
      <KycReviewsScreen />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  calls.toast.mockReset();
  calls.confirm.mockReset();
  calls.callStaff.mockReset();
  calls.callStaff.mockImplementation((endpoint, input) => {
    if (endpoint === queuesEndpoints.kyc) return Promise.resolve([review]);
    if (endpoint === queuesEndpoints.decideKyc) {
      const { body } = input as { body: { decision: string } };
      return Promise.resolve({ accountId: review.accountId, decision: body.decision });
    }
    return Promise.reject(new Error('unexpected call'));
  });
});

describe('the KYC review queue', () => {
  it('shows the two names, and uses the document’s name after saying what changes', async () => {
    const { user } = renderScreen();
    const [row] = (await screen.findAllByTestId('kyc-item')) as [HTMLElement];
    expect(within(row).getByTestId('kyc-name-on-document').textContent).toBe(review.nameOnDocument);
    expect(within(row).getByTestId('kyc-name-on-account').textContent).toBe(review.nameOnAccount);
    expect(row.textContent).toContain('20/11/2026 15:30');

    await user.click(within(row).getByRole('button', { name: /Use the PAN's name/ }));
    const [asked] = calls.confirm.mock.calls[0] ?? [];
    if (!asked) throw new Error('no confirmation asked');
    const { container } = render(<>{asked.message}</>);
    expect(container.textContent).toContain(`becomes ${review.nameOnDocument}`);
    expect(container.textContent).toContain('next PAN try will match');
    expect(calls.callStaff).not.toHaveBeenCalledWith(queuesEndpoints.decideKyc, expect.anything());

    asked.onConfirm();
    await waitFor(() =>
      expect(calls.callStaff).toHaveBeenCalledWith(queuesEndpoints.decideKyc, {
        params: { accountId: review.accountId },
        body: { document: 'PAN', decision: 'USE_DOCUMENT_NAME' },
      }),
    );
  });

  it('dismisses with a reason (required)', async () => {
    const { user } = renderScreen();
    const [row] = (await screen.findAllByTestId('kyc-item')) as [HTMLElement];
    await user.click(within(row).getByRole('button', { name: /Dismiss the PAN review/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(await within(dialog).findByText(QUEUE_MESSAGES.reasonRequired)).toBeTruthy();
    await user.click(within(dialog).getByLabelText('Why is it dismissed?'));
    await user.paste('The PAN belongs to another company');
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(calls.callStaff).toHaveBeenCalledWith(queuesEndpoints.decideKyc, {
        params: { accountId: review.accountId },
        body: { document: 'PAN', decision: 'DISMISSED', reason: 'The PAN belongs to another company' },
      }),
    );
  });
});
