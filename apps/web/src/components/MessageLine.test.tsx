import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render';
import { setLanguage } from '../i18n/language';
import { MessageLine } from './MessageLine';

describe('MessageLine', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it("shows a server's or a form's English message in the page's language", async () => {
    renderUi(<MessageLine message="invalid otp" />);
    expect(screen.getByTestId('message-line').textContent).toBe('invalid otp');
    await act(() => setLanguage('hi'));
    expect(screen.getByTestId('message-line').textContent).toBe('गलत OTP');
  });

  it('keeps its line when there is no message', () => {
    renderUi(<MessageLine message={null} />);
    expect(screen.getByTestId('message-line').textContent).toBe('');
  });
});
