import { describe, expect, it } from 'vitest';
import {
  MONEY_FIELD_IDLE,
  caretAfterDigits,
  editMoney,
  keepDigits,
  toMobileDigits,
  type MoneyFieldState,
} from './digits';
import { groupDigits } from './format';

describe('keepDigits', () => {
  it('keeps the digits of typed or pasted text, at most max of them', () => {
    expect(keepDigits('a1-2.3456', 4)).toBe('1234');
    expect(keepDigits('1,000', 4)).toBe('1000');
    expect(keepDigits('₹ 1,200', 4)).toBe('1200');
    expect(keepDigits('₹1,00,000', 6)).toBe('100000');
    expect(keepDigits('', 4)).toBe('');
  });
});

describe('toMobileDigits', () => {
  it('reads a pasted Indian number with its country code or trunk prefix', () => {
    expect(toMobileDigits('+91 98765 43210')).toBe('9876543210');
    expect(toMobileDigits('098765-43210')).toBe('9876543210');
    expect(toMobileDigits('98a7-6 54x3210999')).toBe('9876543210');
    expect(toMobileDigits('98765')).toBe('98765');
  });
});

/** Types `keys` one at a time at the end of the field, as a person would; answers value and state. */
function typeInto(keys: string, maxDigits = 6, start = '') {
  let value = start;
  let state: MoneyFieldState = MONEY_FIELD_IDLE;
  for (const key of keys) {
    const shown = groupDigits(value);
    const raw = shown + key;
    const edit = editMoney(value, shown, raw, { maxDigits, state, caret: raw.length });
    value = edit.value;
    state = edit.state;
  }
  return { value, state };
}

function paste(text: string, value = '', maxDigits = 6) {
  const shown = groupDigits(value);
  const raw = shown + text;
  return editMoney(value, shown, raw, { maxDigits, state: MONEY_FIELD_IDLE, caret: raw.length });
}

describe('editMoney (the money field)', () => {
  it("refuses a typed decimal point and the paise after it: '500.50' stays 500, never 50050", () => {
    expect(typeInto('500.50')).toEqual({ value: '500', state: { refused: true, paiseAt: 3 } });
    expect(typeInto('50050').value).toBe('50050');
    expect(typeInto('.5').value).toBe('');
  });

  it('refuses a pasted amount with paise as a whole; a paste of whole rupees keeps its digits', () => {
    expect(paste('500.50')).toMatchObject({ value: '', state: { refused: true, paiseAt: null } });
    expect(paste('500.50', '12')).toMatchObject({ value: '12', state: { refused: true } });
    expect(paste('₹1,500').value).toBe('1500');
    expect(paste('₹1,500.00').value).toBe('1500');
    expect(paste('1,00,000').value).toBe('100000');
    expect(paste('-12a3').value).toBe('123');
  });

  it('a refused paste does not hold back the digits typed next', () => {
    const refused = paste('500.50');
    const next = editMoney('', '', '7', { maxDigits: 6, state: refused.state, caret: 1 });
    expect(next).toMatchObject({ value: '7', state: MONEY_FIELD_IDLE });
  });

  it('a point typed inside the amount refuses the digits typed there, not a new amount', () => {
    // '1,500' with the caret after '15': a '.' there, then '9' there.
    const dot = editMoney('1500', '1,500', '1,5.00', { maxDigits: 6, state: MONEY_FIELD_IDLE, caret: 4 });
    expect(dot).toMatchObject({ value: '1500', state: { refused: true, paiseAt: 2 }, caretDigits: 2 });
    const nine = editMoney('1500', '1,500', '1,5900', { maxDigits: 6, state: dot.state, caret: 4 });
    expect(nine.value).toBe('1500');
    // Selecting everything and typing a new amount is a new amount.
    const fresh = editMoney('1500', '1,500', '8', { maxDigits: 6, state: dot.state, caret: 1 });
    expect(fresh).toMatchObject({ value: '8', state: MONEY_FIELD_IDLE });
  });

  it('never cuts an amount with too many digits into another number', () => {
    expect(typeInto('30005', 4).value).toBe('3000');
    expect(paste('12345', '', 4).value).toBe('');
  });

  it('deleting a group separator deletes the digit beside it', () => {
    const back = editMoney('1500', '1,500', '1500', {
      maxDigits: 6,
      state: MONEY_FIELD_IDLE,
      caret: 1,
      deleting: 'backward',
    });
    expect(back).toMatchObject({ value: '500', caretDigits: 0 });
    const forward = editMoney('1500', '1,500', '1500', {
      maxDigits: 6,
      state: MONEY_FIELD_IDLE,
      caret: 1,
      deleting: 'forward',
    });
    expect(forward).toMatchObject({ value: '100', caretDigits: 1 });
  });

  it('drops leading zeros and puts the caret after the same digits', () => {
    expect(paste('0500').value).toBe('500');
    expect(caretAfterDigits('50,050', 3)).toBe(4);
    expect(caretAfterDigits('50,050', 0)).toBe(0);
    expect(caretAfterDigits('50,050', 9)).toBe(6);
  });
});
