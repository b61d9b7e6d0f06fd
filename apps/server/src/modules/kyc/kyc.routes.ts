import {
  aadhaarOtpRequestSchema,
  aadhaarOtpResponseSchema,
  aadhaarVerifyRequestSchema,
  aadhaarVerifyResponseSchema,
  errorEnvelopeSchema,
  kycVerifyRequestSchema,
  kycVerifyResponseSchema,
  userDetailsQuerySchema,
  userDetailsResponseSchema,
} from '@oc/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { claimsOf, tenantOf } from '../auth/guard';
import type { KycCaller, KycService } from './kyc.service';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
  502: errorEnvelopeSchema,
};

/** KYC belongs to OPERATOR accounts; any other acting account gets 403. */
function callerOf(request: FastifyRequest): KycCaller {
  const tenant = tenantOf(request, ['OPERATOR'], 'KYC');
  const claims = claimsOf(request);
  return { accountId: tenant.id, mobileNo: claims.mobileNo, name: claims.name };
}

/** Part 1 §7: /user/details, /user/kycVerify, /user/aadharOtp, /user/aadharVerify. */
export const kycRoutes: FastifyPluginAsyncZod<{ kyc: KycService }> = async (app, { kyc }) => {
  // 403 before the body is validated (the hook is encapsulated: it runs for these routes only).
  app.addHook('onRequest', async (request) => {
    callerOf(request);
  });

  app.get(
    '/user/details',
    {
      schema: {
        tags: ['kyc'],
        summary:
          "[profile] of the acting OPERATOR account with kycDetails (the mobile number is the token's)",
        description: 'A mobileNo query parameter is accepted for compatibility and ignored.',
        security: [{ bearer: [] }],
        querystring: userDetailsQuerySchema,
        response: { 200: userDetailsResponseSchema, ...errors },
      },
    },
    async (request) => ok(await kyc.details(callerOf(request))),
  );

  app.post(
    '/user/kycVerify',
    {
      schema: {
        tags: ['kyc'],
        summary: 'Verify PAN ({pan}), GSTIN ({gst}) or MSME/Udyam ({msme}) through the KYC provider',
        description:
          'Format and checksum are checked first (400, no provider call). Answers verified, NAME_MISMATCHED or a failure with the provider message; 409 when already verified; 502 when the provider does not answer.',
        security: [{ bearer: [] }],
        body: kycVerifyRequestSchema,
        response: { 200: kycVerifyResponseSchema, ...errors },
      },
    },
    async (request) => ok(await kyc.verify(callerOf(request), request.body)),
  );

  app.post(
    '/user/aadharOtp',
    {
      schema: {
        tags: ['kyc'],
        summary: 'Send an Aadhaar OTP (INDIVIDUAL only); decentroTxnId is the transaction to verify with',
        description:
          '12 digits with a valid Verhoeff check digit. Shares the login OTP limits of the registered number (429). decentroError carries a provider refusal; 502 when the provider does not answer.',
        security: [{ bearer: [] }],
        body: aadhaarOtpRequestSchema,
        response: { 200: aadhaarOtpResponseSchema, ...errors },
      },
    },
    async (request) => ok(await kyc.sendAadhaarOtp(callerOf(request), request.body.aadhaarNumber)),
  );

  app.post(
    '/user/aadharVerify',
    {
      schema: {
        tags: ['kyc'],
        summary:
          'Verify the Aadhaar OTP: verified, statusCode nameMismatch or wrongOtp, or a failure message',
        description:
          'A transaction lives 10 minutes and allows 3 tries; it is bound to the account and the number.',
        security: [{ bearer: [] }],
        body: aadhaarVerifyRequestSchema,
        response: { 200: aadhaarVerifyResponseSchema, ...errors },
      },
    },
    async (request) => ok(await kyc.verifyAadhaar(callerOf(request), request.body)),
  );
};
