import { queuesEndpoints } from '@oc/contract';
import { featureRoutes } from '../../lib/endpoints';
import { sendFile } from '../files/http';
import { staffActor } from '../staff/staff.service';
import type { QueuesService } from './queues.service';

export function queuesRoutes(queues: QueuesService) {
  return featureRoutes('queues', queuesEndpoints, {
    bankProofs: () => queues.bankProofs(),
    // As an attachment (sandboxed, no-store): the console reads it with the staff token into a blob.
    bankProofFile: async ({ params, reply }) => sendFile(reply, await queues.bankProofFile(params.accountId)),
    decideBankProof: ({ params, body, staff, request }) =>
      queues.decideBankProof(params.accountId, body, staffActor(staff, request.id)),
    claims: () => queues.claims(),
    claimProof: ({ params }) => queues.claimProof(params.id),
    decideClaim: ({ params, body, staff, request }) =>
      queues.decideClaim(params.id, body, staffActor(staff, request.id)),
    kyc: () => queues.kyc(),
    decideKyc: ({ params, body, staff, request }) =>
      queues.decideKyc(params.accountId, body, staffActor(staff, request.id)),
  });
}
