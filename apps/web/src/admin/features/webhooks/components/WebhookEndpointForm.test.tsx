import {
  WEBHOOK_EVENTS,
  WEBHOOK_MESSAGES,
  webhooksEndpoints,
  type CreatedWebhookEndpoint,
  type WebhookEndpointCreate,
} from '@oc/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../../../test/render';
import { ApiError } from '../../../../lib/api/errors';
import { NewWebhookEndpointModal } from './NewWebhookEndpointModal';
import { WebhookEndpointForm } from './WebhookEndpointForm';

const calls = vi.hoisted(() => ({
  callStaff: vi.fn<(endpoint: unknown, input?: unknown) => Promise<unknown>>(),
}));
vi.mock('../../../lib/staff-api', () => ({ callStaff: calls.callStaff, downloadStaff: vi.fn() }));

const created: CreatedWebhookEndpoint = {
  secret: 'whsec_AbCd1234efGh5678ijKl9012mnOp3456qrSt7890uvW',
  endpoint: {
    id: '0b7f3a52-6c1e-4d8a-9f20-1a2b3c4d5e6f',
    url: 'https://hooks.example.com/oc',
    events: ['deal.published', 'wallet.credited'],
    createdBy: 'Asha Admin (admin)',
    createdAt: '2026-11-20T10:00:00.000Z',
    disabledAt: null,
  },
};

const url = () => screen.getByLabelText<HTMLInputElement>('URL', { exact: false });
const submit = () => screen.getByRole('button', { name: 'Add endpoint' });

function renderForm(
  add: (r: WebhookEndpointCreate) => Promise<CreatedWebhookEndpoint> = vi.fn(() => Promise.resolve(created)),
) {
  const onAdded = vi.fn();
  const view = renderUi(<WebhookEndpointForm add={add} onAdded={onAdded} />);
  return { ...view, add, onAdded };
}

describe('the new webhook endpoint form', () => {
  it('offers every event with its description', () => {
    renderForm();
    for (const e of WEBHOOK_EVENTS) expect(screen.getByRole('checkbox', { name: e })).toBeTruthy();
    expect(
      screen.getByText('An operator published a deal (a new campaign, or one renewed from an old one)'),
    ).toBeTruthy();
  });

  it("checks the URL and asks for at least one event (the contract's rules)", async () => {
    const { user, add } = renderForm();
    await user.click(submit());
    expect(await screen.findByText(WEBHOOK_MESSAGES.urlRequired)).toBeTruthy();
    expect(screen.getByText(WEBHOOK_MESSAGES.eventsRequired)).toBeTruthy();

    await user.type(url(), 'ftp://hooks.example.com');
    await user.click(screen.getByRole('checkbox', { name: 'deal.published' }));
    await user.click(submit());
    expect(await screen.findByText(WEBHOOK_MESSAGES.urlInvalid)).toBeTruthy();

    await user.clear(url());
    await user.type(url(), 'https://me:secret@hooks.example.com');
    await user.click(submit());
    expect(await screen.findByText(WEBHOOK_MESSAGES.urlCredentials)).toBeTruthy();
    expect(add).not.toHaveBeenCalled();
  });

  it('sends {url, events}: the URL trimmed, the events in the contract’s order', async () => {
    const { user, add, onAdded } = renderForm();
    await user.type(url(), '  https://hooks.example.com/oc ');
    await user.click(screen.getByRole('checkbox', { name: 'week.closed' }));
    await user.click(screen.getByRole('checkbox', { name: 'wallet.credited' }));
    await user.click(screen.getByRole('checkbox', { name: 'kyc.reviewed' }));
    await user.click(screen.getByRole('checkbox', { name: 'kyc.reviewed' }));
    await user.click(screen.getByRole('checkbox', { name: 'deal.published' }));
    await user.click(submit());
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith(created));
    expect(add).toHaveBeenCalledWith({
      url: 'https://hooks.example.com/oc',
      events: ['deal.published', 'wallet.credited', 'week.closed'],
    });
  });

  it("puts the server's field errors at their fields and the rest under the form", async () => {
    const add = vi
      .fn<(r: WebhookEndpointCreate) => Promise<CreatedWebhookEndpoint>>()
      .mockRejectedValueOnce(
        new ApiError(400, WEBHOOK_MESSAGES.urlInvalid, [
          { path: 'url', message: WEBHOOK_MESSAGES.urlInvalid },
        ]),
      )
      .mockRejectedValueOnce(new ApiError(403, 'Your role does not allow this.'));
    const { user } = renderForm(add);
    await user.type(url(), 'https://hooks.example.com');
    await user.click(screen.getByRole('checkbox', { name: 'driver.assigned' }));
    await user.click(submit());
    expect(await screen.findByText(WEBHOOK_MESSAGES.urlInvalid)).toBeTruthy();
    await user.click(submit());
    expect(await screen.findByText('Your role does not allow this.')).toBeTruthy();
  });
});

describe('the new webhook endpoint dialog', () => {
  beforeEach(() => {
    calls.callStaff.mockReset();
    calls.callStaff.mockImplementation((endpoint) =>
      endpoint === webhooksEndpoints.add ? Promise.resolve(created) : Promise.reject(new Error('unexpected')),
    );
  });

  it('shows the signing secret once it is added, with Copy and what it checks; Done closes', async () => {
    const onClose = vi.fn();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const { user } = renderUi(
      <QueryClientProvider client={client}>
        <NewWebhookEndpointModal opened onClose={onClose} />
      </QueryClientProvider>,
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('URL', { exact: false }), 'https://hooks.example.com/oc');
    await user.click(within(dialog).getByRole('checkbox', { name: 'wallet.credited' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'deal.published' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));

    const field = await within(dialog).findByLabelText<HTMLInputElement>('Signing secret');
    expect(calls.callStaff).toHaveBeenCalledWith(webhooksEndpoints.add, {
      body: { url: 'https://hooks.example.com/oc', events: ['deal.published', 'wallet.credited'] },
    });
    expect(field.value).toBe(created.secret);
    expect(field.readOnly).toBe(true);
    expect(within(dialog).getByTestId('created-webhook-endpoint-note').textContent).toBe(
      "Copy it now: it is not shown again. The receiver checks each request's X-Signature with it.",
    );
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Add endpoint' })).toBeNull();
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['admin', 'webhooks'] }));

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });
});
