import { loadExcel, loadJsZip } from '../../lib/lazy-libs';
import { newPdf, pdfBytes } from '../../lib/pdf';
import type { StoredFileRow } from '../files/files.repository';
import { DEMO_RECEIPT_JPG, DEMO_RECEIPT_PNG, DEMO_RECEIPT_WEBP } from './demo-images';

/**
 * The demo data's reimbursement proofs (docs/architecture.md "Reimbursements"): one small, real file
 * of each type the 'Proof' modal previews (jpg, png, webp, pdf, xlsx, csv) and one it does not (a
 * .txt). The seed records them in stored_files without writing the storage; FilesService writes one
 * the first time it is read (`restoreDemoProof`), after checking the recorded sha256 — so every
 * generator here makes the same bytes every time (fixed document dates, fixed zip entry dates).
 */

/** Fixed document dates: the same bytes every time. */
const DOCUMENT_DATE = new Date(Date.UTC(2024, 0, 1));

export interface DemoProof {
  /** The display name (its extension decides the preview). */
  name: string;
  contentType: string;
  make: () => Promise<Buffer>;
}

const cache = new Map<string, Promise<Buffer>>();
function once(name: string, make: () => Promise<Buffer>): () => Promise<Buffer> {
  return () => {
    let data = cache.get(name);
    if (!data) {
      data = make();
      cache.set(name, data);
    }
    return data;
  };
}

async function repairInvoicePdf(): Promise<Buffer> {
  const { pdf, regular: font, bold, rgb } = await newPdf({ title: 'Repair invoice', date: DOCUMENT_DATE });
  const page = pdf.addPage([420, 300]);
  const ink = rgb(0.15, 0.2, 0.35);
  page.drawText('TAX INVOICE', { x: 24, y: 262, size: 18, font: bold, color: ink });
  page.drawText('Sai Auto Works, Hadapsar, Pune 411028', { x: 24, y: 244, size: 9, font, color: ink });
  const lines: [string, string][] = [
    ['Brake pads (front, set)', '6,800.00'],
    ['Brake drum skimming', '2,200.00'],
    ['Labour', '1,500.00'],
    ['GST 18%', '1,890.00'],
  ];
  lines.forEach(([item, amount], i) => {
    const y = 200 - i * 22;
    page.drawText(item, { x: 24, y, size: 11, font, color: ink });
    page.drawText(amount, { x: 320, y, size: 11, font, color: ink });
  });
  page.drawLine({ start: { x: 24, y: 104 }, end: { x: 396, y: 104 }, thickness: 1, color: ink });
  page.drawText('Total', { x: 24, y: 84, size: 12, font: bold, color: ink });
  page.drawText('12,390.00', { x: 312, y: 84, size: 12, font: bold, color: ink });
  page.drawText('Paid in cash. Thank you.', { x: 24, y: 40, size: 9, font, color: ink });
  return pdfBytes(pdf);
}

/** An .xlsx written by exceljs, its zip entries re-dated so the bytes do not depend on the clock. */
async function fuelLogXlsx(): Promise<Buffer> {
  const wb = new (await loadExcel()).Workbook();
  wb.creator = 'Operator Console';
  wb.created = DOCUMENT_DATE;
  wb.modified = DOCUMENT_DATE;
  const ws = wb.addWorksheet('Fuel log');
  ws.columns = [
    { header: 'Date', key: 'date', width: 12 },
    { header: 'Pump', key: 'pump', width: 28 },
    { header: 'Litres', key: 'litres', width: 10 },
    { header: 'Rate (₹)', key: 'rate', width: 10 },
    { header: 'Amount (₹)', key: 'amount', width: 12 },
  ];
  const pumps = ['HP, Khed Shivapur', 'IOCL, Satara bypass', 'BPCL, Kolhapur NH-48', 'HP, Belagavi'];
  for (let i = 0; i < 12; i++) {
    const litres = 55 + ((i * 7) % 20);
    const rate = 89.6 + (i % 3) * 0.2;
    ws.addRow({
      date: `${String(1 + i * 2).padStart(2, '0')}-10-2026`,
      pump: pumps[i % pumps.length],
      litres,
      rate: Math.round(rate * 100) / 100,
      amount: Math.round(litres * rate * 100) / 100,
    });
  }
  ws.getRow(1).font = { bold: true };
  const written = Buffer.from(await wb.xlsx.writeBuffer());
  const JSZip = await loadJsZip();
  const zip = await JSZip.loadAsync(written);
  zip.forEach((_, entry) => {
    entry.date = DOCUMENT_DATE;
  });
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', platform: 'UNIX' });
}

function tollCsv(): Promise<Buffer> {
  const rows = [
    ['Date', 'Toll plaza', 'Vehicle class', 'Amount (₹)'],
    ['02-10-2026', 'Khed Shivapur', 'Bus (3-axle)', '1035'],
    ['02-10-2026', 'Anewadi', 'Bus (3-axle)', '690'],
    ['05-10-2026', 'Tasawade', 'Bus (3-axle)', '745'],
    ['09-10-2026', '"Kognoli, Karnataka border"', 'Bus (3-axle)', '820'],
    ['12-10-2026', 'Khed Shivapur', 'Bus (3-axle)', '1035'],
  ];
  return Promise.resolve(Buffer.from(`${rows.map((r) => r.join(',')).join('\r\n')}\r\n`, 'utf8'));
}

function notesTxt(): Promise<Buffer> {
  return Promise.resolve(
    Buffer.from(
      'Driver notes: parking charges at Kolhapur depot, 3 nights at Rs 150 each. Receipts with the supervisor.\n',
      'utf8',
    ),
  );
}

/** The demo proofs by key: one of each previewable type and one unsupported. */
export const DEMO_PROOFS = {
  jpg: {
    name: 'fuel-bill.jpg',
    contentType: 'image/jpeg',
    make: once('jpg', () => Promise.resolve(Buffer.from(DEMO_RECEIPT_JPG, 'base64'))),
  },
  png: {
    name: 'toll-receipt.png',
    contentType: 'image/png',
    make: once('png', () => Promise.resolve(Buffer.from(DEMO_RECEIPT_PNG, 'base64'))),
  },
  webp: {
    name: 'repair-photo.webp',
    contentType: 'image/webp',
    make: once('webp', () => Promise.resolve(Buffer.from(DEMO_RECEIPT_WEBP, 'base64'))),
  },
  pdf: { name: 'repair-invoice.pdf', contentType: 'application/pdf', make: once('pdf', repairInvoicePdf) },
  xlsx: {
    name: 'fuel-log-october.xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    make: once('xlsx', fuelLogXlsx),
  },
  csv: { name: 'toll-charges.csv', contentType: 'text/csv', make: once('csv', tollCsv) },
  txt: { name: 'driver-notes.txt', contentType: 'text/plain', make: once('txt', notesTxt) },
} as const satisfies Record<string, DemoProof>;
export type DemoProofKey = keyof typeof DEMO_PROOFS;

/** FilesService's restore hook: a demo proof, for a proof row whose object is missing. */
export async function restoreDemoProof(file: StoredFileRow): Promise<Buffer | undefined> {
  if (file.feature !== 'reimbursementProof') return undefined;
  const proof = Object.values(DEMO_PROOFS).find((p) => p.name === file.displayName);
  return proof ? proof.make() : undefined;
}
