import {
  PDFArray,
  PDFDict,
  PDFInvalidObject,
  PDFName,
  PDFNull,
  PDFNumber,
  PDFParser,
  PDFRawStream,
  PDFRef,
  PDFStream,
  type PDFContext,
  type PDFObject,
} from 'pdf-lib';

/**
 * A PDF's structure read by a real parser (pdf-lib's: every `n g obj … endobj` in the file, object
 * streams of any filter expanded), searched for what makes a viewer act on its own: scripts,
 * launching programs, attached files, actions on opening or on events. Byte searches are blind to
 * name escapes (`/J#61vaScript`), indirect values (`/JS 5 0 R`) and compressed object streams;
 * names here are compared decoded (`#xx` in either case).
 *
 * Fails closed where pdf-lib's reading and a viewer's could differ ('unchecked'):
 * - an object number defined twice (a header `n g obj` seen twice in the bytes, or assigned twice
 *   while parsing, object streams included): pdf-lib keeps the last definition, a viewer follows the
 *   cross-reference table, which may point at the first; an incremental update is refused too;
 * - an object header in the bytes that the parser did not read as an object (one hidden in another
 *   object's stream data, which a viewer reaches through the cross-reference table);
 * - an object or cross-reference stream whose filters pdf-lib does not decode, whose /DecodeParms
 *   it would ignore (a /Predictor), given indirectly, or whose /Type pdf-lib does not recognise
 *   (a name escape): pdf-lib would keep it unexpanded;
 * - any object kept raw (damaged) that holds a stream: an object stream that did not decode.
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
  | { ok: false; reason: 'encrypted' | 'unreadable' | 'unchecked'; detail?: string };

/** The filters pdf-lib's `decodePDFRawStream` applies; any other throws or is kept raw. */
const DECODED_FILTERS = new Set([
  'FlateDecode',
  'LZWDecode',
  'ASCII85Decode',
  'ASCIIHexDecode',
  'RunLengthDecode',
]);

/** Entries of a dictionary by decoded key (`/T#79pe` is `Type` to a viewer). */
function entry(dict: PDFDict, key: string): PDFObject | undefined {
  for (const [k, v] of dict.entries()) if (nameText(k) === key) return v;
  return undefined;
}

/** /DecodeParms that pdf-lib applies as a viewer would: none, or no predictor (1), or LZW's EarlyChange. */
function paramsApplied(params: PDFObject | undefined, filter: string): boolean {
  if (params === undefined || params === PDFNull) return true;
  if (!(params instanceof PDFDict)) return false;
  for (const [k, v] of params.entries()) {
    const key = nameText(k);
    if (key === 'Predictor') {
      if (!(v instanceof PDFNumber) || v.asNumber() !== 1) return false;
    } else if (key === 'EarlyChange') {
      if (filter !== 'LZWDecode') return false;
    } else if (key !== 'Colors' && key !== 'BitsPerComponent' && key !== 'Columns') return false;
  }
  return true;
}

/**
 * Why an object or cross-reference stream cannot be read as a viewer reads it, or null when
 * pdf-lib expands it faithfully. Other streams (content, images) are never expanded by the scan.
 */
function streamProblem(stream: PDFRawStream): string | null {
  const typeValue = entry(stream.dict, 'Type');
  const typeName = typeValue instanceof PDFName ? nameText(typeValue) : null;
  // A viewer reads an object stream where the cross-reference stream says, by /N and /First,
  // whatever its /Type says.
  const objStm = entry(stream.dict, 'N') !== undefined && entry(stream.dict, 'First') !== undefined;
  const type = typeName === 'XRef' ? 'XRef' : typeName === 'ObjStm' || objStm ? 'ObjStm' : null;
  if (type === null) return null;
  // pdf-lib expands only a /Type it recognises (upper-case escapes decoded, nothing else).
  if (stream.dict.lookup(PDFName.of('Type')) !== PDFName.of(type)) return `${type} type not recognised`;
  const filterValue = entry(stream.dict, 'Filter');
  const paramsValue = entry(stream.dict, 'DecodeParms');
  const filters: PDFObject[] =
    filterValue === undefined ? [] : filterValue instanceof PDFArray ? filterValue.asArray() : [filterValue];
  const params: (PDFObject | undefined)[] =
    paramsValue instanceof PDFArray ? paramsValue.asArray() : filters.map(() => paramsValue);
  if (filterValue !== undefined && !(filterValue instanceof PDFName) && !(filterValue instanceof PDFArray))
    return `${type} filter not a name`;
  if (filterValue instanceof PDFArray && paramsValue !== undefined && !(paramsValue instanceof PDFArray))
    return `${type} parameters not an array`;
  for (const [i, f] of filters.entries()) {
    if (!(f instanceof PDFName) || !DECODED_FILTERS.has(f.asString().slice(1)))
      return `${type} filter not decoded`;
    // The cross-reference stream's entries are not used to find objects: its predictor is harmless.
    if (type === 'ObjStm' && !paramsApplied(params[i], f.asString().slice(1)))
      return `${type} parameters not applied`;
  }
  return null;
}

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

/** Object numbers of every `n g obj` header in the bytes, with how often each occurs. */
function headerCounts(data: Uint8Array): Map<number, number> {
  const text = Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('latin1');
  const counts = new Map<number, number>();
  for (const m of text.matchAll(/(?<![0-9])([0-9]+)[\0\t\n\f\r ]+[0-9]+[\0\t\n\f\r ]+obj(?![A-Za-z0-9])/g)) {
    const n = Number(m[1]);
    counts.set(n, (counts.get(n) ?? 0) + 1);
  }
  return counts;
}

export async function scanPdf(data: Uint8Array): Promise<PdfScan> {
  let context: PDFContext;
  // objectsPerTick: Infinity (no yielding: this runs off the main thread); damaged objects kept raw.
  const parser = PDFParser.forBytesWithOptions(data, Number.POSITIVE_INFINITY, false, true);
  // Hooks on this parser only: every object header it reads, every object as it is assigned (object
  // streams included), and every top-level object as it is read (before pdf-lib expands or keeps an
  // object stream).
  const assigned = new Set<number>();
  const found: { problem: string | null } = { problem: null };
  const read = new Set<number>();
  const hooked = parser as unknown as {
    context: PDFContext;
    parseObject: () => PDFObject;
    parseIndirectObjectHeader: () => PDFRef;
  };
  const parseHeader = hooked.parseIndirectObjectHeader.bind(parser);
  hooked.parseIndirectObjectHeader = () => {
    const ref = parseHeader();
    read.add(ref.objectNumber);
    return ref;
  };
  const assign = hooked.context.assign.bind(hooked.context);
  hooked.context.assign = (ref: PDFRef, object: PDFObject) => {
    if (assigned.has(ref.objectNumber)) found.problem ??= `object ${ref.objectNumber} defined twice`;
    assigned.add(ref.objectNumber);
    assign(ref, object);
  };
  const parseObject = hooked.parseObject.bind(parser);
  hooked.parseObject = () => {
    const object = parseObject();
    if (object instanceof PDFRawStream) found.problem ??= streamProblem(object);
    return object;
  };
  try {
    context = await parser.parseDocument();
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  // Strings and streams of an encrypted file (object streams too) cannot be read without its key.
  if (context.trailerInfo.Encrypt) return { ok: false, reason: 'encrypted' };
  if (found.problem) return { ok: false, reason: 'unchecked', detail: found.problem };
  for (const [n, count] of headerCounts(data)) {
    if (count > 1) return { ok: false, reason: 'unchecked', detail: `object ${n} defined twice` };
    if (!read.has(n)) return { ok: false, reason: 'unchecked', detail: `object ${n} not read` };
  }

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
      // A damaged stream (an object stream that did not decode) hides whatever it holds.
      const raw = (obj as unknown as { data: Uint8Array }).data;
      if (Buffer.from(raw).toString('latin1').includes('stream'))
        return { ok: false, reason: 'unchecked', detail: 'a stream did not decode' };
      const n = invalidObjectName(obj);
      if (n) return { ok: false, reason: 'active', name: n };
    } else if (obj instanceof PDFRef) {
      // Followed through enumerateIndirectObjects: every indirect object is visited once.
    }
  }
  return { ok: true, objects: visited };
}
