import type ExcelJS from 'exceljs';

/**
 * CSV/Excel formula injection (OWASP "CSV Injection"): a text cell that starts with `=`, `+`, `-`,
 * `@`, a tab, a carriage return or a line feed — also after leading spaces, and their full-width
 * forms, which some Excel locales read as the same operators — can become a formula once the sheet
 * is edited, re-saved as CSV or imported elsewhere (`=HYPERLINK(…)`, `=cmd|' /C calc'!A0`, DDE).
 * Every spreadsheet the server writes passes its cells through {@link safeCell}: such a text gets a
 * leading single quote, so it stays text everywhere and the person sees what was typed. Numbers,
 * dates, booleans and empty cells are untouched (a negative amount stays a number), and so is a
 * text that is only a plain number ('-12.50') or a lone '-' placeholder: neither can run anything.
 */
const TRIGGER = /^(?:[\t\r\n]|[\s\u00a0\u3000]*[=+\-@\uff1d\uff0b\uff0d\uff20])/;
const PLAIN_NUMBER = /^[+-]?\d+(?:\.\d+)?$/;

/** True when a text would be read as a formula (or the start of one) by a spreadsheet program. */
export function isFormulaTrigger(text: string): boolean {
  return TRIGGER.test(text) && !PLAIN_NUMBER.test(text) && text !== '-';
}

/** The cell value to write: a dangerous text with a leading `'`, anything else as it is. */
export function safeCell<T>(value: T): T | string {
  return typeof value === 'string' && isFormulaTrigger(value) ? `'${value}` : value;
}

/** `sheet.addRow` with every cell through {@link safeCell}: the one way the server adds a row. */
export function addSafeRow(sheet: ExcelJS.Worksheet, values: readonly unknown[]): ExcelJS.Row {
  return sheet.addRow(values.map(safeCell));
}
