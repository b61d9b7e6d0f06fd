import {
  EXPORT_MAX_ROWS,
  PROPOSAL_KIND_LABELS,
  XLSX_MIME,
  auditTrailQuerySchema,
  operatorSearchQuerySchema,
  proposalListQuerySchema,
  type ExportList,
} from '@oc/contract';
import { defineMessages, type Message } from '@oc/i18n';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { badRequest } from '../../lib/http-error';
import { languageOfStaff, textsFor, type Reader, type Texts } from '../../lib/language';
import { CSV_MIME, toCsv, type SheetTable } from '../../lib/spreadsheet';
import { writeXlsx } from '../files/spreadsheet-writer';
import type { AuditService } from '../audit/audit.service';
import type { ProposalsService } from '../proposals/proposals.service';
import type { QueuesService } from '../queues/queues.service';
import type { StaffService } from './staff.service';

const M = defineMessages({
  titleOperators: { id: 'server.exports.titleOperators', defaultMessage: 'Operators matching "{q}"' },
  titleProposals: { id: 'server.exports.titleProposals', defaultMessage: 'Proposals' },
  titleBankProofs: { id: 'server.exports.titleBankProofs', defaultMessage: 'Bank proofs waiting' },
  titleClaims: { id: 'server.exports.titleClaims', defaultMessage: 'Reimbursement claims waiting' },
  titleKyc: { id: 'server.exports.titleKyc', defaultMessage: 'KYC that needs a person' },
  titleAudit: { id: 'server.exports.titleAudit', defaultMessage: 'Audit trail' },
  colName: { id: 'server.exports.colName', defaultMessage: 'Name' },
  colMobile: { id: 'server.exports.colMobile', defaultMessage: 'Mobile' },
  colEMail: { id: 'server.exports.colEMail', defaultMessage: 'E-mail' },
  colAccountType: { id: 'server.exports.colAccountType', defaultMessage: 'Account type' },
  colAccount: { id: 'server.exports.colAccount', defaultMessage: 'Account' },
  colAccountId: { id: 'server.exports.colAccountId', defaultMessage: 'Account id' },
  colGroupId: { id: 'server.exports.colGroupId', defaultMessage: 'Group id' },
  colWallet: { id: 'server.exports.colWallet', defaultMessage: 'Wallet (₹)' },
  colKind: { id: 'server.exports.colKind', defaultMessage: 'Kind' },
  colStatus: { id: 'server.exports.colStatus', defaultMessage: 'Status' },
  colWhat: { id: 'server.exports.colWhat', defaultMessage: 'What' },
  colType: { id: 'server.exports.colType', defaultMessage: 'Type' },
  colAmount: { id: 'server.exports.colAmount', defaultMessage: 'Amount (₹)' },
  colReason: { id: 'server.exports.colReason', defaultMessage: 'Reason' },
  colProposedBy: { id: 'server.exports.colProposedBy', defaultMessage: 'Proposed by' },
  colProposedAt: { id: 'server.exports.colProposedAt', defaultMessage: 'Proposed at' },
  colDecidedBy: { id: 'server.exports.colDecidedBy', defaultMessage: 'Decided by' },
  colDecidedAt: { id: 'server.exports.colDecidedAt', defaultMessage: 'Decided at' },
  colDecisionReason: { id: 'server.exports.colDecisionReason', defaultMessage: 'Decision reason' },
  colResult: { id: 'server.exports.colResult', defaultMessage: 'Result' },
  colOwner: { id: 'server.exports.colOwner', defaultMessage: 'Owner' },
  colUploadedAt: { id: 'server.exports.colUploadedAt', defaultMessage: 'Uploaded at' },
  colFile: { id: 'server.exports.colFile', defaultMessage: 'File' },
  colRc: { id: 'server.exports.colRc', defaultMessage: 'RC' },
  colFrom: { id: 'server.exports.colFrom', defaultMessage: 'From' },
  colTo: { id: 'server.exports.colTo', defaultMessage: 'To' },
  colClaimed: { id: 'server.exports.colClaimed', defaultMessage: 'Claimed (₹)' },
  colFiledAt: { id: 'server.exports.colFiledAt', defaultMessage: 'Filed at' },
  colProof: { id: 'server.exports.colProof', defaultMessage: 'Proof' },
  colProposal: { id: 'server.exports.colProposal', defaultMessage: 'Proposal' },
  colDocument: { id: 'server.exports.colDocument', defaultMessage: 'Document' },
  colNameOnDocument: { id: 'server.exports.colNameOnDocument', defaultMessage: 'Name on document' },
  colNameOnAccount: { id: 'server.exports.colNameOnAccount', defaultMessage: 'Name on account' },
  colProvider: { id: 'server.exports.colProvider', defaultMessage: 'Provider' },
  colTries: { id: 'server.exports.colTries', defaultMessage: 'Tries' },
  colLastTriedAt: { id: 'server.exports.colLastTriedAt', defaultMessage: 'Last tried at' },
  colAt: { id: 'server.exports.colAt', defaultMessage: 'At' },
  colActorKind: { id: 'server.exports.colActorKind', defaultMessage: 'Actor kind' },
  colActor: { id: 'server.exports.colActor', defaultMessage: 'Actor' },
  colRole: { id: 'server.exports.colRole', defaultMessage: 'Role' },
  colEntity: { id: 'server.exports.colEntity', defaultMessage: 'Entity' },
  colEntityId: { id: 'server.exports.colEntityId', defaultMessage: 'Entity id' },
  colBefore: { id: 'server.exports.colBefore', defaultMessage: 'Before' },
  colAfter: { id: 'server.exports.colAfter', defaultMessage: 'After' },
  colRequestId: { id: 'server.exports.colRequestId', defaultMessage: 'Request id' },
});

/** Column headings in the reader's language. */
const columns = (texts: Texts, messages: Message[]) => messages.map((m) => texts.t(m));

/** A list as a table: its title, column headings and rows. */
export type ExportTable = SheetTable;

const noFilters = z.object({});

/** Each list: its filters (the list's own query rule) and its rows as the console shows them. */
interface ListRule<S extends z.ZodType> {
  filters: S;
  table(filters: z.output<S>, texts: Texts): Promise<ExportTable>;
}
const rule = <S extends z.ZodType>(r: ListRule<S>) => r as unknown as ListRule<z.ZodType>;

/**
 * The console's exports (GET /exports/:list): every list the console shows, with the same
 * filters, as CSV or Excel, at most EXPORT_MAX_ROWS rows. Cells that a spreadsheet would read as
 * a formula are written as text (lib/spreadsheet-cell.ts).
 */
export class ExportsService {
  private readonly rules: Record<ExportList, ListRule<z.ZodType>>;

  private readonly db: DbOrTx;

  constructor(d: {
    db: DbOrTx;
    staff: StaffService;
    proposals: ProposalsService;
    queues: QueuesService;
    audit: AuditService;
  }) {
    this.db = d.db;
    this.rules = {
      operators: rule({
        filters: operatorSearchQuerySchema,
        table: async ({ q }, texts) => ({
          title: texts.t(M.titleOperators, { q }),
          columns: columns(texts, [
            M.colName,
            M.colMobile,
            M.colEMail,
            M.colAccountType,
            M.colAccount,
            M.colAccountId,
            M.colGroupId,
            M.colWallet,
          ]),
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
        table: async (f, texts) => ({
          title: texts.t(M.titleProposals),
          columns: columns(texts, [
            M.colKind,
            M.colStatus,
            M.colWhat,
            M.colAccount,
            M.colType,
            M.colMobile,
            M.colAmount,
            M.colReason,
            M.colProposedBy,
            M.colProposedAt,
            M.colDecidedBy,
            M.colDecidedAt,
            M.colDecisionReason,
            M.colResult,
          ]),
          rows: (await d.proposals.list(f)).map((p) => [
            texts.api(PROPOSAL_KIND_LABELS[p.kind]),
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
        table: async (_, texts) => ({
          title: texts.t(M.titleBankProofs),
          columns: columns(texts, [
            M.colAccount,
            M.colType,
            M.colOwner,
            M.colMobile,
            M.colUploadedAt,
            M.colFile,
          ]),
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
        table: async (_, texts) => ({
          title: texts.t(M.titleClaims),
          columns: columns(texts, [
            M.colAccount,
            M.colOwner,
            M.colMobile,
            M.colRc,
            M.colFrom,
            M.colTo,
            M.colClaimed,
            M.colFiledAt,
            M.colProof,
            M.colProposal,
          ]),
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
        table: async (_, texts) => ({
          title: texts.t(M.titleKyc),
          columns: columns(texts, [
            M.colAccount,
            M.colOwner,
            M.colMobile,
            M.colDocument,
            M.colNameOnDocument,
            M.colNameOnAccount,
            M.colProvider,
            M.colTries,
            M.colLastTriedAt,
          ]),
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
        table: async (f, texts) => ({
          title: texts.t(M.titleAudit),
          columns: columns(texts, [
            M.colAt,
            M.colActorKind,
            M.colActor,
            M.colRole,
            M.colAccountId,
            M.colKind,
            M.colEntity,
            M.colEntityId,
            M.colBefore,
            M.colAfter,
            M.colRequestId,
          ]),
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

  /**
   * The list as a file: its name, type and bytes, its title and headings in the language of the
   * staff member asking (`reader`). Unknown or bad filters are a 400.
   */
  async export(
    list: ExportList,
    format: 'csv' | 'xlsx',
    query: Record<string, string>,
    reader: Reader,
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
    const texts = await textsFor(await languageOfStaff(this.db, reader.id, reader.acceptLanguage));
    const table = await r.table(parsed.data, texts);
    const rows = table.rows.slice(0, EXPORT_MAX_ROWS);
    const filename = `${list}.${format}`;
    if (format === 'csv') return { filename, contentType: CSV_MIME, body: toCsv(table.columns, rows) };
    return { filename, contentType: XLSX_MIME, body: await writeXlsx({ ...table, rows }) };
  }
}
