import { accountEndpoints } from '@oc/contract';
import { featureRoutes } from '../../lib/endpoints';
import { readerOf } from '../../lib/language';
import type { AccountService } from './account.service';
import { ANSWERS } from '../../lib/answer-cache';

/** Part 2 account calls (the contract's `accountEndpoints`; the profile read is bound by kycRoutes). */
export function accountRoutes(account: AccountService) {
  return featureRoutes('account', accountEndpoints, {
    update: ({ tenant, claims, body, actor }) => account.updatePocs({ tenant, claims, actor }, body.pocList),
    cancelledChequeChange: ({ tenant, claims, actor }) =>
      account.requestChequeChange({ tenant, claims, actor }),
    chequeUpload: ({ tenant, claims, file, actor }) => account.uploadCheque({ tenant, claims, actor }, file),
    agreements: { handler: ({ tenant }) => account.agreements(tenant.id), cache: ANSWERS.fromData },
    signedAgreement: ({ tenant, claims, params, request }) =>
      account.signedAgreementUrl(
        tenant.id,
        params.id,
        `${request.protocol}://${request.host}`,
        readerOf(claims.id, request),
      ),
  });
}
