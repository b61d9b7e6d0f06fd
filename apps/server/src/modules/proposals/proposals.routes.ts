import { proposalsEndpoints } from '@oc/contract';
import { featureRoutes } from '../../lib/endpoints';
import { staffActor } from '../staff/staff.service';
import type { ProposalsService } from './proposals.service';

export function proposalsRoutes(proposals: ProposalsService) {
  return featureRoutes('proposals', proposalsEndpoints, {
    walletDebit: ({ body, staff, request }) =>
      proposals.proposeWalletDebit(body, staffActor(staff, request.id)),
    payout: ({ body, staff, request }) => proposals.proposePayout(body, staffActor(staff, request.id)),
    weekClose: ({ body, staff, request }) => proposals.proposeWeekClose(body, staffActor(staff, request.id)),
    list: ({ query }) => proposals.list(query),
    approve: ({ params, staff, request }) => proposals.approve(params.id, staffActor(staff, request.id)),
    reject: ({ params, body, staff, request }) =>
      proposals.reject(params.id, body.reason, staffActor(staff, request.id)),
    withdraw: ({ params, staff, request }) => proposals.withdraw(params.id, staffActor(staff, request.id)),
  });
}
