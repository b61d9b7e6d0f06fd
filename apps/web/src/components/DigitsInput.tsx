import { TextInput, type TextInputProps } from '@mantine/core';
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
export function DigitsInput({ value, onChange, maxDigits, ...rest }: Props) {
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="off"
      {...rest}
      value={value}
      onChange={(e) => onChange(keepDigits(e.currentTarget.value, maxDigits))}
    />
  );
}
