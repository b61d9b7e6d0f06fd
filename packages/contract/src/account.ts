import { z } from 'zod';
import { envelope, uuidSchema } from './common';
import { defineEndpoint } from './endpoint';
import { userDetailsResponseSchema } from './kyc';
import { updateProfileRequestSchema } from './account-profile';

/**
 * Account (part 2 §2–§7; docs/architecture.md "Account"): points of contact, bank proof and signed
 * agreements. The profile itself is GET /user/details (`kycEndpoints.details`), shared with KYC.
 */

/** One signed agreement (part 2 §3 Agreement). `signedOn` is an ISO instant. */
export const agreementSchema = z.object({
  _id: z.string(),
  name: z.string(),
  operatorEsignDetails: z.object({ signedOn: z.string() }),
});
export type Agreement = z.infer<typeof agreementSchema>;
export const agreementListResponseSchema = envelope(z.array(agreementSchema));

/** GET /user/signedAgreement/:id: a short-lived link of this server to the signed PDF. */
export const signedAgreementResponseSchema = envelope(z.url());

export const AGREEMENT_MESSAGES = { notFound: 'Agreement not found' } as const;

const accountEndpoint = { access: 'tenant', tags: ['account'] } as const;

/** Part 2 §7 account calls (the profile read is `kycEndpoints.details`). */
export const accountEndpoints = {
  update: defineEndpoint({
    ...accountEndpoint,
    feature: 'Account profile',
    method: 'POST',
    path: '/user/update',
    audit: 'account.pocs_updated',
    body: updateProfileRequestSchema,
    response: userDetailsResponseSchema,
    errors: [400, 401, 403],
    summary: 'Replace the points of contact; answers [profile]',
    description:
      'Each POC: a name (1–80 characters, trimmed), an area (at most 80), a department (SALES, OPERATIONS, PICKUPS) and a valid Indian mobile number; at most 20. Errors name `pocList.<i>.<field>`; nothing is changed then.',
  }),
  cancelledChequeChange: defineEndpoint({
    ...accountEndpoint,
    accountTypes: ['OPERATOR'],
    feature: 'Bank proof',
    method: 'GET',
    path: '/user/cancelledChequeChange',
    // A GET that changes data (the spec's): APPROVED → CHANGE_REQUESTED.
    audit: 'account.bank_proof_change_requested',
    response: userDetailsResponseSchema,
    errors: [401, 403, 409],
    summary: 'Request a change of verified bank details: APPROVED → CHANGE_REQUESTED; answers [profile]',
    description: 'Any other state is 409. The change is recorded with who and when.',
  }),
  chequeUpload: defineEndpoint({
    ...accountEndpoint,
    accountTypes: ['OPERATOR'],
    feature: 'Bank proof',
    method: 'POST',
    path: '/user/chequeUpload',
    audit: 'account.bank_proof_uploaded',
    upload: { feature: 'chequeProof', fileField: 'myFile' },
    response: userDetailsResponseSchema,
    errors: [400, 401, 403, 409, 413, 415, 429],
    summary: 'Upload a cancelled cheque (multipart, field myFile): status PENDING; answers [profile]',
    description:
      "JPEG, PNG, WebP or PDF up to 5 MB, checked by content. Allowed with no bank proof yet, REJECTED or CHANGE_REQUESTED (APPROVED or PENDING: 409). No file: 400 'please upload a file'.",
  }),
  agreements: defineEndpoint({
    ...accountEndpoint,
    accountTypes: ['OPERATOR', 'BUSOWNER'],
    feature: 'Agreements',
    method: 'GET',
    path: '/user/agreement',
    response: agreementListResponseSchema,
    errors: [401, 403],
    summary: "The account's signed agreements, newest first",
  }),
  signedAgreement: defineEndpoint({
    ...accountEndpoint,
    accountTypes: ['OPERATOR', 'BUSOWNER'],
    feature: 'Agreements',
    method: 'GET',
    path: '/user/signedAgreement/:id',
    params: z.object({ id: uuidSchema }),
    response: signedAgreementResponseSchema,
    errors: [400, 401, 403, 404],
    summary: 'A link valid for 5 minutes to the signed agreement PDF (opened in a new tab)',
    description: "Only the acting account's agreements; another's id is 404.",
  }),
};
