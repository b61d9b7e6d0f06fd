import { deflateSync } from 'node:zlib';
import { FILE_MESSAGES, type FilePolicy } from '@oc/contract';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error';
import { demoChequePdf } from '../account/demo-cheque';
import { DEMO_PROOFS } from '../reimbursements/demo-proofs';
import { cleanFileName, inspectUpload } from './inspect';

import { HOSTILE_FILES, JPEG, PDF, PNG, WEBP, cheque, sheet, xlsx } from '../../../test/fixtures/files';

async function refusal(data: Buffer, name: string, policy: FilePolicy = cheque) {
  try {
    await inspectUpload(data, name, policy);
  } catch (err) {
    if (err instanceof HttpError) return { status: err.status, message: err.message };
    throw err;
  }
  throw new Error(`${name} was accepted`);
}

describe('inspectUpload accepts each allowed kind by name and content', () => {
  it.each([
    ['cheque.jpg', JPEG, 'jpeg'],
    ['cheque.JPEG', JPEG, 'jpeg'],
    ['cheque.png', PNG, 'png'],
    ['cheque.webp', WEBP, 'webp'],
    ['cheque.pdf', PDF, 'pdf'],
  ] as const)('%s', async (name, data, kind) => {
    const r = await inspectUpload(data, name, cheque);
    expect(r.kind).toBe(kind);
    expect(r.displayName).toBe(name);
  });

  it('an .xlsx workbook and a UTF-8 CSV (with a BOM)', async () => {
    expect((await inspectUpload(await xlsx(), 'report.xlsx', sheet)).kind).toBe('xlsx');
    const csv = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('PNR,Fare\nSST1,₹1200\n')]);
    expect((await inspectUpload(csv, 'report.csv', sheet)).kind).toBe('csv');
  });
});

describe('inspectUpload refuses the hostile corpus with a 4xx a person can act on', () => {
  it('holds at least 20 hostile files', () => {
    expect(HOSTILE_FILES.length).toBeGreaterThanOrEqual(20);
  });

  it.each(HOSTILE_FILES)('$what', async ({ make, name, policy, status, message }) => {
    const r = await refusal(await make(), name, policy);
    expect(r.status).toBe(status);
    expect(r.message).toMatch(message);
  });
});

describe('cleanFileName', () => {
  it('keeps the last segment, drops control and direction characters, shortens keeping the extension', () => {
    expect(cleanFileName('  my  cheque .pdf', 'pdf')).toBe('my cheque .pdf');
    expect(cleanFileName('C:\\Users\\me\\cheque.pdf', 'pdf')).toBe('cheque.pdf');
    expect(cleanFileName('a\u202Eb.pdf', 'pdf')).toBe('ab.pdf');
    expect(cleanFileName('...hidden.pdf', 'pdf')).toBe('hidden.pdf');
    expect(cleanFileName('a<b>:c.pdf', 'pdf')).toBe('a_b__c.pdf');
    const long = cleanFileName(`${'x'.repeat(200)}.pdf`, 'pdf');
    expect(long).toHaveLength(120);
    expect(long.endsWith('.pdf')).toBe(true);
    expect(cleanFileName('', 'jpeg')).toBe('file.jpg');
  });

  it('messages name the limit and the kinds', () => {
    expect(FILE_MESSAGES.tooLarge(cheque)).toBe(
      'The file is too large: the cancelled cheque may be at most 5 MB.',
    );
    expect(FILE_MESSAGES.wrongKind(cheque)).toBe(
      'This file type is not accepted for the cancelled cheque: upload a JPEG, PNG, WebP or PDF file.',
    );
  });
});

/**
 * A PDF of the given objects (`n 0 obj … endobj`), with a cross-reference table and a trailer; each
 * object's text is written as given, so names can be escaped and values indirect.
 */
function pdfOf(objects: (string | Buffer)[], trailer = '/Root 1 0 R'): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let at = parts[0]!.length;
  objects.forEach((body, i) => {
    const part = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`),
      Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'),
      Buffer.from('\nendobj\n'),
    ]);
    offsets.push(at);
    at += part.length;
    parts.push(part);
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    `trailer << /Size ${objects.length + 1} ${trailer} >>`,
    'startxref',
    String(at),
    '%%EOF',
  ].join('\n');
  return Buffer.concat([...parts, Buffer.from(`${xref}\n`)]);
}

const PAGES = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>';
const PAGE = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>';

/** A FlateDecode object stream holding `objects` as objects 10, 11, … */
function objectStream(objects: string[]): Buffer {
  let header = '';
  let body = '';
  objects.forEach((o, i) => {
    header += `${10 + i} ${body.length} `;
    body += `${o}\n`;
  });
  const data = deflateSync(Buffer.from(header + body, 'latin1'));
  return Buffer.concat([
    Buffer.from(
      `<< /Type /ObjStm /N ${objects.length} /First ${header.length} /Filter /FlateDecode /Length ${data.length} >>\nstream\n`,
    ),
    data,
    Buffer.from('\nendstream'),
  ]);
}

/**
 * A PDF of numbered definitions in the given order; the cross-reference table points at the FIRST
 * definition of each number, or at `at[n]` bytes into the first object whose text contains `marker n`.
 */
function pdfOfDefinitions(defs: [number, string | Buffer][], trailer = '/Root 1 0 R'): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets = new Map<number, number>();
  let at = parts[0]!.length;
  for (const [n, body] of defs) {
    const part = Buffer.concat([
      Buffer.from(`${n} 0 obj\n`),
      Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'),
      Buffer.from('\nendobj\n'),
    ]);
    if (!offsets.has(n)) offsets.set(n, at);
    // A header hidden in a stream's data: the viewer's table points at it.
    for (const m of part.toString('latin1').matchAll(/stream\n([0-9]+) 0 obj/g))
      offsets.set(Number(m[1]), at + m.index + 'stream\n'.length);
    at += part.length;
    parts.push(part);
  }
  const size = Math.max(...offsets.keys()) + 1;
  const rows = Array.from({ length: size }, (_, n) =>
    offsets.has(n) ? `${String(offsets.get(n)).padStart(10, '0')} 00000 n ` : '0000000000 65535 f ',
  );
  const xref = [
    'xref',
    `0 ${size}`,
    ...rows,
    `trailer << /Size ${size} ${trailer} >>`,
    'startxref',
    String(at),
    '%%EOF',
  ];
  return Buffer.concat([...parts, Buffer.from(`${xref.join('\n')}\n`)]);
}

/** A FlateDecode object stream with the PNG Up predictor (/Predictor 12), which pdf-lib does not undo. */
function predictorObjectStream(objects: string[], columns = 8): Buffer {
  let header = '';
  let body = '';
  objects.forEach((o, i) => {
    header += `${10 + i} ${body.length} `;
    body += `${o}\n`;
  });
  const data = deflateSync(pngUp(Buffer.from(header + body, 'latin1'), columns));
  return Buffer.concat([
    Buffer.from(
      `<< /Type /ObjStm /N ${objects.length} /First ${header.length} /Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns ${columns} >> /Length ${data.length} >>\nstream\n`,
    ),
    data,
    Buffer.from('\nendstream'),
  ]);
}

/** Rows of `columns` bytes, each after the PNG Up filter byte (2), as /Predictor 12 expects. */
function pngUp(plain: Buffer, columns: number): Buffer {
  const padded = Buffer.concat([plain, Buffer.alloc((columns - (plain.length % columns)) % columns, 0x20)]);
  const rows: Buffer[] = [];
  for (let r = 0; r < padded.length / columns; r++) {
    const row = Buffer.alloc(columns + 1);
    row[0] = 2; // Up: each byte minus the byte above it
    for (let c = 0; c < columns; c++)
      row[c + 1] = (padded[r * columns + c]! - (r > 0 ? padded[(r - 1) * columns + c]! : 0) + 256) % 256;
    rows.push(row);
  }
  return Buffer.concat(rows);
}

describe('inspectUpload parses a PDF: actions are found whatever their spelling or place (issue 36 item 9)', () => {
  const catalog = (extra: string) => `<< /Type /Catalog /Pages 2 0 R ${extra} >>`;
  const probes: [string, () => Buffer, string][] = [
    [
      'a name escape: /J#61vaScript in the name tree',
      () =>
        pdfOf([
          catalog('/Names << /J#61vaScript 4 0 R >>'),
          PAGES,
          PAGE,
          '<< /Names [(a) 5 0 R] >>',
          '<< /S /JavaScript /JS (app.alert(1)) >>'
            .replace('/JavaScript', '/J#61vaScript')
            .replace('/JS', '/J#53'),
        ]),
      'JavaScript',
    ],
    [
      'a name escape: /L#61unch in a link action',
      () =>
        pdfOf([
          catalog(''),
          PAGES,
          '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Annots [4 0 R] >>',
          '<< /Type /Annot /Subtype /Link /Rect [0 0 200 200] /A << /S /L#61unch /F (cmd.exe) >> >>',
        ]),
      'Launch',
    ],
    [
      'a lower-case escape: /#4a#53 (JS)',
      () =>
        pdfOf([
          catalog(''),
          PAGES,
          '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Annots [4 0 R] >>',
          '<< /Type /Annot /Subtype /Link /Rect [0 0 200 200] /A << /#4a#53 (app.alert(1)) >> >>',
        ]),
      'JS',
    ],
    [
      'an indirect script: /JS 5 0 R',
      () =>
        pdfOf([
          catalog(''),
          PAGES,
          '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Annots [4 0 R] >>',
          '<< /Type /Annot /Subtype /Link /Rect [0 0 200 200] /A << /JS 5 0 R >> >>',
          '<< /Length 13 >>\nstream\napp.alert(1)\nendstream',
        ]),
      'JS',
    ],
    [
      'an open action inside a FlateDecode object stream',
      () =>
        pdfOf([
          catalog('/OpenAction 10 0 R').replace('/OpenAction 10 0 R', ''),
          PAGES,
          PAGE,
          objectStream([
            '<< /S /JavaScript /JS (app.alert(document.domain)) >>',
            '<< /Type /Catalog /Pages 2 0 R /OpenAction 10 0 R >>',
          ]),
        ]),
      'JavaScript',
    ],
    [
      'an attached file',
      () =>
        pdfOf([
          catalog('/Names << /EmbeddedFiles 4 0 R >>'),
          PAGES,
          PAGE,
          '<< /Names [(a.exe) << /Type /Filespec /F (a.exe) /EF << /F 5 0 R >> >>] >>',
          '<< /Type /EmbeddedFile /Length 2 >>\nstream\nMZ\nendstream',
        ]),
      'EmbeddedFiles',
    ],
    [
      'an open action (GoTo, no script)',
      () => pdfOf([catalog('/OpenAction [3 0 R /Fit]'), PAGES, PAGE]),
      'OpenAction',
    ],
    [
      'a page with additional actions (/AA)',
      () =>
        pdfOf([
          catalog(''),
          PAGES,
          '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /AA << /O << /S /GoTo /D [3 0 R /Fit] >> >> >>',
        ]),
      'AA',
    ],
  ];

  it.each(probes)('refuses %s', async (_, make, name) => {
    const data = make();
    // The old byte search let these through: no plain marker in the bytes.
    if (name !== 'OpenAction' && name !== 'AA' && name !== 'EmbeddedFiles')
      expect(data.toString('latin1')).not.toMatch(/\/JavaScript\b|\/Launch\b|\/JS\s*[(<]|\/EmbeddedFile\b/);
    const r = await refusal(data, 'bill.pdf');
    expect(r.status).toBe(415);
    // The first active name met names the refusal (a script action has both /S /JavaScript and /JS).
    const named = /was refused \(PDF \/(\w+)\)/.exec(r.message)?.[1];
    expect(
      named === name ||
        (name !== 'AA' &&
          name !== 'OpenAction' &&
          ['JS', 'JavaScript', 'OpenAction', 'EmbeddedFile'].includes(named ?? '')),
    ).toBe(true);
  });

  // Review finding 1: where pdf-lib's reading and a viewer's differ, the PDF cannot be checked.
  const script = '<< /S /JavaScript /JS (app.alert(document.domain)) >>';
  const unchecked: [string, () => Buffer][] = [
    [
      'an object defined twice (pdf-lib keeps the last, the viewer follows the table to the first)',
      () =>
        pdfOfDefinitions([
          [1, catalog('/OpenAction 4 0 R')],
          [2, PAGES],
          [3, PAGE],
          [4, script],
          [1, catalog('')],
          [4, '<< /Producer (copy) >>'],
        ]),
    ],
    [
      'an object stream with a predictor pdf-lib ignores (FlateDecode, /Predictor 12)',
      () =>
        pdfOfDefinitions([
          [1, catalog('')],
          [2, PAGES],
          [3, PAGE],
          [4, predictorObjectStream([script, catalog('/OpenAction 10 0 R')])],
        ]),
    ],
    [
      'an object stream with a filter pdf-lib does not decode',
      () =>
        pdfOfDefinitions([
          [1, catalog('')],
          [2, PAGES],
          [3, PAGE],
          [4, objectStream([script]).toString('latin1').replace('/FlateDecode', '/JBIG2Decode')],
        ]),
    ],
    [
      'an object stream that does not decode',
      () =>
        pdfOfDefinitions([
          [1, catalog('')],
          [2, PAGES],
          [3, PAGE],
          [
            4,
            Buffer.from(
              objectStream([script]).toString('latin1').replace('stream\nx', 'stream\n?'),
              'latin1',
            ),
          ],
        ]),
    ],
    [
      "an object hidden in another object's stream data",
      () =>
        pdfOfDefinitions([
          [1, catalog('')],
          [2, PAGES],
          [3, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Annots [4 0 R] >>'],
          [4, '<< /Type /Annot /Subtype /Link /Rect [0 0 200 200] /A 9 0 R >>'],
          [
            5,
            '<< /Length 64 >>\nstream\n9 0 obj << /S /J#61vaScript /J#53 (app.alert(1)) >> endobj\nendstream',
          ],
        ]),
    ],
  ];

  it.each(unchecked)('refuses %s as one that cannot be checked', async (_, make) => {
    const r = await refusal(make(), 'bill.pdf');
    expect(r.status).toBe(415);
    expect(r.message).toBe(
      'This PDF is built in a way that cannot be checked (objects defined twice or streams that cannot be read) and was refused. Print or save it again as a plain PDF and upload it.',
    );
  });

  it('refuses an encrypted PDF and one that does not parse', async () => {
    const encrypted = pdfOf(
      [catalog(''), PAGES, PAGE, '<< /Filter /Standard /V 1 /R 2 >>'],
      '/Root 1 0 R /Encrypt 4 0 R',
    );
    expect((await refusal(encrypted, 'bill.pdf')).message).toMatch(/password-protected or encrypted/);
  });

  it('accepts a clean PDF, also one written with object streams', async () => {
    expect((await inspectUpload(pdfOf([catalog(''), PAGES, PAGE]), 'bill.pdf', cheque)).kind).toBe('pdf');
    const doc = await PDFDocument.create();
    doc.addPage([200, 200]).drawText('Toll receipt ₹120'.replace('₹', 'Rs '), { x: 10, y: 100, size: 12 });
    const withStreams = Buffer.from(await doc.save({ useObjectStreams: true }));
    expect(withStreams.toString('latin1')).toContain('/ObjStm');
    expect((await inspectUpload(withStreams, 'receipt.pdf', cheque)).kind).toBe('pdf');
    // A cross-reference stream with a predictor, as many writers make it (only its trailer is used).
    const objects = [catalog(''), PAGES, PAGE].map((o, i) => `${i + 1} 0 obj\n${o}\nendobj\n`);
    let at = '%PDF-1.7\n'.length;
    const rows = [Buffer.from([0, 0, 0, 0])];
    for (const o of objects) {
      rows.push(Buffer.from([1, at >> 8, at & 0xff, 0]));
      at += o.length;
    }
    rows.push(Buffer.from([1, at >> 8, at & 0xff, 0]));
    const table = deflateSync(pngUp(Buffer.concat(rows), 4));
    const xrefStream = Buffer.concat([
      Buffer.from(
        `%PDF-1.7\n${objects.join('')}4 0 obj\n<< /Type /XRef /Size 5 /W [1 2 1] /Root 1 0 R /Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 4 >> /Length ${table.length} >>\nstream\n`,
        'latin1',
      ),
      table,
      Buffer.from(`\nendstream\nendobj\nstartxref\n${at}\n%%EOF\n`),
    ]);
    expect((await inspectUpload(xrefStream, 'statement.pdf', cheque)).kind).toBe('pdf');
    // The seed's demo cheque and proof PDFs.
    expect((await inspectUpload(await demoChequePdf(), 'cheque.pdf', cheque)).kind).toBe('pdf');
    expect((await inspectUpload(await DEMO_PROOFS.pdf.make(), 'invoice.pdf', cheque)).kind).toBe('pdf');
  });
});
