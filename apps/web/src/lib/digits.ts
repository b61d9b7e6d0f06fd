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
