/** How a proposal's words sit in a sentence (the confirmations, the reject dialog). */

/** A label inside a sentence: 'Wallet debit' → 'wallet debit'; an abbreviation stays ('MG week close'). */
export function inSentence(label: string): string {
  return label.replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase());
}

/** The server's summary without its closing stop, to go on inside a sentence. */
export function withoutStop(text: string): string {
  return text.trim().replace(/[.\s]+$/, '');
}
