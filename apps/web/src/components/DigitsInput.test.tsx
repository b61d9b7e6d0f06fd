import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render';
import { DigitsInput } from './DigitsInput';

function Field({ maxDigits }: { maxDigits: number }) {
  const [value, setValue] = useState('');
  return <DigitsInput label="Seats" value={value} onChange={setValue} maxDigits={maxDigits} />;
}

const field = () => screen.getByLabelText<HTMLInputElement>('Seats');

describe('DigitsInput', () => {
  it('keeps digits only: letters, signs, separators and a decimal point never get in', async () => {
    const { user } = renderUi(<Field maxDigits={6} />);
    await user.type(field(), '-1a2.5,0x');
    expect(field().value).toBe('1250');
  });

  it("keeps at most maxDigits digits, with no maxLength (a pasted '1,000' is 1000)", async () => {
    const { user } = renderUi(<Field maxDigits={4} />);
    await user.click(field());
    await user.paste('1,000');
    expect(field().value).toBe('1000');
    expect(field().getAttribute('maxlength')).toBeNull();
    await user.type(field(), '5');
    expect(field().value).toBe('1000');
    expect(field().getAttribute('inputmode')).toBe('numeric');
  });
});
