import { reimbursementsEndpoints } from '@oc/contract';
import { featureRoutes } from '../../lib/endpoints';
import type { ReimbursementsService } from './reimbursements.service';
import { ANSWERS } from '../../lib/answer-cache';

/** Part 2 §7 reimbursement calls (the contract's `reimbursementsEndpoints`; MG accounts). */
export function reimbursementsRoutes(service: ReimbursementsService) {
  return featureRoutes('reimbursements', reimbursementsEndpoints, {
    list: { handler: ({ tenant }) => service.list(tenant.id), cache: ANSWERS.fromData },
    filter: { handler: ({ tenant, body }) => service.filter(tenant.id, body.rc), cache: ANSWERS.fromData },
    add: ({ tenant, claims, body, file, actor }) => service.add({ tenant, claims, actor }, body, file),
    proof: ({ tenant, params }) => service.proof(tenant.id, params.id),
  });
}
