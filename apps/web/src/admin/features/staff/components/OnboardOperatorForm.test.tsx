import { ONBOARDING_MESSAGES, type OnboardOperator, type OperatorDetail } from '@oc/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../../../test/render';
import { ApiError } from '../../../../lib/api/errors';
import { OnboardOperatorForm } from './OnboardOperatorForm';

const operator = { userId: 'u1', name: 'Kavita Rao', mobileNo: '9000000011' } as OperatorDetail;

const account = (n: number) => within(screen.getByRole('group', { name: `Account ${n}` }));
const submit = () => screen.getByRole('button', { name: 'Onboard operator' });

function renderForm(
  onboard = vi.fn<(body: OnboardOperator) => Promise<OperatorDetail>>(() => Promise.resolve(operator)),
) {
  const onOnboarded = vi.fn();
  const view = renderUi(<OnboardOperatorForm onboard={onboard} onOnboarded={onOnboarded} />);
  return { ...view, onboard, onOnboarded };
}

/**
 * The options of a Select, opened (in its portal; jsdom runs no transitions, so the dropdown stays
 * `display: none` and its options are found with `hidden`).
 */
async function optionsOf(user: UserEvent, select: HTMLElement) {
  await user.click(select);
  const listbox = document.getElementById(select.getAttribute('aria-controls') ?? '');
  if (!listbox) throw new Error('The dropdown did not open');
  return within(listbox);
}

/** Picks an option of a Select. */
async function choose(user: UserEvent, select: HTMLElement, option: string) {
  await user.click((await optionsOf(user, select)).getByRole('option', { name: option, hidden: true }));
}

/** Types a text at once (one input event: quicker than key by key). */
async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const typeOf = (n: number) => account(n).getByRole('combobox', { name: 'Type' });

async function person(user: UserEvent) {
  await fill(user, screen.getByLabelText('Mobile number'), '9000000011');
  await fill(user, screen.getByLabelText('Name'), 'Kavita Rao');
}

// Many fields, each event re-rendering Mantine in jsdom: more time than a one-field form on a busy machine.
describe('the onboarding form', { timeout: 20_000 }, () => {
  it('refuses a person without business accounts, with the contract’s message', async () => {
    const { user, onboard } = renderForm();
    await person(user);
    await user.click(screen.getByRole('button', { name: 'Remove account 1' }));
    expect(screen.queryByRole('group', { name: 'Account 1' })).toBeNull();
    await user.click(submit());
    expect(await screen.findByText(ONBOARDING_MESSAGES.accountsRequired)).toBeTruthy();
    expect(onboard).not.toHaveBeenCalled();

    // Adding one clears the message.
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    expect(screen.queryByText(ONBOARDING_MESSAGES.accountsRequired)).toBeNull();
  });

  it('refuses a group id on a GDS (OPERATOR) account, at the field', async () => {
    const { user, onboard } = renderForm();
    await person(user);
    // No group id for a GDS account until one is typed for MG.
    await choose(user, typeOf(1), 'GDS');
    expect(account(1).queryByLabelText('Group ID')).toBeNull();
    await choose(user, typeOf(1), 'MG');
    await fill(user, account(1).getByLabelText('Group ID'), 'RAO-MG');
    // Back to GDS: the group id stays in sight, and is refused.
    await choose(user, typeOf(1), 'GDS');
    const groupId = account(1).getByLabelText<HTMLInputElement>('Group ID');
    expect(groupId.value).toBe('RAO-MG');
    await user.click(submit());
    expect(await account(1).findByText(ONBOARDING_MESSAGES.groupIdOnly)).toBeTruthy();
    expect(groupId.getAttribute('aria-invalid')).toBe('true');
    expect(onboard).not.toHaveBeenCalled();

    await user.clear(groupId);
    await user.click(submit());
    await waitFor(() => expect(onboard).toHaveBeenCalledTimes(1));
    expect(onboard.mock.calls[0]?.[0].accounts).toEqual([
      { type: 'OPERATOR', isGstinRequired: false, isMsme: false },
    ]);
  });

  it('sends the person and their accounts as the contract’s body', async () => {
    const { user, onboard, onOnboarded } = renderForm();
    await person(user);
    await fill(user, screen.getByLabelText('E-mail'), ' kavita@example.com ');

    await choose(user, typeOf(1), 'GDS');
    await fill(user, account(1).getByLabelText('Business name'), 'Rao Travels');
    await choose(user, account(1).getByRole('combobox', { name: 'Sub type' }), 'Company');
    await user.type(account(1).getByLabelText('Turnover'), '2500000');
    expect(account(1).getByLabelText<HTMLInputElement>('Turnover').value).toBe('25,00,000');
    await user.click(account(1).getByRole('switch', { name: /^GSTIN required/ }));

    await user.click(screen.getByRole('button', { name: 'Add account' }));
    await choose(user, typeOf(2), 'MG');
    await fill(user, account(2).getByLabelText('Group ID'), 'RAO-MG');
    await user.click(account(2).getByRole('switch', { name: /^MSME registered/ }));

    await user.click(screen.getByRole('button', { name: 'Add account' }));
    // A second GDS account is not offered; a cab account with nothing else takes the defaults.
    const types = await optionsOf(user, typeOf(3));
    expect(
      types.getByRole('option', { name: 'GDS', hidden: true }).getAttribute('data-combobox-disabled'),
    ).toBe('true');
    await user.click(types.getByRole('option', { name: 'Cab', hidden: true }));

    await user.click(submit());
    await waitFor(() => expect(onOnboarded).toHaveBeenCalledWith(operator));
    expect(onboard).toHaveBeenCalledWith({
      mobileNo: '9000000011',
      name: 'Kavita Rao',
      email: 'kavita@example.com',
      accounts: [
        {
          type: 'OPERATOR',
          name: 'Rao Travels',
          subType: 'COMPANY',
          turnoverRupees: 2500000,
          isGstinRequired: true,
          isMsme: false,
        },
        { type: 'BUSOWNER', groupId: 'RAO-MG', isGstinRequired: false, isMsme: true },
        { type: 'CABOWNER', isGstinRequired: false, isMsme: false },
      ],
    });
  });

  it("puts the server's field errors at their fields (accounts.0.groupId, mobileNo)", async () => {
    const onboard = vi
      .fn<(body: OnboardOperator) => Promise<OperatorDetail>>()
      .mockRejectedValueOnce(
        new ApiError(409, 'This group id is taken', [
          { path: 'accounts.0.groupId', message: 'This group id is taken' },
        ]),
      )
      .mockRejectedValueOnce(new ApiError(409, ONBOARDING_MESSAGES.mobileTaken));
    const { user } = renderForm(onboard);
    await person(user);
    await choose(user, typeOf(1), 'MG');
    await fill(user, account(1).getByLabelText('Group ID'), 'TAKEN-1');
    await user.click(submit());
    expect(await account(1).findByText('This group id is taken')).toBeTruthy();

    await user.click(submit());
    expect(await screen.findByText(ONBOARDING_MESSAGES.mobileTaken)).toBeTruthy();
    expect(screen.getByLabelText('Mobile number').getAttribute('aria-invalid')).toBe('true');
  });
});
