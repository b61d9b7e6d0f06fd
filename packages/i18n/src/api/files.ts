import { defineMessages } from '../messages';

/** Uploads and downloads: the file policy's checks (modules/files, contract files.ts, file-policies.ts). */
export const FILES_API_MESSAGES = defineMessages({
  noFile: { id: 'api.files.noFile', defaultMessage: 'please upload a file' },
  notFound: { id: 'api.files.notFound', defaultMessage: 'File not found' },
  linkExpired: {
    id: 'api.files.linkExpired',
    defaultMessage: 'This link has expired. Open the file again from the app.',
  },
  tooLarge: {
    id: 'api.files.tooLarge',
    defaultMessage: 'The file is too large: {subject} may be at most {size}.',
  },
  tooManyOne: { id: 'api.files.tooManyOne', defaultMessage: 'Upload at most {count} file.' },
  tooMany: { id: 'api.files.tooMany', defaultMessage: 'Upload at most {count} files.' },
  tooManyFields: { id: 'api.files.tooManyFields', defaultMessage: 'The form has too many fields.' },
  notMultipart: {
    id: 'api.files.notMultipart',
    defaultMessage: 'Send the file as multipart/form-data in the field "{field}".',
  },
  uploadUnreadable: {
    id: 'api.files.uploadUnreadable',
    defaultMessage: 'The upload could not be read. Please try again.',
  },
  wrongField: { id: 'api.files.wrongField', defaultMessage: 'Send the file in the field "{field}".' },
  unknownField: { id: 'api.files.unknownField', defaultMessage: 'Unknown field "{field}".' },
  fieldTooLong: { id: 'api.files.fieldTooLong', defaultMessage: 'The field "{field}" is too long.' },
  mismatch: {
    id: 'api.files.mismatch',
    defaultMessage: "The file's content does not match its name. Upload {subject} as a {kinds} file.",
  },
  workbookBomb: {
    id: 'api.files.workbookBomb',
    defaultMessage:
      'This workbook unpacks to far more than it holds and was refused. Save it again and upload it.',
  },
  pdfTooComplex: {
    id: 'api.files.pdfTooComplex',
    defaultMessage:
      'This PDF is too complex to check and was refused. Print or save it again as a plain PDF and upload it.',
  },
  pdfActive: {
    id: 'api.files.pdfActive',
    defaultMessage:
      'This file holds scripts or another file inside it and was refused (PDF /{name}). Print or save it again as a plain PDF and upload it.',
  },
  pdfEncrypted: {
    id: 'api.files.pdfEncrypted',
    defaultMessage:
      'This PDF is password-protected or encrypted and cannot be checked. Print or save it again as a plain PDF and upload it.',
  },
  pdfMalformed: {
    id: 'api.files.pdfMalformed',
    defaultMessage:
      'This PDF is built in a way that cannot be checked (objects defined twice or streams that cannot be read) and was refused. Print or save it again as a plain PDF and upload it.',
  },
  pdfUnreadable: {
    id: 'api.files.pdfUnreadable',
    defaultMessage:
      'This PDF could not be read and was refused. Print or save it again as a plain PDF and upload it.',
  },
  empty: { id: 'api.files.empty', defaultMessage: 'The file is empty.' },
  nameTooLong: {
    id: 'api.files.nameTooLong',
    defaultMessage: 'The file name is too long: rename the file to under 255 characters and upload it again.',
  },
  nameFolders: {
    id: 'api.files.nameFolders',
    defaultMessage: 'The file name may not contain folders. Rename the file and upload it again.',
  },
  nameHidden: {
    id: 'api.files.nameHidden',
    defaultMessage: 'The file name contains hidden characters. Rename the file and upload it again.',
  },
  wrongKind: {
    id: 'api.files.wrongKind',
    defaultMessage: 'This file type is not accepted for {subject}: upload a {kinds} file.',
  },
  workersBusy: {
    id: 'api.files.workersBusy',
    defaultMessage: 'The server is busy checking other files. Please try again in a minute.',
  },
  subjectCheque: { id: 'api.files.subjectCheque', defaultMessage: 'the cancelled cheque' },
  subjectProof: { id: 'api.files.subjectProof', defaultMessage: 'the proof' },
  subjectSheet: { id: 'api.files.subjectSheet', defaultMessage: 'the sheet' },
  subjectAttachment: { id: 'api.files.subjectAttachment', defaultMessage: 'the attachment' },
  kindsCheque: { id: 'api.files.kindsCheque', defaultMessage: 'JPEG, PNG, WebP or PDF' },
  kindsProof: {
    id: 'api.files.kindsProof',
    defaultMessage: 'JPEG, PNG, WebP, PDF, Excel workbook (.xlsx) or CSV',
  },
  kindsSheet: { id: 'api.files.kindsSheet', defaultMessage: 'Excel workbook (.xlsx) or CSV' },
});
