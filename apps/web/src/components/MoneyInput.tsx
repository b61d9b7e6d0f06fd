import { Text, TextInput, type TextInputProps } from '@mantine/core';
import { MONEY_MESSAGES } from '@oc/contract';
import { useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { apiText } from '../i18n/language';
import { MONEY_FIELD_IDLE, caretAfterDigits, editMoney } from '../lib/digits';
import { groupDigits } from '../lib/format';

type Props = Omit<TextInputProps, 'value' | 'onChange' | 'maxLength' | 'leftSection' | 'inputMode'> & {
  /** Whole rupees as digits ('50050'); the field shows them grouped ('50,050'). */
  value: string;
  onChange: (value: string) => void;
  /** At most this many digits. */
  maxDigits: number;
};

function deletingOf(event: Event): 'backward' | 'forward' | undefined {
  const type = 'inputType' in event && typeof event.inputType === 'string' ? event.inputType : '';
  if (type.startsWith('deleteContentBackward') || type === 'deleteWordBackward') return 'backward';
  if (type.startsWith('deleteContentForward') || type === 'deleteWordForward') return 'forward';
  return undefined;
}

/**
 * The one input for an amount of money in whole rupees (docs/ui.md "Forms"): wallet top-up, deal
 * values, fares, and every later amount (reimbursements). It shows '₹' and the digits with Indian
 * grouping while typing ('₹ 50,050'); the form value stays the digits ('50050'). A decimal point,
 * typed or pasted, is refused visibly: the value stays as it was, the field says 'Enter whole
 * rupees: paise are not accepted', and the digits typed right after the point are refused with it,
 * so '500.50' never becomes 50050. Letters and signs are dropped as in {@link DigitsInput}; a pasted
 * '₹1,500' or '₹1,500.00' is 1500. Percentages and counts stay on DigitsInput.
 */
export function MoneyInput({ value, onChange, maxDigits, error, onBlur, ...rest }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState(MONEY_FIELD_IDLE);
  const caret = useRef<number | null>(null);
  const shown = /^\d*$/.test(value) ? groupDigits(value) : value;

  // Grouping moves the caret: put it back after the same digits (also after a refused edit,
  // where React restores the text and the browser would leave the caret at the end).
  useLayoutEffect(() => {
    const el = input.current;
    if (caret.current === null || !el) return;
    const at = caretAfterDigits(el.value, caret.current);
    caret.current = null;
    if (el.ownerDocument.activeElement === el) el.setSelectionRange(at, at);
  });

  const change = (e: ChangeEvent<HTMLInputElement>) => {
    const el = e.currentTarget;
    const edit = editMoney(value, shown, el.value, {
      maxDigits,
      state,
      caret: el.selectionStart ?? el.value.length,
      deleting: deletingOf(e.nativeEvent),
    });
    caret.current = edit.caretDigits;
    setState({ ...edit.state }); // a new object: re-render, so the caret effect runs
    if (edit.value !== value) onChange(edit.value);
  };

  const refused = state.refused || value.includes('.');
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="off"
      {...rest}
      ref={input}
      leftSection={
        <Text size="sm" c="dimmed" aria-hidden>
          ₹
        </Text>
      }
      leftSectionPointerEvents="none"
      value={shown}
      onChange={change}
      onBlur={(e) => {
        // Leaving the field ends a pending decimal point; its message stays until the next edit.
        if (state.paiseAt !== null) setState({ ...state, paiseAt: null });
        onBlur?.(e);
      }}
      // The contract's and the form's English messages, in the page's language.
      error={
        refused ? apiText(MONEY_MESSAGES.wholeRupees) : typeof error === 'string' ? apiText(error) : error
      }
      data-money-refused={refused || undefined}
    />
  );
}
