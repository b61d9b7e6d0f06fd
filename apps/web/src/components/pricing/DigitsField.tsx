import { TextInput, type TextInputProps } from '@mantine/core';
import { COMMISSION_LIMITS, sanitizeNumericInput } from '@oc/contract';

type Props = Omit<TextInputProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
};

/** A numeric field of the commission and fare modals: digits only, at most 4 characters (§5). */
export function DigitsField({ value, onChange, ...rest }: Props) {
  return (
    <TextInput
      {...rest}
      value={value}
      inputMode="numeric"
      autoComplete="off"
      maxLength={COMMISSION_LIMITS.inputMaxLength}
      onChange={(e) => onChange(sanitizeNumericInput(e.currentTarget.value))}
    />
  );
}
