import { PROPOSAL_MESSAGES, type PayoutProposalRequest, type Proposal } from '@oc/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../../../test/render';
import { ApiError } from '../../../../lib/api/errors';
import { PayoutProposalForm } from './PayoutProposalModal';

const ACCOUNT_ID = '4b5c1c2e-7a55-4c55-9d0e-2f5d0c1b9a01';
const proposal = { id: 'p1', kind: 'PAYOUT_PUBLICATION', amount: 48200 } as Proposal;
const submit = () => screen.getByRole('button', { name: 'Propose payout' });

function renderForm(
  propose = vi.fn<(r: PayoutProposalRequest) => Promise<Proposal>>(() => Promise.resolve(proposal)),
) {
  const onProposed = vi.fn();
  const view = renderUi(
    <PayoutProposalForm accountId={ACCOUNT_ID} propose={propose} onProposed={onProposed} />,
  );
  return { ...view, propose, onProposed };
}

/**
 * Opens a date picker: its calendar (in a portal, drawn a moment after the click). jsdom runs no
 * transitions, so a dropdown stays `display: none` (its days are found with `hidden`) and a closed
 * one stays in the page: the calendar is the one the picker names while open.
 */
async function open(user: UserEvent, label: string) {
  const picker = screen.getByLabelText(label);
  await user.click(picker);
  const calendar = await waitFor(() => {
    const el = document.getElementById(picker.getAttribute('aria-controls') ?? '');
    if (!el) throw new Error(`The ${label} calendar did not open`);
    return el;
  });
  return (day: string) => within(calendar).findByRole('button', { name: day, hidden: true });
}

/** Opens a date picker and picks a day. */
async function pick(user: UserEvent, label: string, day: string) {
  const dayButton = await open(user, label);
  await user.click(await dayButton(day));
}

describe('the payout proposal form', { timeout: 20_000 }, () => {
  beforeEach(() => {
    // Friday 20 November 2026, noon IST: the calendars open on November, yesterday is the 19th.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T06:30:00.000Z'));
    // The calendar's focus trap finds nothing focusable in a dropdown jsdom keeps hidden.
    const warn = console.warn.bind(console);
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes('use-focus-trap')) warn(...args);
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('asks for both dates, and refuses a from date after the to date', async () => {
    const { user, propose } = renderForm();
    await user.click(submit());
    expect(await screen.findAllByText('Choose a date')).toHaveLength(2);

    await pick(user, 'From date', '10 November 2026');
    await pick(user, 'To date', '5 November 2026');
    await user.click(submit());
    expect(await screen.findByText(PROPOSAL_MESSAGES.rangeOrder)).toBeTruthy();
    expect(screen.getByLabelText('To date').getAttribute('aria-invalid')).toBe('true');
    expect(propose).not.toHaveBeenCalled();
  });

  it('offers days that are over only, and sends the account and the days as YYYY-MM-DD', async () => {
    const { user, propose, onProposed } = renderForm();
    const dayButton = await open(user, 'To date');
    expect((await dayButton('20 November 2026')).hasAttribute('disabled')).toBe(true);
    expect((await dayButton('19 November 2026')).hasAttribute('disabled')).toBe(false);
    await user.click(await dayButton('8 November 2026'));
    await pick(user, 'From date', '2 November 2026');
    expect(screen.getByTestId('payout-days').textContent).toBe('7 days: 02/11/2026 – 08/11/2026.');
    await user.click(submit());
    await waitFor(() => expect(onProposed).toHaveBeenCalledWith(proposal));
    expect(propose).toHaveBeenCalledWith({ accountId: ACCOUNT_ID, from: '2026-11-02', to: '2026-11-08' });
  });

  it("puts the server's refusal under the form (days already paid)", async () => {
    const propose = vi
      .fn<(r: PayoutProposalRequest) => Promise<Proposal>>()
      .mockRejectedValueOnce(new ApiError(409, PROPOSAL_MESSAGES.payoutOverlaps));
    const { user } = renderForm(propose);
    await pick(user, 'From date', '2 November 2026');
    await pick(user, 'To date', '8 November 2026');
    await user.click(submit());
    expect(await screen.findByText(PROPOSAL_MESSAGES.payoutOverlaps)).toBeTruthy();
  });
});
