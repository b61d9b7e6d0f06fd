import { MONEY_MESSAGES } from '@oc/contract';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render';
import { MoneyInput } from './MoneyInput';

/** A form's amount field: the value the form keeps is shown beside it. */
function Amount({ maxDigits = 7 }: { maxDigits?: number }) {
  const [value, setValue] = useState('');
  return (
    <>
      <MoneyInput label="Amount" value={value} onChange={setValue} maxDigits={maxDigits} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const field = () => screen.getByLabelText<HTMLInputElement>('Amount');
const formValue = () => screen.getByTestId('value').textContent;
const message = () => screen.queryByText(MONEY_MESSAGES.wholeRupees);

/** The money field contract (docs/ui.md "Forms"), once here for every MoneyInput of the app. */
describe('MoneyInput', () => {
  it("types '500.50' as 500 and says why: paise are refused, never ₹50,050", async () => {
    const { user } = renderUi(<Amount />);
    await user.type(field(), '500.50');
    expect(field().value).toBe('500');
    expect(formValue()).toBe('500');
    expect(message()).not.toBeNull();
    expect(field().getAttribute('aria-invalid')).toBe('true');
  });

  it("changes nothing on a pasted '500.50' and says why", async () => {
    const { user } = renderUi(<Amount />);
    await user.click(field());
    await user.paste('500.50');
    expect(field().value).toBe('');
    expect(formValue()).toBe('');
    expect(message()).not.toBeNull();
  });

  it('groups the digits while typing (Indian grouping); a good edit clears the message', async () => {
    const { user } = renderUi(<Amount />);
    await user.type(field(), '1.');
    expect(message()).not.toBeNull();
    await user.clear(field());
    const shown: string[] = [];
    for (const key of '100000') {
      await user.type(field(), key);
      shown.push(field().value);
    }
    expect(shown).toEqual(['1', '10', '100', '1,000', '10,000', '1,00,000']);
    expect(formValue()).toBe('100000');
    expect(message()).toBeNull();
  });

  it("takes a pasted amount in the app's own format ('₹1,00,000.00') as that amount", async () => {
    const { user } = renderUi(<Amount />);
    await user.click(field());
    await user.paste('₹1,00,000.00');
    expect(field().value).toBe('1,00,000');
    expect(formValue()).toBe('100000');
  });

  it('drops letters and signs and keeps at most maxDigits digits', async () => {
    const { user } = renderUi(<Amount maxDigits={4} />);
    await user.type(field(), '-1a2b345');
    expect(field().value).toBe('1,234');
    expect(formValue()).toBe('1234');
  });
});
