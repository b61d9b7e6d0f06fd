import { Text } from '@mantine/core';
import { apiText } from '../i18n/language';

/**
 * The line under a field (or a short form) that holds its error: the line is reserved even when
 * empty, so a message appearing or going never moves what is below it (docs/ui.md "Layout and
 * spacing"). Give the field `error={Boolean(message)}` (red border, no message of its own) and
 * `aria-describedby={id}`. A server's or a form's English message shows in the page's language
 * (`apiText`).
 */
export function MessageLine({ id, message }: { id?: string; message: string | null | undefined }) {
  return (
    <Text
      id={id}
      size="sm"
      c="red"
      lh="20px"
      mih={20}
      // A live region from the start, so a message that appears is announced.
      role="alert"
      data-testid="message-line"
    >
      {message ? apiText(message) : ''}
    </Text>
  );
}
