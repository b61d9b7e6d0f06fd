import { COMMISSION_LIMITS } from '@oc/contract';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { DigitsInput } from '../../../components/DigitsInput';
import { MoneyInput } from '../../../components/MoneyInput';
import { apiText } from '../../../i18n/language';

type Props = Omit<Parameters<typeof DigitsInput>[0], 'maxDigits'> & {
  /** A fare (whole rupees): the shared MoneyInput ('₹', grouping, a '.' refused). */
  money?: boolean;
};

/**
 * A numeric field of the commission and fare modals: at most 4 digits (§5). Fares are money
 * (MoneyInput); commission percentages and seat limits are plain digits (DigitsInput).
 */
export function DigitsField({ money = false, ...props }: Props) {
  const Input = money ? MoneyInput : DigitsInput;
  return <Input maxDigits={COMMISSION_LIMITS.inputMaxLength} {...props} />;
}

/** A {@link DigitsField} bound to a react-hook-form field (a string), with its error. */
export function FormDigitsField<V extends FieldValues, O>({
  control,
  name,
  onEdit,
  ...props
}: Omit<Props, 'value' | 'onChange' | 'onBlur' | 'error'> & {
  control: Control<V, unknown, O>;
  name: Path<V>;
  /** Called on every change (e.g. to clear a message under the form). */
  onEdit?: () => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DigitsField
          {...props}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={(v) => {
            onEdit?.();
            field.onChange(v);
          }}
          onBlur={field.onBlur}
          // The contract's messages (its schema's, the server's): in the page's language.
          error={fieldState.error?.message ? apiText(fieldState.error.message) : undefined}
        />
      )}
    />
  );
}
