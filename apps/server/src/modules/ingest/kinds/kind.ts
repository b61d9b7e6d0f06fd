import type { IngestScope, UserType } from '@oc/contract';
import type { z } from 'zod';
import type { Tx } from '../../../db/client';

/** A reason a record is refused (`path` within the record). */
export interface RecordError {
  path: string;
  message: string;
}

/** A record that passed its schema, with its account resolved. */
export interface IngestItem<R> {
  /** Its place in the batch. */
  index: number;
  record: R;
  accountId: string;
  /** The row this record became when it was last accepted (null: a new record). */
  rowId: string | null;
}

/** What a kind's write answers for one item: the row it is now, or why it is refused. */
export type WriteOutcome = { rowId: string } | { errors: RecordError[] };

export interface WriteContext {
  now: Date;
  /** The sending system (the API key's name). */
  source: string;
}

/**
 * One record kind of the ingestion API (docs/integration.md "Adding a kind"): its scope (and
 * path), the contract's record schema, the account types its records may belong to, and how new or
 * changed records are written. `write` runs inside the batch's transaction with the batch lock
 * held; it checks what only the database can (a service's name, a city, a file) and refuses those
 * records alone, then writes the others in bulk.
 */
export interface IngestKind<R> {
  scope: IngestScope;
  schema: z.ZodType<R>;
  accountTypes: readonly UserType[];
  /** The table its rows land in (the audit row's entity). */
  entity: string;
  write(tx: Tx, items: readonly IngestItem<R>[], ctx: WriteContext): Promise<Map<number, WriteOutcome>>;
  /** Runs after the write, in its transaction, with the accounts whose rows changed (Home's figures). */
  afterWrite?(tx: Tx, accountIds: readonly string[], ctx: WriteContext): Promise<void>;
}

/** Refuses an item with one message. */
export const refuse = (path: string, message: string): WriteOutcome => ({ errors: [{ path, message }] });

/** A kind declared with its record type inferred from the schema. */
export function defineKind<S extends z.ZodType>(
  kind: IngestKind<z.output<S>> & { schema: S },
): IngestKind<z.output<S>> {
  return kind;
}

/** An ingested instant (ISO 8601 with offset, or epoch milliseconds) as a Date. */
export const instantOf = (value: string | number): Date => new Date(value);
