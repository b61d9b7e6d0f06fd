import { TextInput, type TextInputProps } from '@mantine/core';
import { digitsOnly } from '../lib/wizard';

type Props = Omit<TextInputProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
  /** At most this many digits (default 4: every deal number is at most 1000). */
  maxDigits?: number;
};

/** A numeric field that keeps digits only (part 1 §5): letters, signs and decimals never get in. */
export function DigitsInput({ value, onChange, maxDigits = 4, ...rest }: Props) {
  return (
    <TextInput
      {...rest}
      value={value}
      inputMode="numeric"
      autoComplete="off"
      maxLength={maxDigits}
      onChange={(e) => onChange(digitsOnly(e.currentTarget.value, maxDigits))}
    />
  );
}
