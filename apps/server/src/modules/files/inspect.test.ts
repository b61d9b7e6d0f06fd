import { FILE_MESSAGES, type FilePolicy } from '@oc/contract';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error';
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
