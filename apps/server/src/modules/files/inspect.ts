import { FILE_KINDS, FILE_MESSAGES, XLSX_LIMITS, type FileKind, type FilePolicy } from '@oc/contract';
import { fileTypeFromBuffer } from 'file-type';
import yauzl from 'yauzl';
import { HttpError } from '../../lib/http-error';
import { TaskLimitError, runFileTask } from './worker-pool';

/**
 * What an upload really is. The name's extension and the content must both be a kind the feature
 * accepts, and the same kind: the name is only display text, the content decides. OWASP File
 * Upload Cheat Sheet: allow-list by extension and by signature, never trust Content-Type.
 */
export interface InspectedFile {
  kind: FileKind;
  mime: string;
  /** The original name cleaned for display (never used as a path). */
  displayName: string;
}

const MAX_NAME = 120;

/**
 * The original name as display text: the last path segment, without control and bidirectional
 * formatting characters (a right-to-left override can make 'exe.pdf' read as 'fdp.exe'), Windows'
 * reserved characters, leading dots, runs of spaces; at most 120 characters, extension kept.
 */
export function cleanFileName(raw: string, kind: FileKind): string {
  const last = raw.normalize('NFC').split(/[\\/]/).pop() ?? '';
  let name = last
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '');
  if (name.length > MAX_NAME) {
    const dot = name.lastIndexOf('.');
    const ext = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
    name = `${name.slice(0, MAX_NAME - ext.length).trimEnd()}${ext}`;
  }
  return name || `file.${FILE_KINDS[kind].extensions[0]}`;
}

/** Names no browser sends for a picked file: path parts, control or direction characters, too long. */
function badName(name: string): string | null {
  if (name.length > 255)
    return 'The file name is too long: rename the file to under 255 characters and upload it again.';
  if (/[\\/]/.test(name))
    return 'The file name may not contain folders. Rename the file and upload it again.';
  // eslint-disable-next-line no-control-regex -- control characters are what this looks for
  if (/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/.test(name))
    return 'The file name contains hidden characters. Rename the file and upload it again.';
  return null;
}

/** Markers of script or a second format hidden inside an image or a PDF (polyglots). */
// Markers long enough not to occur by chance in compressed image or PDF data. A PDF's own actions
// are found by parsing it (pdf-scan.ts); these bytes are only the HTML or PHP of a polyglot.
const IMAGE_ACTIVE = [/<script/i, /<\?php/i, /<html/i, /<iframe/i, /<%@/];
const PDF_ACTIVE = [/<script/i];

/** A PDF's parse: at most 10 s and a 256 MB heap, in the file worker. */
export const PDF_SCAN_LIMITS = { timeoutMs: 10_000, heapMb: 256 };

/** Does the buffer also open as a zip (a valid end-of-central-directory record)? */
function opensAsZip(data: Buffer): Promise<boolean> {
  return new Promise((resolve) => {
    yauzl.fromBuffer(data, { lazyEntries: true }, (err, zip) => {
      if (err) resolve(false);
      else {
        zip.close();
        resolve(true);
      }
    });
  });
}

async function hasActiveContent(data: Buffer, kind: FileKind): Promise<boolean> {
  const markers =
    kind === 'pdf' ? PDF_ACTIVE : kind === 'jpeg' || kind === 'png' || kind === 'webp' ? IMAGE_ACTIVE : [];
  if (markers.length === 0) return false;
  const text = data.toString('latin1');
  return markers.some((m) => m.test(text)) || (await opensAsZip(data));
}

/** The kind a file name's extension names, if the policy has it. */
function kindOfName(name: string, policy: FilePolicy): FileKind | null {
  const ext = /\.([A-Za-z0-9]{1,10})$/.exec(name.trim())?.[1]?.toLowerCase();
  if (!ext) return null;
  return policy.kinds.find((k) => (FILE_KINDS[k].extensions as readonly string[]).includes(ext)) ?? null;
}

/** CSV: UTF-8 text (an optional BOM), no NUL bytes, and not a binary format in disguise. */
function isCsvText(data: Buffer): boolean {
  if (data.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
}

/** An .xlsx is a zip holding xl/workbook.xml, with bounded entries and unpacked size (zip bombs). */
function checkXlsx(data: Buffer, policy: FilePolicy): Promise<void> {
  const refuse = (message: string) => new HttpError(415, message);
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      data,
      { lazyEntries: true, strictFileNames: false, validateEntrySizes: true },
      (err, zip) => {
        if (err) {
          reject(refuse(FILE_MESSAGES.mismatch(policy)));
          return;
        }
        let entries = 0;
        let unpacked = 0;
        let hasWorkbook = false;
        let failed = false;
        const fail = (message: string) => {
          failed = true;
          zip.close();
          reject(refuse(message));
        };
        zip.on('entry', (entry: yauzl.Entry) => {
          entries += 1;
          unpacked += entry.uncompressedSize;
          if (entry.fileName === 'xl/workbook.xml') hasWorkbook = true;
          const ratio = entry.compressedSize > 0 ? entry.uncompressedSize / entry.compressedSize : 0;
          if (
            entries > XLSX_LIMITS.maxEntries ||
            unpacked > XLSX_LIMITS.maxUnpackedBytes ||
            ratio > XLSX_LIMITS.maxRatio
          )
            fail(
              'This workbook unpacks to far more than it holds and was refused. Save it again and upload it.',
            );
          else zip.readEntry();
        });
        zip.on('end', () => {
          if (failed) return;
          if (!hasWorkbook) reject(refuse(FILE_MESSAGES.mismatch(policy)));
          else resolve();
        });
        zip.on('error', () => {
          if (!failed) reject(refuse(FILE_MESSAGES.mismatch(policy)));
        });
        zip.readEntry();
      },
    );
  });
}

/**
 * A PDF is parsed (names decoded, object streams expanded: pdf-scan.ts) off the event loop; one
 * that holds scripts, launch or submit actions, attached files or actions on open or on events is
 * refused, and so are one that is encrypted (its objects cannot be read to check them), one whose
 * objects a viewer could read otherwise than the parser (an object defined twice, an object stream
 * with a filter or predictor the parser does not apply: 'unchecked') and one that does not parse or costs more than {@link PDF_SCAN_LIMITS} to read.
 */
async function checkPdf(data: Buffer): Promise<void> {
  const again = 'Print or save it again as a plain PDF and upload it.';
  let scan;
  try {
    scan = await runFileTask({ task: 'pdf-scan', data }, PDF_SCAN_LIMITS);
  } catch (err) {
    if (err instanceof TaskLimitError)
      throw new HttpError(415, `This PDF is too complex to check and was refused. ${again}`);
    throw err;
  }
  if (scan.ok) return;
  if (scan.reason === 'active')
    throw new HttpError(
      415,
      `This file holds scripts or another file inside it and was refused (PDF /${scan.name}). ${again}`,
    );
  if (scan.reason === 'encrypted')
    throw new HttpError(415, `This PDF is password-protected or encrypted and cannot be checked. ${again}`);
  if (scan.reason === 'unchecked')
    throw new HttpError(
      415,
      `This PDF is built in a way that cannot be checked (objects defined twice or streams that cannot be read) and was refused. ${again}`,
    );
  throw new HttpError(415, `This PDF could not be read and was refused. ${again}`);
}

/**
 * Checks an upload against its feature's policy: not empty, not too large, an accepted extension,
 * content of that same kind. Throws a 4xx HttpError a person can act on; answers the kind.
 */
export async function inspectUpload(
  data: Buffer,
  originalName: string,
  policy: FilePolicy,
): Promise<InspectedFile> {
  if (data.length === 0) throw new HttpError(400, FILE_MESSAGES.empty);
  if (data.length > policy.maxBytes) throw new HttpError(413, FILE_MESSAGES.tooLarge(policy));
  const nameProblem = badName(originalName);
  if (nameProblem) throw new HttpError(400, nameProblem);
  const named = kindOfName(originalName, policy);
  if (!named) throw new HttpError(415, FILE_MESSAGES.wrongKind(policy));

  const detected = await fileTypeFromBuffer(data);
  let kind: FileKind | null = null;
  if (detected) {
    kind = (Object.keys(FILE_KINDS) as FileKind[]).find((k) => FILE_KINDS[k].mime === detected.mime) ?? null;
  } else if (named === 'csv' && isCsvText(data)) {
    kind = 'csv';
  }
  if (kind !== named) throw new HttpError(415, FILE_MESSAGES.mismatch(policy));
  if (kind === 'xlsx') await checkXlsx(data, policy);
  if (await hasActiveContent(data, kind))
    throw new HttpError(
      415,
      `This file holds scripts or another file inside it and was refused. ${FILE_MESSAGES.mismatch(policy).split('. ')[1] ?? ''}`.trim(),
    );
  if (kind === 'pdf') await checkPdf(data);
  return { kind, mime: FILE_KINDS[kind].mime, displayName: cleanFileName(originalName, kind) };
}
