import { defineMessages } from '../messages';

/** Tables as files (contract exports.ts, modules/exports; modules/files/spreadsheet-writer.ts). */
export const EXPORTS_API_MESSAGES = defineMessages({
  name: {
    id: 'api.exports.name',
    defaultMessage: 'The file name is lower-case letters, digits and hyphens (at most 60)',
  },
  rowWidth: { id: 'api.exports.rowWidth', defaultMessage: 'Every row has one cell per column' },
  numberCell: {
    id: 'api.exports.numberCell',
    defaultMessage: 'A number or money column holds numbers (or nothing)',
  },
  busy: {
    id: 'api.exports.busy',
    defaultMessage: 'The server is busy writing other files. Please try again in a minute.',
  },
});
