/**
 * A text to be translated: its id (`area.screen.name`) and its English, an ICU message
 * ('{count, plural, one {# seat} other {# seats}}'). `scripts/i18n.mjs` finds every object with
 * both, wherever it is written, and the catalogues are checked against what it finds.
 */
export interface Message {
  id: string;
  defaultMessage: string;
  description?: string;
}

/** Names a group of texts (for a module-level map of labels); returns them unchanged. */
export function defineMessages<K extends string>(messages: Record<K, Message>): Record<K, Message> {
  return messages;
}

/** What formats a message: react-intl's `useIntl()` on the web, {@link intlFor} on the server. */
export interface Formatter {
  formatMessage(
    descriptor: Message,
    values?: Record<string, string | number | boolean | Date | null | undefined>,
  ): string;
}
