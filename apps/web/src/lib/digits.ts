/**
 * What a digits-only field keeps of what was typed or pasted: the digits, at most `max` of them.
 * Fields must not also set the input's maxLength: the browser would cut pasted text such as '1,000'
 * or '₹ 1500' to its first characters before the non-digits are dropped ('1,000' → '100').
 */
export function keepDigits(value: string, max: number): string {
  return value.replace(/\D+/g, '').slice(0, max);
}

/**
 * A 10-digit Indian mobile number from what was typed or pasted: '+91 98765 43210', '098765 43210'
 * and '9876543210' all give '9876543210'.
 */
export function toMobileDigits(value: string): string {
  const digits = value.replace(/\D+/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits.slice(0, 10);
}

/** A money field's own state besides its value: the refusal shown, and where paise would go. */
export interface MoneyFieldState {
  /** The whole-rupees message is showing (a '.' was typed or pasted). */
  refused: boolean;
  /**
   * After a refused '.', the number of rupee digits before it: digits typed there are its paise
   * and are refused too (so typing '500.50' leaves 500, never 50050). Null when no '.' is pending.
   */
  paiseAt: number | null;
}

export const MONEY_FIELD_IDLE: MoneyFieldState = { refused: false, paiseAt: null };

export interface MoneyEdit {
  /** The field's new value: digits, no leading zeros. */
  value: string;
  state: MoneyFieldState;
  /** Where the caret goes: after this many digits of the new value. */
  caretDigits: number;
}

const digitCount = (text: string) => text.replace(/\D+/g, '').length;

/**
 * What a whole-rupees money field keeps of an edit (docs/ui.md "Forms"). `value` holds digits; the
 * field shows them grouped (`shown`, e.g. '50,050'); `raw` is the input's text after the edit,
 * `caret` its caret. Digits are kept (a pasted '₹1,500' is 1500) and letters and signs dropped as
 * in {@link keepDigits}; a decimal point is refused visibly: the value stays as it was and
 * `state.refused` is set, and digits typed right after the refused point are refused with it.
 * A paste that ends in '.0' or '.00' ('₹1,500.00', the app's own format) is that whole amount.
 * Deleting a group separator deletes the digit next to it (`deleting` says which way).
 */
export function editMoney(
  value: string,
  shown: string,
  raw: string,
  opts: { maxDigits: number; state: MoneyFieldState; caret: number; deleting?: 'backward' | 'forward' },
): MoneyEdit {
  const { maxDigits, state } = opts;
  // The edited stretch: what differs between the shown text and the new text.
  let start = 0;
  while (start < shown.length && start < raw.length && shown[start] === raw[start]) start++;
  let end = 0;
  while (
    end < shown.length - start &&
    end < raw.length - start &&
    shown[shown.length - 1 - end] === raw[raw.length - 1 - end]
  )
    end++;
  const inserted = raw.slice(start, raw.length - end);
  const digitsBefore = digitCount(shown.slice(0, start));
  const refuse = (paiseAt: number | null): MoneyEdit => ({
    value,
    state: { refused: true, paiseAt },
    caretDigits: Math.min(digitsBefore, value.length),
  });
  const unchanged = (caretDigits: number): MoneyEdit => ({ value, state, caretDigits });

  let text = raw;
  if (inserted.includes('.')) {
    const wholePaste = end === 0 && /^[^.]*\.0{1,2}$/.test(inserted);
    // A typed point: what follows it is paise. A pasted amount with paise: refused as a whole.
    if (!wholePaste) return refuse(inserted === '.' ? digitsBefore : null);
    text = raw.slice(0, raw.lastIndexOf('.'));
  }

  let digits = text.replace(/\D+/g, '');
  if (state.paiseAt !== null && digits.length > value.length) {
    const at = state.paiseAt;
    if (digits.startsWith(value.slice(0, at)) && digits.endsWith(value.slice(at))) return refuse(at);
  }
  let caretDigits = digitCount(raw.slice(0, opts.caret));
  if (digits === value && raw.length < shown.length && opts.deleting) {
    // Only a separator went: take the digit next to it.
    const at = digitCount(shown.slice(0, start)) - (opts.deleting === 'backward' ? 1 : 0);
    if (at >= 0 && at < value.length) {
      digits = value.slice(0, at) + value.slice(at + 1);
      caretDigits = at;
    }
  }
  if (digits === value) return unchanged(caretDigits);
  const trimmed = digits.replace(/^0+(?=\d)/, '');
  // Too many digits: the edit is ignored (as a maxLength would), never cut into another number.
  if (trimmed.length > maxDigits) return unchanged(Math.min(digitsBefore, value.length));
  caretDigits -= digits.length - trimmed.length;
  return {
    value: trimmed,
    state: MONEY_FIELD_IDLE,
    caretDigits: Math.max(0, Math.min(caretDigits, trimmed.length)),
  };
}

/** The caret position in `shown` (grouped text) after `digits` digits. */
export function caretAfterDigits(shown: string, digits: number): number {
  if (digits <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < shown.length; i++) {
    if (/\d/.test(shown[i] ?? '')) seen++;
    if (seen === digits) return i + 1;
  }
  return shown.length;
}
