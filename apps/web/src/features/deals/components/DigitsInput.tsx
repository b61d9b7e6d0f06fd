import { DigitsInput as SharedDigitsInput } from '../../../components/DigitsInput';

type Props = Omit<Parameters<typeof SharedDigitsInput>[0], 'maxDigits'> & {
  /** At most this many digits (default 4: every deal number is at most 1000). */
  maxDigits?: number;
};

/** The wizard's numeric fields: the shared digits-only input, 4 digits unless told otherwise. */
export function DigitsInput({ maxDigits = 4, ...rest }: Props) {
  return <SharedDigitsInput maxDigits={maxDigits} {...rest} />;
}
