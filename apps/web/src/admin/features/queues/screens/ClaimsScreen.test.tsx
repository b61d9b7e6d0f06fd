import { queuesEndpoints, type ClaimQueueItem, type ProofPreview, type StaffMember } from '@oc/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../../../test/render';
import ClaimsScreen from './ClaimsScreen';

const calls = vi.hoisted(() => ({
  callStaff: vi.fn<(endpoint: unknown, input?: unknown) => Promise<unknown>>(),
  toast: vi.fn<(t: { kind: string; message: string }) => void>(),
  member: { current: null as StaffMember | null },
}));
vi.mock('../../../lib/staff-api', () => ({ callStaff: calls.callStaff, downloadStaff: vi.fn() }));
vi.mock('../../staff/api/get-me', () => ({ useStaffMe: () => calls.member.current }));
vi.mock('../../../../lib/toast', () => ({ showToast: calls.toast, hideToast: vi.fn() }));

const claim = (over: Partial<ClaimQueueItem>): ClaimQueueItem => ({
  id: '6f1d7c2a-0b8e-4a3e-9f51-3c2d1e0a9b77',
  accountId: '4b5c1c2e-7a55-4c55-9d0e-2f5d0c1b9a01',
  accountName: 'Shree Travels',
  userName: 'Mohan Rao',
  mobileNo: '9000000007',
  rc: 'KA01AB1234',
  startDate: '2026-11-01',
  endDate: '2026-11-15',
  amount: 4500,
  filedAt: '2026-11-20T10:00:00.000Z',
  fileName: 'tolls.csv',
  proposalId: null,
  ...over,
});
const small = claim({});
const proposed = claim({
  id: '7a2e8d3b-1c9f-4b4f-8a62-4d3e2f1b0c88',
  accountName: 'Ganga Bus Lines',
  rc: 'MH12CD5678',
  amount: 25_000,
  fileName: 'repair.pdf',
  proposalId: 'p-1',
});
const sheet: ProofPreview = {
  name: 'tolls.csv',
  kind: 'table',
  url: null,
  table: {
    sheet: null,
    rows: [
      ['Date', 'Toll'],
      ['01/11/2026', '450'],
    ],
    totalRows: 1,
    totalRowsAtLeast: false,
    totalColumns: 2,
    truncated: false,
  },
};
const pdf: ProofPreview = { name: 'repair.pdf', kind: 'pdf', url: '/api/v1/files/signed/abc', table: null };

const finance: StaffMember = { id: 's1', email: 'f@demo.test', name: 'Farhan Finance', role: 'finance' };
const support: StaffMember = { id: 's2', email: 's@demo.test', name: 'Sara Support', role: 'support' };

function renderScreen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderUi(
    <QueryClientProvider client={client}>
      <ClaimsScreen />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  calls.toast.mockReset();
  calls.callStaff.mockReset();
  calls.callStaff.mockImplementation((endpoint, input) => {
    if (endpoint === queuesEndpoints.claims) return Promise.resolve([small, proposed]);
    if (endpoint === queuesEndpoints.claimProof) {
      const { params } = input as { params: { id: string } };
      return Promise.resolve(params.id === small.id ? sheet : pdf);
    }
    if (endpoint === queuesEndpoints.decideClaim)
      return Promise.resolve({ id: small.id, status: 'APPROVED', approvedAmount: 4000, proposalId: null });
    return Promise.reject(new Error('unexpected call'));
  });
});

describe('the claims queue', () => {
  it('lists the claims, marks one awaiting a second approval, and shows a proof with its actions', async () => {
    calls.member.current = finance;
    const { user } = renderScreen();
    const rows = await screen.findAllByTestId('claim-item');
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(first.textContent).toMatch(/01\/11\/2026 –\s*15\/11\/2026/);
    expect(first.textContent).toContain('₹4,500.00');
    expect(within(first).queryByTestId('claim-awaiting')).toBeNull();
    expect(within(second).getByTestId('claim-awaiting').textContent).toBe('Awaiting second approval');

    // A PDF: framed, with a link to open it in a new tab; Approve and Reject disabled while proposed.
    await user.click(within(second).getByRole('button', { name: /Show the claim/ }));
    const frame = await screen.findByTestId('claim-proof-pdf');
    expect(frame.getAttribute('src')).toBe(pdf.url);
    expect(screen.getByRole('link', { name: /Open in new tab/ }).getAttribute('href')).toBe(pdf.url);
    expect(screen.getByRole('button', { name: /Approve the claim/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: /Reject the claim/ }).hasAttribute('disabled')).toBe(true);

    // A sheet: its rows as a table.
    await user.click(within(first).getByRole('button', { name: /Show the claim/ }));
    const table = await screen.findByTestId('proof-table');
    expect(table.textContent).toContain('450');
    expect(screen.getByRole('button', { name: /Approve the claim/ }).hasAttribute('disabled')).toBe(false);
  });

  it('approves an amount and says what was approved', async () => {
    calls.member.current = finance;
    const { user } = renderScreen();
    const [first] = (await screen.findAllByTestId('claim-item')) as [HTMLElement];
    await user.click(within(first).getByRole('button', { name: /Show the claim/ }));
    await user.click(await screen.findByRole('button', { name: /Approve the claim/ }));
    const amount = await screen.findByLabelText<HTMLInputElement>('Amount to approve', { exact: false });
    await user.clear(amount);
    await user.type(amount, '4000');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(calls.toast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Approved ₹4,000' })),
    );
    expect(calls.callStaff).toHaveBeenCalledWith(queuesEndpoints.decideClaim, {
      params: { id: small.id },
      body: { decision: 'APPROVED', amount: 4000 },
    });
  });

  it('shows support the list and the proof, without actions', async () => {
    calls.member.current = support;
    const { user } = renderScreen();
    const [first] = (await screen.findAllByTestId('claim-item')) as [HTMLElement];
    await user.click(within(first).getByRole('button', { name: /Show the claim/ }));
    await screen.findByTestId('proof-table');
    expect(screen.queryByRole('button', { name: /Approve the claim/ })).toBeNull();
    expect(screen.getByText('Only finance or admin decide claims.')).toBeTruthy();
  });
});
