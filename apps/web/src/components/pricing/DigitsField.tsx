import { COMMISSION_LIMITS } from '@oc/contract';
import { DigitsInput } from '../DigitsInput';

type Props = Omit<Parameters<typeof DigitsInput>[0], 'maxDigits'>;

/** A numeric field of the commission and fare modals: digits only, at most 4 characters (§5). */
export function DigitsField(props: Props) {
  return <DigitsInput maxDigits={COMMISSION_LIMITS.inputMaxLength} {...props} />;
}
