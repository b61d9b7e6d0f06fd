import { INGEST_SCOPES, type ApiKey, type IngestScope } from '@oc/contract';

/** The active keys first, then the revoked ones, each in the server's order (newest first). */
export function activeFirst(keys: readonly ApiKey[]): ApiKey[] {
  return [...keys.filter((k) => k.revokedAt === null), ...keys.filter((k) => k.revokedAt !== null)];
}

/** A key's scopes in the contract's order (the order of the form's boxes). */
export function inScopeOrder(scopes: readonly IngestScope[]): IngestScope[] {
  return INGEST_SCOPES.filter((s) => scopes.includes(s));
}

/** The key's first characters as shown: 'ock_AbCd1234…' (never the whole key). */
export const shownKey = (key: Pick<ApiKey, 'shown'>) => `${key.shown}…`;
