import { STAFF_MESSAGES } from '@oc/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../../../test/render';
import { ApiError } from '../../../../lib/api/errors';
import { StaffLoginForm } from './StaffLoginForm';

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { exact: false });
const email = () => field('E-mail');
const password = () => screen.getByLabelText<HTMLInputElement>('Password');
const code = () => field('Authenticator code');
const submit = () => screen.getByRole('button', { name: 'Sign in' });

function renderForm(signIn = vi.fn(() => Promise.resolve({}))) {
  const onSignedIn = vi.fn();
  const view = renderUi(<StaffLoginForm signIn={signIn} onSignedIn={onSignedIn} />);
  return { ...view, signIn, onSignedIn };
}

describe('the staff sign-in form', () => {
  it("checks every field with the contract's rules before sending anything", async () => {
    const { user, signIn } = renderForm();
    await user.click(submit());
    expect(await screen.findByText(STAFF_MESSAGES.emailRequired)).toBeTruthy();
    expect(screen.getByText(STAFF_MESSAGES.passwordRequired)).toBeTruthy();
    expect(screen.getByText(STAFF_MESSAGES.totpFormat)).toBeTruthy();

    await user.type(email(), 'not-an-address');
    await user.type(password(), 'x');
    await user.type(code(), '12345');
    await user.click(submit());
    expect(await screen.findByText(STAFF_MESSAGES.emailInvalid)).toBeTruthy();
    expect(screen.getByText(STAFF_MESSAGES.totpFormat)).toBeTruthy();
    expect(screen.queryByText(STAFF_MESSAGES.passwordRequired)).toBeNull();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('the code field takes digits only, six at most, and asks phones for the one-time code', async () => {
    const { user } = renderForm();
    await user.type(code(), '12a-3 4567');
    expect(code().value).toBe('123456');
    expect(code().getAttribute('inputmode')).toBe('numeric');
    expect(code().getAttribute('autocomplete')).toBe('one-time-code');
    expect(password().getAttribute('type')).toBe('password');
  });

  it('sends the e-mail trimmed and in lower case, then goes on', async () => {
    const { user, signIn, onSignedIn } = renderForm();
    await user.type(email(), '  Finance@Demo.TEST ');
    await user.type(password(), 'demo staff password');
    await user.type(code(), '123456');
    await user.click(submit());
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(signIn).toHaveBeenCalledWith({
      email: 'finance@demo.test',
      password: 'demo staff password',
      totp: '123456',
    });
  });

  it("shows the server's refusal under the form and clears the spent code (401, then 429)", async () => {
    const signIn = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(401, STAFF_MESSAGES.loginFailed))
      .mockRejectedValueOnce(new ApiError(429, 'Too many failed sign-ins. Try again in 14 minutes.'));
    const { user, onSignedIn } = renderForm(signIn);
    await user.type(email(), 'finance@demo.test');
    await user.type(password(), 'wrong password');
    await user.type(code(), '654321');
    await user.click(submit());
    expect(await screen.findByText(STAFF_MESSAGES.loginFailed)).toBeTruthy();
    expect(code().value).toBe('');

    await user.type(code(), '111111');
    await user.click(submit());
    expect(await screen.findByText('Too many failed sign-ins. Try again in 14 minutes.')).toBeTruthy();
    expect(screen.queryByText(STAFF_MESSAGES.loginFailed)).toBeNull();
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
