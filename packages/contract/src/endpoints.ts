import { accountEndpoints } from './account';
import { auditEndpoints } from './audit';
import { authEndpoints } from './auth';
import { busesEndpoints } from './buses';
import { reimbursementsEndpoints } from './reimbursements';
import { cabEndpoints } from './cab';
import { commissionEndpoints } from './commission';
import { contractsEndpoints } from './contracts';
import { dealsEndpoints } from './deals';
import { digestEndpoints } from './digest';
import type { EndpointDef, EndpointGroup } from './endpoint';
import { exportsEndpoints } from './exports';
import { filesEndpoints } from './files';
import { fleetEndpoints } from './fleet';
import { healthEndpoints } from './health';
import { homeEndpoints } from './home';
import { kycEndpoints } from './kyc';
import { paymentsEndpoints } from './payments';
import { payoutsEndpoints } from './payouts';
import { proposalsEndpoints } from './proposals';
import { queuesEndpoints } from './queues';
import { apiKeysEndpoints } from './apikeys';
import { ingestEndpoints } from './ingest';
import { staffEndpoints } from './staff';
import { walletEndpoints } from './wallet';
import { webhooksEndpoints } from './webhooks';
import { qualityEndpoints } from './quality';

/**
 * Every endpoint group of the API (docs/architecture.md "Endpoint registry"). A new feature adds
 * its group here; the server's platform test checks that each endpoint listed is served.
 */
export const ENDPOINTS = {
  health: healthEndpoints,
  auth: authEndpoints,
  home: homeEndpoints,
  exports: exportsEndpoints,
  digest: digestEndpoints,
  deals: dealsEndpoints,
  commission: commissionEndpoints,
  kyc: kycEndpoints,
  wallet: walletEndpoints,
  payments: paymentsEndpoints,
  payouts: payoutsEndpoints,
  files: filesEndpoints,
  account: accountEndpoints,
  buses: busesEndpoints,
  reimbursements: reimbursementsEndpoints,
  cab: cabEndpoints,
  fleet: fleetEndpoints,
  quality: qualityEndpoints,
  contracts: contractsEndpoints,
  audit: auditEndpoints,
  staff: staffEndpoints,
  proposals: proposalsEndpoints,
  queues: queuesEndpoints,
  ingest: ingestEndpoints,
  apiKeys: apiKeysEndpoints,
  webhooks: webhooksEndpoints,
} as const satisfies Record<string, EndpointGroup>;

/** Every endpoint with its `group.key` name. */
export function allEndpoints(): { name: string; endpoint: EndpointDef }[] {
  return Object.entries(ENDPOINTS).flatMap(([group, endpoints]) =>
    Object.entries(endpoints as EndpointGroup).map(([key, endpoint]) => ({
      name: `${group}.${key}`,
      endpoint,
    })),
  );
}
