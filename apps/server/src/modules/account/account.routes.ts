import { accountEndpoints } from '@oc/contract';
import { featureRoutes } from '../../lib/endpoints';
import type { AccountService } from './account.service';

/** Part 2 account calls (the contract's `accountEndpoints`; the profile read is bound by kycRoutes). */
export function accountRoutes(account: AccountService) {
  return featureRoutes('account', accountEndpoints, {
    update: ({ tenant, claims, body }) => account.updatePocs({ tenant, claims }, body.pocList),
    cancelledChequeChange: ({ tenant, claims }) => account.requestChequeChange({ tenant, claims }),
    chequeUpload: ({ tenant, claims, file }) => account.uploadCheque({ tenant, claims }, file),
    agreements: ({ tenant }) => account.agreements(tenant.id),
    signedAgreement: ({ tenant, params }) => account.signedAgreementUrl(tenant.id, params.id),
  });
}
