import {
  EXPORT_MAX_ROWS,
  PROPOSAL_KIND_LABELS,
  XLSX_MIME,
  auditTrailQuerySchema,
  operatorSearchQuerySchema,
  proposalListQuerySchema,
  type ExportList,
} from '@oc/contract';
import { z } from 'zod';
import { badRequest } from '../../lib/http-error';
import { loadExcel } from '../../lib/lazy-libs';
import { addSafeRow, safeCell } from '../../lib/spreadsheet-cell';
import type { AuditService } from '../audit/audit.service';
import type { ProposalsService } from '../proposals/proposals.service';
import type { QueuesService } from '../queues/queues.service';
import type { StaffService } from './staff.service';

type Cell = string | number | boolean | null;
/** A list as a table: its title, column headings and rows. */
export interface ExportTable {
  title: string;
  columns: readonly string[];
  rows: Cell[][];
}

const noFilters = z.object({});

/** Each list: its filters (the list's own query rule) and its rows as the console shows them. */
interface ListRule<S extends z.ZodType> {
  filters: S;
  table(filters: z.output<S>): Promise<ExportTable>;
}
const rule = <S extends z.ZodType>(r: ListRule<S>) => r as unknown as ListRule<z.ZodType>;

/**
 * The console's exports (GET /exports/:list): every list the console shows, with the same
 * filters, as CSV or Excel, at most EXPORT_MAX_ROWS rows. Cells that a spreadsheet would read as
 * a formula are written as text (lib/spreadsheet-cell.ts).
 */
export class ExportsService {
  private readonly rules: Record<ExportList, ListRule<z.ZodType>>;

  constructor(d: {
    staff: StaffService;
    proposals: ProposalsService;
    queues: QueuesService;
    audit: AuditService;
  }) {
    this.rules = {
      operators: rule({
        filters: operatorSearchQuerySchema,
        table: async ({ q }) => ({
          title: `Operators matching "${q}"`,
          columns: [
            'Name',
            'Mobile',
            'E-mail',
            'Account type',
            'Account',
            'Account id',
            'Group id',
            'Wallet (₹)',
          ],
          rows: (await d.staff.searchOperators(q)).flatMap((o) =>
            (o.accounts.length > 0 ? o.accounts : [null]).map((a) => [
              o.name,
              o.mobileNo,
              o.email,
              a?.type ?? null,
              a?.name ?? null,
              a?.id ?? null,
              a?.groupId ?? null,
              a?.walletBalance ?? null,
            ]),
          ),
        }),
      }),
      proposals: rule({
        filters: proposalListQuerySchema,
        table: async (f) => ({
          title: 'Proposals',
          columns: [
            'Kind',
            'Status',
            'What',
            'Account',
            'Type',
            'Mobile',
            'Amount (₹)',
            'Reason',
            'Proposed by',
            'Proposed at',
            'Decided by',
            'Decided at',
            'Decision reason',
            'Result',
          ],
          rows: (await d.proposals.list(f)).map((p) => [
            PROPOSAL_KIND_LABELS[p.kind],
            p.status,
            p.summary,
            p.accountName,
            p.accountType,
            p.mobileNo,
            p.amount,
            p.reason,
            p.proposedBy.name,
            p.proposedAt,
            p.decidedBy?.name ?? null,
            p.decidedAt,
            p.decisionReason,
            p.resultRef,
          ]),
        }),
      }),
      'bank-proofs': rule({
        filters: noFilters,
        table: async () => ({
          title: 'Bank proofs waiting',
          columns: ['Account', 'Type', 'Owner', 'Mobile', 'Uploaded at', 'File'],
          rows: (await d.queues.bankProofs()).map((b) => [
            b.accountName,
            b.accountType,
            b.userName,
            b.mobileNo,
            b.uploadedAt,
            b.fileName,
          ]),
        }),
      }),
      claims: rule({
        filters: noFilters,
        table: async () => ({
          title: 'Reimbursement claims waiting',
          columns: [
            'Account',
            'Owner',
            'Mobile',
            'RC',
            'From',
            'To',
            'Claimed (₹)',
            'Filed at',
            'Proof',
            'Proposal',
          ],
          rows: (await d.queues.claims()).map((c) => [
            c.accountName,
            c.userName,
            c.mobileNo,
            c.rc,
            c.startDate,
            c.endDate,
            c.amount,
            c.filedAt,
            c.fileName,
            c.proposalId,
          ]),
        }),
      }),
      kyc: rule({
        filters: noFilters,
        table: async () => ({
          title: 'KYC that needs a person',
          columns: [
            'Account',
            'Owner',
            'Mobile',
            'Document',
            'Name on document',
            'Name on account',
            'Provider',
            'Tries',
            'Last tried at',
          ],
          rows: (await d.queues.kyc()).map((k) => [
            k.accountName,
            k.userName,
            k.mobileNo,
            k.document,
            k.nameOnDocument,
            k.nameOnAccount,
            k.provider,
            k.tries,
            k.lastTriedAt,
          ]),
        }),
      }),
      audit: rule({
        // The trail's own filters; an export holds up to EXPORT_MAX_ROWS rather than one page.
        filters: auditTrailQuerySchema.safeExtend({
          limit: z.coerce.number().int().min(1).max(EXPORT_MAX_ROWS).default(EXPORT_MAX_ROWS),
        }),
        table: async (f) => ({
          title: 'Audit trail',
          columns: [
            'At',
            'Actor kind',
            'Actor',
            'Role',
            'Account id',
            'Kind',
            'Entity',
            'Entity id',
            'Before',
            'After',
            'Request id',
          ],
          rows: (await d.audit.list(f)).map((e) => [
            e.at,
            e.actorKind,
            e.actorName,
            e.actorRole,
            e.accountId,
            e.kind,
            e.entity,
            e.entityId,
            e.before === null ? null : JSON.stringify(e.before),
            e.after === null ? null : JSON.stringify(e.after),
            e.requestId,
          ]),
        }),
      }),
    };
  }

  /** The list as a file: its name, type and bytes. Unknown or bad filters are a 400. */
  async export(
    list: ExportList,
    format: 'csv' | 'xlsx',
    query: Record<string, string>,
  ): Promise<{ filename: string; contentType: string; body: Buffer }> {
    const r = this.rules[list];
    const shape = r.filters instanceof z.ZodObject ? Object.keys(r.filters.shape) : [];
    const unknown = Object.keys(query).filter((k) => !shape.includes(k));
    if (unknown.length > 0)
      throw badRequest(
        `${unknown.join(', ')}: not a filter of this list (${shape.join(', ') || 'it has none'})`,
      );
    const parsed = r.filters.safeParse(query);
    if (!parsed.success) {
      const errors = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
      throw badRequest(errors[0]?.message ?? 'Invalid filters', errors);
    }
    const table = await r.table(parsed.data);
    const rows = table.rows.slice(0, EXPORT_MAX_ROWS);
    const filename = `${list}.${format}`;
    if (format === 'csv')
      return { filename, contentType: 'text/csv; charset=utf-8', body: toCsv(table.columns, rows) };
    return { filename, contentType: XLSX_MIME, body: await toXlsx({ ...table, rows }) };
  }
}

/** RFC 4180 CSV with a BOM (so Excel reads the ₹ and Hindi names as UTF-8); formula cells as text. */
export function toCsv(columns: readonly string[], rows: readonly Cell[][]): Buffer {
  const field = (v: Cell) => {
    if (v === null) return '';
    const text = String(safeCell(v));
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [columns, ...rows].map((r) => r.map(field).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

async function toXlsx(table: ExportTable): Promise<Buffer> {
  const workbook = new (await loadExcel()).Workbook();
  workbook.creator = 'Operator Console';
  const sheet = workbook.addWorksheet(table.title.slice(0, 31).replace(/[[\]*?/\\:]/g, ' '));
  const header = addSafeRow(sheet, [...table.columns]);
  header.font = { bold: true };
  for (const row of table.rows) addSafeRow(sheet, row);
  sheet.columns.forEach((c) => {
    c.width = 18;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
