import { INGEST_SCOPES, ingestScopeSchema, type IngestScope } from '@oc/contract';
import type { AdminCommand } from '../../cli/command';
import { UsageError } from '../../cli/shared';
import { COMMAND_ACTOR } from '../audit/audit';
import { ApiKeysService } from './apikeys.service';

/**
 * `npm run admin -- api-key create|list|revoke`: the provider's systems' keys for the ingestion
 * API, as the console's API keys page makes them (the key is printed once).
 */
export const apiKeyCommand: AdminCommand = {
  name: 'api-key',
  summary: "Make, list or revoke an API key of a provider's system (the ingestion API)",
  usage: 'api-key create --name "<system>" --scopes <kind,kind,…> | api-key list | api-key revoke --id <id>',
  positionals: 'create|list|revoke',
  details: [
    '--name "<system>"      the system that sends with it (the audit trail names it)',
    `--scopes <kinds>       what it may send, comma-separated: ${INGEST_SCOPES.join(', ')}`,
    '--id <id>              the key to revoke (from `api-key list`)',
    'create prints the key once: give it to the system, it is not shown again.',
  ],
  examples: [
    'api-key create --name "Booking engine" --scopes bookings,bus-trips',
    'api-key revoke --id <id>',
  ],
  options: { name: { type: 'string' }, scopes: { type: 'string' }, id: { type: 'string' } },
  async run(v, { io, db, now }, positionals = []) {
    const [word, ...extra] = positionals;
    if (extra.length > 0 || !word || !['create', 'list', 'revoke'].includes(word))
      throw new UsageError('Say what to do: api-key create, api-key list or api-key revoke.');
    const keys = new ApiKeysService({ db, clock: { now } });
    if (word === 'list') {
      const all = await keys.list();
      if (all.length === 0) io.out('No API keys yet.');
      for (const k of all)
        io.out(
          `${k.id}  ${k.shown}…  ${k.name}  [${k.scopes.join(', ')}]  ${k.revokedAt ? `revoked ${k.revokedAt}` : `last used ${k.lastUsedAt ?? 'never'}`}`,
        );
      return;
    }
    if (word === 'revoke') {
      const id = typeof v.id === 'string' ? v.id.trim() : '';
      if (!/^[0-9a-f-]{36}$/i.test(id)) throw new UsageError('--id: the key’s id (from `api-key list`).');
      const revoked = await keys.revoke(id, COMMAND_ACTOR);
      io.out(`Revoked ${revoked.name} (${revoked.shown}…): refused from now on.`);
      return;
    }
    const name = typeof v.name === 'string' ? v.name.trim() : '';
    if (!name) throw new UsageError('--name: the system that sends with the key.');
    const scopes = (typeof v.scopes === 'string' ? v.scopes : '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean);
    const bad = scopes.filter((s) => !ingestScopeSchema.safeParse(s).success);
    if (scopes.length === 0 || bad.length > 0)
      throw new UsageError(
        `--scopes: comma-separated, of ${INGEST_SCOPES.join(', ')}${bad.length ? ` (not: ${bad.join(', ')})` : ''}.`,
      );
    const created = await keys.create({ name, scopes: scopes as IngestScope[] }, COMMAND_ACTOR);
    io.out(
      `Created API key ${created.apiKey.id} for ${created.apiKey.name} [${created.apiKey.scopes.join(', ')}].`,
    );
    io.out('The key (shown once; the system sends it as Authorization: Bearer <key>):');
    io.out(`  ${created.key}`);
  },
};
