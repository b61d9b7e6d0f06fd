import { API_KEY_MESSAGES, apiKeysEndpoints, type ApiKey, type StaffMember } from '@oc/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../../../test/render';
import { ApiError } from '../../../../lib/api/errors';
import ApiKeysScreen from './ApiKeysScreen';

const calls = vi.hoisted(() => ({
  callStaff: vi.fn<(endpoint: unknown, input?: unknown) => Promise<unknown>>(),
  toast: vi.fn<(t: { kind: string; message: string }) => void>(),
  confirm:
    vi.fn<(c: { title: string; message: ReactNode; confirmLabel: string; onConfirm: () => void }) => void>(),
  member: { current: null as StaffMember | null },
}));
vi.mock('../../../lib/staff-api', () => ({ callStaff: calls.callStaff, downloadStaff: vi.fn() }));
vi.mock('../../staff/api/get-me', () => ({ useStaffMe: () => calls.member.current }));
vi.mock('../../../../lib/toast', () => ({ showToast: calls.toast, hideToast: vi.fn() }));
vi.mock('../../../../components/confirm', () => ({ confirmAction: calls.confirm }));

const admin: StaffMember = { id: 's4', email: 'a@demo.test', name: 'Asha Admin', role: 'admin' };
const finance: StaffMember = { id: 's1', email: 'f@demo.test', name: 'Farhan Finance', role: 'finance' };

const revoked: ApiKey = {
  id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  name: 'Old ratings feed',
  scopes: ['ratings'],
  shown: 'ock_ZyXw9876',
  createdBy: 'Asha Admin',
  createdAt: '2026-11-01T10:00:00.000Z',
  lastUsedAt: '2026-11-10T04:30:00.000Z',
  revokedAt: '2026-11-12T06:00:00.000Z',
};
const active: ApiKey = {
  id: '0b7f3a52-6c1e-4d8a-9f20-1a2b3c4d5e6f',
  name: 'Booking engine',
  scopes: ['files', 'bus-trips', 'bookings'],
  shown: 'ock_AbCd1234',
  createdBy: 'Asha Admin',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
};

function renderScreen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderUi(
    <QueryClientProvider client={client}>
      <ApiKeysScreen />
    </QueryClientProvider>,
  );
}

let list: ApiKey[];
beforeEach(() => {
  calls.member.current = admin;
  calls.toast.mockReset();
  calls.confirm.mockReset();
  calls.callStaff.mockReset();
  // Newest first, as the server answers: the revoked key is newer here, yet shown last.
  list = [revoked, active];
  calls.callStaff.mockImplementation((endpoint) => {
    if (endpoint === apiKeysEndpoints.list) return Promise.resolve(list);
    if (endpoint === apiKeysEndpoints.revoke)
      return Promise.resolve({ ...active, revokedAt: '2026-11-21T10:00:00.000Z' });
    return Promise.reject(new Error('unexpected call'));
  });
});

describe('the API keys screen', () => {
  it('lists the keys: active first, the revoked one dimmed at the end with its date', async () => {
    renderScreen();
    const rows = await screen.findAllByTestId('api-key');
    expect(rows.map((r) => r.getAttribute('data-status'))).toEqual(['active', 'revoked']);
    const [first, last] = rows as [HTMLElement, HTMLElement];
    expect(first.textContent).toContain('Booking engine');
    expect(within(first).getByTestId('api-key-shown').textContent).toBe('ock_AbCd1234…');
    expect(
      within(within(first).getByTestId('api-key-scopes'))
        .getAllByText(/./)
        .map((b) => b.textContent),
    ).toEqual(['Bookings', 'Bus trips', 'Files (attachments)']);
    expect(within(first).getByTestId('api-key-last-used').textContent).toBe('Never');
    expect(within(first).getByTestId('api-key-status').textContent).toBe('Active');
    expect(within(first).getByRole('button', { name: 'Revoke the key of Booking engine' })).toBeTruthy();

    expect(last.style.opacity).toBe('0.6');
    expect(within(last).getByTestId('api-key-last-used').textContent).toBe('10/11/2026 10:00');
    const status = within(last).getByTestId('api-key-status');
    expect(within(status).getByText('Revoked')).toBeTruthy();
    expect(within(status).getByText('at 12/11/2026 11:30')).toBeTruthy();
    expect(within(last).queryByRole('button', { name: /Revoke/ })).toBeNull();
  });

  it('says what to do when there is no key yet', async () => {
    list = [];
    renderScreen();
    expect(
      await screen.findByText('No API keys yet. Make one for each system that sends records.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New API key' })).toBeTruthy();
  });

  it('tells other roles that only admins manage API keys, and reads nothing', () => {
    calls.member.current = finance;
    renderScreen();
    expect(screen.getByText(/Only admins manage API keys\. Your role \(Finance\)/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New API key' })).toBeNull();
    expect(calls.callStaff).not.toHaveBeenCalled();
  });

  it('revokes after the confirmation, then says so and reads the list again', async () => {
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Revoke the key of Booking engine' }));
    const [asked] = calls.confirm.mock.calls[0] ?? [];
    if (!asked) throw new Error('no confirmation asked');
    expect(render(<>{asked.message}</>).container.textContent).toBe(
      'Booking engine stops working at once, on every server.',
    );
    expect(calls.callStaff).not.toHaveBeenCalledWith(apiKeysEndpoints.revoke, expect.anything());

    asked.onConfirm();
    await waitFor(() =>
      expect(calls.toast).toHaveBeenCalledWith(
        expect.objectContaining({ kind: 'success', message: 'The key Booking engine is revoked.' }),
      ),
    );
    expect(calls.callStaff).toHaveBeenCalledWith(apiKeysEndpoints.revoke, { params: { id: active.id } });
    await waitFor(() =>
      expect(calls.callStaff.mock.calls.filter(([e]) => e === apiKeysEndpoints.list)).toHaveLength(2),
    );
  });

  it("shows the server's 409 (already revoked) as an error toast", async () => {
    calls.callStaff.mockImplementation((endpoint) => {
      if (endpoint === apiKeysEndpoints.list) return Promise.resolve(list);
      return Promise.reject(new ApiError(409, API_KEY_MESSAGES.alreadyRevoked));
    });
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Revoke the key of Booking engine' }));
    calls.confirm.mock.calls[0]?.[0].onConfirm();
    await waitFor(() =>
      expect(calls.toast).toHaveBeenCalledWith(
        expect.objectContaining({ kind: 'error', message: API_KEY_MESSAGES.alreadyRevoked }),
      ),
    );
  });
});
