import { INGEST_SCOPES } from '@oc/contract';
import { hashApiKey } from '../../modules/apikeys/apikeys.service';
import type { Tx } from '../client';
import { apiKeys } from '../schema';

/**
 * The demo's API key (demo mode only; README "Simulator"): public, so `npm run simulate` feeds a
 * demo server with no set-up. Every scope. A real deployment makes its keys in the console.
 */
export const DEMO_API_KEY = 'ock_demo-simulator-key-public-demo-data-only000';

export async function seedDemoApiKey(tx: Tx, now: Date): Promise<void> {
  await tx.insert(apiKeys).values({
    name: 'Demo simulator',
    scopes: [...INGEST_SCOPES],
    keyHash: hashApiKey(DEMO_API_KEY),
    shown: DEMO_API_KEY.slice(0, 12),
    createdBy: 'demo data',
    createdAt: now,
  });
}
