import {
  WEBHOOK_MESSAGES,
  webhooksEndpoints,
  type StaffMember,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@oc/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../../../test/render';
import { ApiError } from '../../../../lib/api/errors';
import WebhooksScreen from './WebhooksScreen';

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
const support: StaffMember = { id: 's2', email: 's@demo.test', name: 'Sunil Support', role: 'support' };

const disabled: WebhookEndpoint = {
  id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  url: 'https://old.example.com/hook',
  events: ['kyc.verified'],
  createdBy: 'Asha Admin (admin)',
  createdAt: '2026-11-01T10:00:00.000Z',
  disabledAt: '2026-11-12T06:00:00.000Z',
};
const enabled: WebhookEndpoint = {
  id: '0b7f3a52-6c1e-4d8a-9f20-1a2b3c4d5e6f',
  url: 'https://hooks.example.com/oc',
  events: ['week.closed', 'deal.published', 'wallet.credited'],
  createdBy: 'npm run admin',
  createdAt: '2026-11-20T10:00:00.000Z',
  disabledAt: null,
};
const dead: WebhookDelivery = {
  id: 42,
  eventId: '6f1e2d3c-4b5a-4978-8796-a5b4c3d2e1f0',
  eventType: 'deal.published',
  eventAt: '2026-11-19T04:30:00.000Z',
  accountId: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  accountName: 'Shiv Shakti Travels',
  accountType: 'OPERATOR',
  endpointId: enabled.id,
  endpointUrl: enabled.url,
  status: 'DEAD',
  attempts: 27,
  lastStatus: 503,
  lastError: 'HTTP 503',
  nextAttemptAt: '2026-11-20T04:30:00.000Z',
  giveUpAt: '2026-11-20T04:30:00.000Z',
  deliveredAt: null,
};

function renderScreen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderUi(
    <QueryClientProvider client={client}>
      <WebhooksScreen />
    </QueryClientProvider>,
  );
}

let endpoints: WebhookEndpoint[];
let letters: WebhookDelivery[];
beforeEach(() => {
  calls.member.current = admin;
  calls.toast.mockReset();
  calls.confirm.mockReset();
  calls.callStaff.mockReset();
  endpoints = [disabled, enabled];
  letters = [dead];
  calls.callStaff.mockImplementation((endpoint) => {
    if (endpoint === webhooksEndpoints.list) return Promise.resolve(endpoints);
    if (endpoint === webhooksEndpoints.deadLetters) return Promise.resolve(letters);
    if (endpoint === webhooksEndpoints.disable)
      return Promise.resolve({ ...enabled, disabledAt: '2026-11-21T10:00:00.000Z' });
    if (endpoint === webhooksEndpoints.retry)
      return Promise.resolve({ ...dead, status: 'PENDING', attempts: 0 });
    return Promise.reject(new Error('unexpected call'));
  });
});

describe('the webhooks screen', () => {
  it('lists the endpoints, enabled first, the disabled one dimmed with its date', async () => {
    renderScreen();
    const rows = await screen.findAllByTestId('webhook-endpoint');
    expect(rows.map((r) => r.getAttribute('data-status'))).toEqual(['enabled', 'disabled']);
    const [first, last] = rows as [HTMLElement, HTMLElement];
    expect(first.textContent).toContain('https://hooks.example.com/oc');
    expect(
      within(within(first).getByTestId('webhook-endpoint-events'))
        .getAllByText(/./)
        .map((b) => b.textContent),
    ).toEqual(['deal.published', 'wallet.credited', 'week.closed']);
    expect(within(first).getByTestId('webhook-endpoint-status').textContent).toBe('Enabled');
    expect(within(first).getByRole('button', { name: 'Disable https://hooks.example.com/oc' })).toBeTruthy();
    expect(last.style.opacity).toBe('0.6');
    const status = within(last).getByTestId('webhook-endpoint-status');
    expect(within(status).getByText('Disabled')).toBeTruthy();
    expect(within(status).getByText('at 12/11/2026 11:30')).toBeTruthy();
    expect(within(last).queryByRole('button', { name: /Disable/ })).toBeNull();
  });

  it('lists the dead letters: event, account, endpoint, attempts, last error and time', async () => {
    renderScreen();
    const [row] = await screen.findAllByTestId('dead-letter');
    if (!row) throw new Error('no dead letter listed');
    expect(row.textContent).toContain('deal.published');
    expect(within(row).getByTestId('dead-letter-account').textContent).toBe('Shiv Shakti Travels (GDS)');
    expect(row.textContent).toContain('https://hooks.example.com/oc');
    expect(within(row).getByTestId('dead-letter-attempts').textContent).toBe('27');
    expect(within(row).getByTestId('dead-letter-error').textContent).toBe('HTTP 503');
    expect(within(row).getByTestId('dead-letter-time').textContent).toBe('19/11/2026 10:00');
  });

  it('says what to do when there is no endpoint and no dead letter yet', async () => {
    endpoints = [];
    letters = [];
    renderScreen();
    expect(
      await screen.findByText('No webhook endpoints yet. Add one for each system that listens to events.'),
    ).toBeTruthy();
    expect(
      await screen.findByText('No dead letters: every event was delivered or is still being retried.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add endpoint' })).toBeTruthy();
  });

  it('says when the list cannot be read, with Try again', async () => {
    calls.callStaff.mockImplementation((endpoint) =>
      endpoint === webhooksEndpoints.list
        ? Promise.reject(new ApiError(500, 'boom'))
        : Promise.resolve(letters),
    );
    renderScreen();
    expect(await screen.findByText(/load the webhook endpoints/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('tells other roles that only admins manage webhooks, and reads nothing', () => {
    calls.member.current = support;
    renderScreen();
    expect(screen.getByText(/Only admins manage webhooks\. Your role \(Support\)/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add endpoint' })).toBeNull();
    expect(calls.callStaff).not.toHaveBeenCalled();
  });

  it('disables after the confirmation, then says so and reads the lists again', async () => {
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Disable https://hooks.example.com/oc' }));
    const [asked] = calls.confirm.mock.calls[0] ?? [];
    if (!asked) throw new Error('no confirmation asked');
    expect(render(<>{asked.message}</>).container.textContent).toBe(
      'https://hooks.example.com/oc is sent no more events; the ones still waiting are given up.',
    );
    expect(calls.callStaff).not.toHaveBeenCalledWith(webhooksEndpoints.disable, expect.anything());
    asked.onConfirm();
    await waitFor(() =>
      expect(calls.toast).toHaveBeenCalledWith(
        expect.objectContaining({ kind: 'success', message: 'https://hooks.example.com/oc is disabled.' }),
      ),
    );
    expect(calls.callStaff).toHaveBeenCalledWith(webhooksEndpoints.disable, { params: { id: enabled.id } });
    await waitFor(() =>
      expect(calls.callStaff.mock.calls.filter(([e]) => e === webhooksEndpoints.list)).toHaveLength(2),
    );
  });

  it('sends a dead letter again, and shows a 409 as an error toast', async () => {
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Send deal.published of delivery 42 again' }));
    await waitFor(() =>
      expect(calls.toast).toHaveBeenCalledWith(
        expect.objectContaining({ kind: 'success', message: 'deal.published is waiting to be sent again.' }),
      ),
    );
    expect(calls.callStaff).toHaveBeenCalledWith(webhooksEndpoints.retry, { params: { id: '42' } });
    await waitFor(() =>
      expect(calls.callStaff.mock.calls.filter(([e]) => e === webhooksEndpoints.deadLetters)).toHaveLength(2),
    );

    calls.callStaff.mockImplementation((endpoint) => {
      if (endpoint === webhooksEndpoints.list) return Promise.resolve(endpoints);
      if (endpoint === webhooksEndpoints.deadLetters) return Promise.resolve(letters);
      return Promise.reject(new ApiError(409, WEBHOOK_MESSAGES.notDead));
    });
    await user.click(await screen.findByRole('button', { name: 'Send deal.published of delivery 42 again' }));
    await waitFor(() =>
      expect(calls.toast).toHaveBeenCalledWith(
        expect.objectContaining({ kind: 'error', message: WEBHOOK_MESSAGES.notDead }),
      ),
    );
  });
});
