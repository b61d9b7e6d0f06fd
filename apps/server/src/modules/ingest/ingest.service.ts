import { createHash } from 'node:crypto';
import { USER_TYPE_LABELS, type IngestAccount, type IngestRefusal, type IngestResult } from '@oc/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { auditUnchanged, recordAudit, type Actor } from '../audit/audit';
import type { VerifiedApiKey } from '../apikeys/apikeys.service';
import * as repo from './ingest.repository';
import type { IngestItem, IngestKind, RecordError, WriteOutcome } from './kinds/kind';

/** How many of a batch's external ids the audit row names (the rest are counted). */
const AUDIT_IDS = 20;

const accountLabel = (a: IngestAccount) =>
  typeof a === 'string' ? a : `${a.mobileNo} (${USER_TYPE_LABELS[a.type]})`;
const pairKey = (mobileNo: string, type: string) => `${mobileNo}:${type}`;

/** A record's fingerprint: the same record sent again has the same one and changes nothing. */
const hashOf = (record: unknown) => createHash('sha256').update(JSON.stringify(record)).digest('hex');

interface Checked<R> {
  index: number;
  externalId: string;
  record: R;
  accountId: string;
  hash: string;
}

/**
 * The ingestion API's one path for every kind (docs/integration.md): each record is checked on its
 * own (schema, account, a repeat in the batch), then in one transaction holding the (kind, source)
 * lock the unchanged ones are set aside by hash, the kind writes the rest, the record ledger notes
 * them and one audit row per account names what came in, with the key's name as actor.
 */
export class IngestService {
  constructor(private readonly d: { db: Db; clock: Clock }) {}

  async ingest<R extends { externalId: string; account: IngestAccount }>(
    kind: IngestKind<R>,
    records: readonly unknown[],
    key: VerifiedApiKey,
    actor: Actor,
  ): Promise<IngestResult> {
    const refused: IngestRefusal[] = [];
    const refuse = (index: number, externalId: string | null, errors: RecordError[]) =>
      refused.push({ index, externalId, errors });

    // 1. Each record against its schema.
    const parsed: { index: number; record: R }[] = [];
    records.forEach((raw, index) => {
      const result = kind.schema.safeParse(raw);
      if (result.success) parsed.push({ index, record: result.data });
      else
        refuse(
          index,
          externalIdOf(raw),
          result.error.issues.slice(0, 20).map((i) => ({
            path: i.path.map(String).join('.') || 'record',
            message: i.message,
          })),
        );
    });

    // 2. Accounts, and one record per externalId in a batch.
    const accounts = await repo.findAccounts(
      this.d.db,
      parsed.flatMap((p) => (typeof p.record.account === 'string' ? [p.record.account] : [])),
      parsed.flatMap((p) => (typeof p.record.account === 'string' ? [] : [p.record.account])),
    );
    const byId = new Map(accounts.map((a) => [a.id, a]));
    const byPair = new Map(accounts.map((a) => [pairKey(a.mobileNo, a.type), a]));
    const seen = new Set<string>();
    const checked: Checked<R>[] = [];
    for (const { index, record } of parsed) {
      const ref = record.account;
      const account = typeof ref === 'string' ? byId.get(ref) : byPair.get(pairKey(ref.mobileNo, ref.type));
      if (!account) {
        refuse(index, record.externalId, [{ path: 'account', message: `No account ${accountLabel(ref)}` }]);
        continue;
      }
      if (!kind.accountTypes.includes(account.type)) {
        refuse(index, record.externalId, [
          {
            path: 'account',
            message: `${kind.scope} belong to ${kind.accountTypes.map((t) => USER_TYPE_LABELS[t]).join(' or ')} accounts, not ${USER_TYPE_LABELS[account.type]}`,
          },
        ]);
        continue;
      }
      if (seen.has(record.externalId)) {
        refuse(index, record.externalId, [
          { path: 'externalId', message: 'This externalId is already in the batch: send a record once' },
        ]);
        continue;
      }
      seen.add(record.externalId);
      checked.push({
        index,
        externalId: record.externalId,
        record,
        accountId: account.id,
        hash: hashOf(record),
      });
    }

    // 3. Under the (kind, source) lock: unchanged records aside, the kind writes the others.
    const now = this.d.clock.now();
    const ctx = { now, source: key.name };
    const outcome = await this.d.db.transaction(async (tx) => {
      await repo.lockKindSource(tx, kind.scope, key.name);
      const known = new Map(
        (
          await repo.findIngestRecords(
            tx,
            kind.scope,
            key.name,
            checked.map((c) => c.externalId),
          )
        ).map((r) => [r.externalId, r]),
      );
      let unchanged = 0;
      const toWrite: (IngestItem<R> & { externalId: string; hash: string })[] = [];
      for (const c of checked) {
        const before = known.get(c.externalId);
        if (before && before.accountId !== c.accountId) {
          refuse(c.index, c.externalId, [
            { path: 'account', message: 'This externalId belongs to another account: a record cannot move' },
          ]);
        } else if (before && before.hash === c.hash) unchanged++;
        else toWrite.push({ ...c, rowId: before?.rowId ?? null });
      }
      const written: Map<number, WriteOutcome> =
        toWrite.length > 0 ? await kind.write(tx, toWrite, ctx) : new Map<number, WriteOutcome>();
      const accepted: typeof toWrite = [];
      const ledger = [];
      for (const item of toWrite) {
        const result = written.get(item.index);
        if (!result) throw new Error(`${kind.scope}: no outcome for record ${item.index}`);
        if ('errors' in result) {
          refuse(item.index, item.externalId, result.errors);
          continue;
        }
        accepted.push(item);
        ledger.push({
          kind: kind.scope,
          source: key.name,
          externalId: item.externalId,
          accountId: item.accountId,
          rowId: result.rowId,
          hash: item.hash,
          updatedAt: now,
        });
      }
      await repo.upsertIngestRecords(tx, ledger);
      const touched = [...new Set(accepted.map((a) => a.accountId))];
      if (touched.length > 0 && kind.afterWrite) await kind.afterWrite(tx, touched, ctx);
      for (const accountId of touched) {
        const ids = accepted.filter((a) => a.accountId === accountId).map((a) => a.externalId);
        await recordAudit(
          tx,
          actor,
          {
            kind: `ingest.${kind.scope.replace(/-/g, '_')}`,
            entity: kind.entity,
            entityId: null,
            accountId,
            after: {
              accepted: ids.length,
              externalIds: ids.slice(0, AUDIT_IDS),
              ...(ids.length > AUDIT_IDS ? { more: ids.length - AUDIT_IDS } : {}),
            },
          },
          now,
        );
      }
      return { accepted: accepted.length, unchanged };
    });
    if (outcome.accepted === 0) auditUnchanged();
    refused.sort((a, b) => a.index - b.index);
    return { ...outcome, refused };
  }
}

/** A refused record's externalId, when it has a usable one. */
function externalIdOf(raw: unknown): string | null {
  if (typeof raw !== 'object' || raw === null || !('externalId' in raw)) return null;
  const id = raw.externalId;
  return typeof id === 'string' && id.length <= 100 ? id : null;
}
