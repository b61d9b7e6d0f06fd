import { API_KEY_MESSAGES, apiKeysEndpoints, type ApiKey, type ApiKeyCreate } from '@oc/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../../../test/render';
import { ApiError } from '../../../../lib/api/errors';
import type { CreatedApiKey } from '../api/create-api-key';
import { ApiKeyForm } from './ApiKeyForm';
import { NewApiKeyModal } from './NewApiKeyModal';

const calls = vi.hoisted(() => ({
  callStaff: vi.fn<(endpoint: unknown, input?: unknown) => Promise<unknown>>(),
}));
vi.mock('../../../lib/staff-api', () => ({ callStaff: calls.callStaff, downloadStaff: vi.fn() }));

const apiKey: ApiKey = {
  id: '0b7f3a52-6c1e-4d8a-9f20-1a2b3c4d5e6f',
  name: 'Booking engine',
  scopes: ['bookings', 'bus-trips'],
  shown: 'ock_AbCd1234',
  createdBy: 'Asha Admin',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
};
const created: CreatedApiKey = { key: 'ock_AbCd1234efGh5678ijKl9012mnOp3456qrSt', apiKey };

const name = () => screen.getByLabelText<HTMLInputElement>('Name', { exact: false });
const submit = () => screen.getByRole('button', { name: 'Create key' });

function renderForm(
  create: (r: ApiKeyCreate) => Promise<CreatedApiKey> = vi.fn(() => Promise.resolve(created)),
) {
  const onCreated = vi.fn();
  const view = renderUi(<ApiKeyForm create={create} onCreated={onCreated} />);
  return { ...view, create, onCreated };
}

describe('the new API key form', () => {
  it('offers every record kind by its readable name', () => {
    renderForm();
    for (const label of [
      'Bookings',
      'Bus trips',
      'Payment summaries',
      'Fleet contracts',
      'Files (attachments)',
    ])
      expect(screen.getByRole('checkbox', { name: label })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'bus-trips' })).toBeNull();
  });

  it("checks the name and asks for at least one record kind (the contract's rules)", async () => {
    const { user, create } = renderForm();
    await user.click(submit());
    expect(await screen.findByText(API_KEY_MESSAGES.nameRequired)).toBeTruthy();
    expect(screen.getByText(API_KEY_MESSAGES.scopesRequired)).toBeTruthy();

    await user.type(name(), 'Booking engine');
    await user.click(submit());
    expect(await screen.findByText(API_KEY_MESSAGES.scopesRequired)).toBeTruthy();
    expect(screen.queryByText(API_KEY_MESSAGES.nameRequired)).toBeNull();

    await user.clear(name());
    await user.type(name(), 'x'.repeat(81));
    await user.click(screen.getByRole('checkbox', { name: 'Bookings' }));
    await user.click(submit());
    expect(await screen.findByText(API_KEY_MESSAGES.nameLong)).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it('sends {name, scopes}: the name trimmed, the kinds in the contract’s order', async () => {
    const { user, create, onCreated } = renderForm();
    await user.type(name(), '  Booking engine ');
    await user.click(screen.getByRole('checkbox', { name: 'Files (attachments)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Bus trips' }));
    await user.click(screen.getByRole('checkbox', { name: 'Payment summaries' }));
    await user.click(screen.getByRole('checkbox', { name: 'Payment summaries' }));
    await user.click(screen.getByRole('checkbox', { name: 'Bookings' }));
    await user.click(submit());
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    expect(create).toHaveBeenCalledWith({
      name: 'Booking engine',
      scopes: ['bookings', 'bus-trips', 'files'],
    });
  });

  it("puts the server's field errors at their fields and the rest under the form", async () => {
    const create = vi
      .fn<(r: ApiKeyCreate) => Promise<CreatedApiKey>>()
      .mockRejectedValueOnce(
        new ApiError(400, API_KEY_MESSAGES.scopesRequired, [
          { path: 'scopes', message: API_KEY_MESSAGES.scopesRequired },
        ]),
      )
      .mockRejectedValueOnce(new ApiError(403, 'Your role does not allow this.'));
    const { user } = renderForm(create);
    await user.type(name(), 'Booking engine');
    await user.click(screen.getByRole('checkbox', { name: 'Ratings' }));
    await user.click(submit());
    expect(await screen.findByText(API_KEY_MESSAGES.scopesRequired)).toBeTruthy();
    await user.click(submit());
    expect(await screen.findByText('Your role does not allow this.')).toBeTruthy();
  });
});

describe('the new API key dialog', () => {
  beforeEach(() => {
    calls.callStaff.mockReset();
    calls.callStaff.mockImplementation((endpoint) =>
      endpoint === apiKeysEndpoints.create
        ? Promise.resolve(created)
        : Promise.reject(new Error('unexpected')),
    );
  });

  it('shows the key once it is made, with Copy and how the system sends it; Done closes', async () => {
    const onClose = vi.fn();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const { user } = renderUi(
      <QueryClientProvider client={client}>
        <NewApiKeyModal opened onClose={onClose} />
      </QueryClientProvider>,
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name', { exact: false }), 'Booking engine');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Bookings' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Bus trips' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));

    const field = await within(dialog).findByLabelText<HTMLInputElement>('API key');
    expect(calls.callStaff).toHaveBeenCalledWith(apiKeysEndpoints.create, {
      body: { name: 'Booking engine', scopes: ['bookings', 'bus-trips'] },
    });
    expect(field.value).toBe(created.key);
    expect(field.readOnly).toBe(true);
    expect(within(dialog).getByTestId('created-api-key-note').textContent).toBe(
      'Copy it now: it is not shown again. The system sends it as Authorization: Bearer <key>.',
    );
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Create key' })).toBeNull();
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['admin', 'api-keys'] }));

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });
});
