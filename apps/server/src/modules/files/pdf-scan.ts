import {
  PDFArray,
  PDFDict,
  PDFInvalidObject,
  PDFName,
  PDFParser,
  PDFRef,
  PDFStream,
  type PDFObject,
} from 'pdf-lib';

/**
 * A PDF's structure read by a real parser (pdf-lib's: every `n g obj … endobj` in the file, object
 * streams of any filter expanded), searched for what makes a viewer act on its own: scripts,
 * launching programs, attached files, actions on opening or on events. Byte searches are blind to
 * name escapes (`/J#61vaScript`), indirect values (`/JS 5 0 R`) and compressed object streams;
 * names here are compared decoded (`#xx` in either case).
 *
 * Runs in the file worker (`worker.ts`): bounded in time and memory there.
 */

/** Names, as a dictionary key or a value, that a proof never needs and a viewer may act on. */
export const PDF_ACTIVE_NAMES = [
  'JavaScript',
  'JS',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'OpenAction',
  'AA',
  'RichMedia',
  'XFA',
  'SubmitForm',
  'ImportData',
] as const;

const ACTIVE = new Set<string>(PDF_ACTIVE_NAMES);

export type PdfScan =
  | { ok: true; objects: number }
  | { ok: false; reason: 'active'; name: string }
  | { ok: false; reason: 'encrypted' | 'unreadable' };

/** A name's text: pdf-lib decodes only upper-case `#XX`; a viewer decodes either case. */
function nameText(name: PDFName): string {
  return name
    .decodeText()
    .replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A damaged object the parser kept as raw bytes: any active name in it, decoded, counts. */
function invalidObjectName(obj: PDFInvalidObject): string | null {
  const bytes = (obj as unknown as { data: Uint8Array }).data;
  const text = Buffer.from(bytes)
    .toString('latin1')
    .replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  for (const m of text.matchAll(/\/([^\s/<>[\]()%{}]+)/g)) if (m[1] && ACTIVE.has(m[1])) return m[1];
  return null;
}

export async function scanPdf(data: Uint8Array): Promise<PdfScan> {
  let context;
  try {
    // objectsPerTick: Infinity (no yielding: this runs off the main thread); damaged objects kept raw.
    context = await PDFParser.forBytesWithOptions(
      data,
      Number.POSITIVE_INFINITY,
      false,
      true,
    ).parseDocument();
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  // Strings and streams of an encrypted file (object streams too) cannot be read without its key.
  if (context.trailerInfo.Encrypt) return { ok: false, reason: 'encrypted' };

  const objects = context.enumerateIndirectObjects();
  // An explicit stack, not recursion: deeply nested arrays must not overflow the stack.
  const stack: PDFObject[] = objects.map(([, obj]) => obj);
  if (context.trailerInfo.Root) stack.push(context.trailerInfo.Root);
  let visited = 0;
  while (stack.length > 0) {
    const obj = stack.pop();
    visited += 1;
    if (obj instanceof PDFName) {
      const n = nameText(obj);
      if (ACTIVE.has(n)) return { ok: false, reason: 'active', name: n };
    } else if (obj instanceof PDFDict) {
      for (const [key, value] of obj.entries()) {
        const k = nameText(key);
        if (ACTIVE.has(k)) return { ok: false, reason: 'active', name: k };
        stack.push(value);
      }
    } else if (obj instanceof PDFArray) {
      for (const item of obj.asArray()) stack.push(item);
    } else if (obj instanceof PDFStream) {
      stack.push(obj.dict);
    } else if (obj instanceof PDFInvalidObject) {
      const n = invalidObjectName(obj);
      if (n) return { ok: false, reason: 'active', name: n };
    } else if (obj instanceof PDFRef) {
      // Followed through enumerateIndirectObjects: every indirect object is visited once.
    }
  }
  return { ok: true, objects: visited };
}
