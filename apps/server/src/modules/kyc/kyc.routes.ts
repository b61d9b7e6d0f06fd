import { kycEndpoints } from '@oc/contract';
import type { AccessClaims } from '../auth/tokens';
import type { TenantAccount } from '../auth/auth.service';
import { featureRoutes } from '../../lib/endpoints';
import type { Actor } from '../audit/audit';
import type { KycCaller, KycPaidCaller, KycService } from './kyc.service';
import type { AccountService } from '../account/account.service';
import { ANSWERS } from '../../lib/answer-cache';

/** The acting OPERATOR account and the token's person (the registered number is the token's). */
function callerOf(tenant: TenantAccount, claims: AccessClaims): KycCaller {
  return { accountId: tenant.id, mobileNo: claims.mobileNo, name: claims.name };
}

function paidCallerOf(tenant: TenantAccount, claims: AccessClaims, ip: string, actor: Actor): KycPaidCaller {
  return { ...callerOf(tenant, claims), ip, actor };
}

/**
 * Part 1 §7 KYC calls (declared in the contract's `kycEndpoints`; OPERATOR accounts only, any other
 * acting account gets 403 before the body is validated).
 */
export function kycRoutes(kyc: KycService, account: AccountService) {
  return featureRoutes('kyc', kycEndpoints, {
    // The profile of KYC and of the account screen (OPERATOR and MG): docs/architecture.md "Account".
    details: {
      handler: ({ tenant, claims }) => account.details({ tenant, claims }),
      cache: ANSWERS.fromData,
    },
    // Paid provider calls: counted per account and per client address (lib/paid-calls.ts).
    verify: ({ request, tenant, claims, body, actor }) =>
      kyc.verify(paidCallerOf(tenant, claims, request.ip, actor), body),
    aadhaarOtp: ({ request, tenant, claims, body, actor }) =>
      kyc.sendAadhaarOtp(paidCallerOf(tenant, claims, request.ip, actor), body.aadhaarNumber),
    aadhaarVerify: ({ request, tenant, claims, body, actor }) =>
      kyc.verifyAadhaar(paidCallerOf(tenant, claims, request.ip, actor), body),
  });
}
