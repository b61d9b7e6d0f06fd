import { createHash, randomBytes } from 'node:crypto';
import {
  API_KEY_MESSAGES,
  API_KEY_PREFIX,
  API_KEY_SHOWN_CHARS,
  apiKeyCreateSchema,
  type ApiKey,
  type ApiKeyCreate,
  type IngestScope,
} from '@oc/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { recordAudit, type Actor } from '../audit/audit';
import * as repo from './apikeys.repository';

/** The stored form of a key: its SHA-256 (the key is 256 random bits: no slow hash is needed). */
export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** `ock_` and 43 base64url characters (32 random bytes). */
const KEY_SHAPE = /^ock_[A-Za-z0-9_-]{43}$/;

function toApiKey(r: repo.ApiKeyRow): ApiKey {
  return {
    id: r.id,
    name: r.name,
    scopes: r.scopes as IngestScope[],
    shown: r.shown,
    createdBy: r.createdBy,
    createdAt: r.createdAt.toISOString(),
    lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
    revokedAt: r.revokedAt?.toISOString() ?? null,
  };
}

/** A key that passed: who sends (its name, for the audit trail) and what it may send. */
export interface VerifiedApiKey {
  id: string;
  name: string;
  scopes: readonly IngestScope[];
}

/**
 * API keys of the provider's systems (contract `apikeys.ts`): made and revoked by an admin (console
 * or `npm run admin -- api-key`), each change audited; {@link verify} is the ingestion guard's check.
 */
export class ApiKeysService {
  constructor(private readonly d: { db: Db; clock: Clock }) {}

  async list(): Promise<ApiKey[]> {
    return (await repo.listApiKeys(this.d.db)).map(toApiKey);
  }

  /** Makes a key; the answer's `key` is the only time it is shown. */
  async create(input: ApiKeyCreate, actor: Actor): Promise<{ key: string; apiKey: ApiKey }> {
    const parsed = apiKeyCreateSchema.safeParse(input);
    if (!parsed.success)
      throw badRequest(
        parsed.error.issues[0]?.message ?? 'Not valid',
        parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
      );
    const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
    const now = this.d.clock.now();
    const row = await this.d.db.transaction(async (tx) => {
      const created = await repo.insertApiKey(tx, {
        name: parsed.data.name,
        scopes: parsed.data.scopes,
        keyHash: hashApiKey(key),
        shown: key.slice(0, API_KEY_SHOWN_CHARS),
        createdBy: actor.role ? `${actor.name} (${actor.role})` : actor.name,
        createdAt: now,
      });
      await recordAudit(
        tx,
        actor,
        {
          kind: 'ingest.key_created',
          entity: 'api_keys',
          entityId: created.id,
          accountId: null,
          after: { name: created.name, scopes: created.scopes, shown: created.shown },
        },
        now,
      );
      return created;
    });
    return { key, apiKey: toApiKey(row) };
  }

  async revoke(id: string, actor: Actor): Promise<ApiKey> {
    const now = this.d.clock.now();
    const row = await this.d.db.transaction(async (tx) => {
      const current = await repo.lockApiKey(tx, id);
      if (!current) throw notFound(API_KEY_MESSAGES.notFound);
      if (current.revokedAt) throw conflict(API_KEY_MESSAGES.alreadyRevoked);
      const revoked = await repo.revokeApiKey(tx, id, now);
      await recordAudit(
        tx,
        actor,
        {
          kind: 'ingest.key_revoked',
          entity: 'api_keys',
          entityId: id,
          accountId: null,
          before: { revokedAt: null },
          after: { name: current.name, revokedAt: now.toISOString() },
        },
        now,
      );
      return revoked ?? current;
    });
    return toApiKey(row);
  }

  /**
   * The key of an `Authorization: Bearer` header, if it is a live key: looked up by hash on every
   * call (no cache), so a revocation holds at once on every process. Marks it used (once a minute).
   */
  async verify(key: string): Promise<VerifiedApiKey | null> {
    if (!KEY_SHAPE.test(key)) return null;
    const row = await repo.findActiveKey(this.d.db, hashApiKey(key));
    if (!row) return null;
    await repo.touchApiKey(this.d.db, row.id, this.d.clock.now());
    return { id: row.id, name: row.name, scopes: row.scopes as IngestScope[] };
  }
}
