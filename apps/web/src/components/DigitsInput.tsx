import { TextInput, type TextInputProps } from '@mantine/core';
import { apiText } from '../i18n/language';
import { keepDigits } from '../lib/digits';

type Props = Omit<TextInputProps, 'value' | 'onChange' | 'maxLength'> & {
  value: string;
  onChange: (value: string) => void;
  /** At most this many digits. */
  maxDigits: number;
};

/**
 * A numeric field that keeps digits only (part 1 §5): letters, signs, separators and decimals never
 * get in, and a pasted '1,000' stays 1000 (no maxLength attribute, see keepDigits).
 */
export function DigitsInput({ value, onChange, maxDigits, error, ...rest }: Props) {
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="off"
      {...rest}
      // A form's English message, in the page's language.
      error={typeof error === 'string' ? apiText(error) : error}
      value={value}
      onChange={(e) => onChange(keepDigits(e.currentTarget.value, maxDigits))}
    />
  );
}
