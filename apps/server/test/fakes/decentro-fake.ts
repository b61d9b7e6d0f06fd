import type { ServerResponse } from 'node:http';
import { sendJson, startFakeServer, type FakeServer, type RecordedRequest } from './http-fake';

/** Credentials the fake accepts. */
export const FAKE_DECENTRO_CREDENTIALS = {
  clientId: 'cid-test',
  clientSecret: 'cs-test',
  moduleSecret: 'ms-test',
};

const REGISTRY: Record<string, Record<string, object>> = {
  PAN: {
    ABCPK4821L: { idNumber: 'ABCPK4821L', idStatus: 'VALID', name: 'RAJESH KUMAR' },
    AADCS7412M: { idNumber: 'AADCS7412M', idStatus: 'VALID', name: 'SHARMA TRAVELS PRIVATE LIMITED' },
    AAAPL1234C: { idNumber: 'AAAPL1234C', idStatus: 'VALID', name: 'ARJUN MEHTA' },
  },
  GSTIN: {
    '29AADCS7412M1ZY': {
      gstin: '29AADCS7412M1ZY',
      legalName: 'SHARMA TRAVELS PRIVATE LIMITED',
      tradeName: 'SHARMA TRAVELS',
    },
  },
  UDYAM: { 'UDYAM-MH-19-0012345': { enterpriseName: 'SHIV SHAKTI TRAVELS' } },
};

function failure(res: ServerResponse, status: number, responseKey: string, message: string) {
  sendJson(res, status, {
    decentroTxnId: 'DECFAIL',
    status: 'FAILURE',
    responseCode: 'E00000',
    message,
    responseKey,
  });
}

/**
 * A local stand-in for Decentro's KYC API (shapes of docs.decentro.tech, see DecentroKyc):
 * public-registry validate, Aadhaar OTP generate and validate, with its error answers.
 * PAN ERRPE0000R → 500 error_provider_error; Aadhaar 384756102943 → 504 without JSON;
 * Aadhaar 730162485916 → mobile not linked; OTP 123456 is right.
 */
export async function startFakeDecentro(): Promise<FakeServer> {
  return startFakeServer((req: RecordedRequest, res) => {
    const h = req.headers;
    if (
      h.client_id !== FAKE_DECENTRO_CREDENTIALS.clientId ||
      h.client_secret !== FAKE_DECENTRO_CREDENTIALS.clientSecret ||
      h.module_secret !== FAKE_DECENTRO_CREDENTIALS.moduleSecret
    )
      return failure(res, 401, 'error_unauthorized_module', 'Authentication failed for this module');
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(req.body) as Record<string, unknown>;
    } catch {
      return failure(res, 400, 'error_malformed_request', 'Malformed JSON request');
    }
    if (typeof body.reference_id !== 'string' || !body.reference_id)
      return failure(res, 400, 'error_empty_reference_id', 'Empty reference_id');

    if (req.url.pathname === '/kyc/public_registry/validate') {
      if (body.consent !== 'Y') return failure(res, 400, 'error_consent_false', 'Consent must be Y');
      const id = String(body.id_number);
      if (id === 'ERRPE0000R')
        return failure(res, 500, 'error_provider_error', 'Provider responded with a failure');
      const found = REGISTRY[String(body.document_type)]?.[id];
      if (!found)
        return sendJson(res, 200, {
          kycStatus: 'FAILURE',
          status: 'FAILURE',
          message: 'Invalid ID number or combination of inputs',
          responseKey: 'error_invalid_id_number',
          responseCode: 'E00016',
        });
      return sendJson(res, 200, {
        kycStatus: 'SUCCESS',
        status: 'SUCCESS',
        message: `KYC Details for ${String(body.document_type)} retrieved successfully`,
        kycResult: found,
        responseKey: 'success_kyc',
        responseCode: 'S00000',
        decentroTxnId: 'DECREG1',
      });
    }

    if (req.url.pathname === '/v2/kyc/aadhaar_connect') {
      if (body.consent !== true) return failure(res, 400, 'error_consent_false', 'Consent must be true');
      const n = String(body.aadhaar_number);
      if (n === '384756102943') {
        res.writeHead(504, { 'content-type': 'text/html' });
        return res.end('<html>Gateway Timeout</html>');
      }
      if (n === '730162485916')
        return failure(
          res,
          200,
          'error_aadhaar_number_mobile_not_linked',
          'Aadhaar number does not have a mobile number linked to it',
        );
      return sendJson(res, 200, {
        decentroTxnId: `DEC${n.slice(-4)}`,
        status: 'SUCCESS',
        responseCode: 'S00000',
        message: 'OTP generated and sent successfully on the registered mobile number.',
        responseKey: 'success_otp_generated',
      });
    }

    if (req.url.pathname === '/v2/kyc/aadhaar_connect/otp/validate') {
      const txn = String(body.initiation_transaction_id);
      if (txn === 'DECOLD1') return failure(res, 200, 'error_otp_expired', 'OTP expired');
      if (!txn.startsWith('DEC'))
        return failure(res, 200, 'error_invalid_transaction_id', 'Invalid transaction id');
      if (body.otp !== '123456') return failure(res, 200, 'error_invalid_otp', 'Invalid OTP');
      const names: Record<string, string> = { DEC4600: 'Rajesh Kumar', DEC1723: 'Arjun Mehta' };
      const name = names[txn];
      if (!name) return failure(res, 200, 'error_aadhaar_data_not_found', 'Aadhaar data not found');
      return sendJson(res, 200, {
        decentroTxnId: 'DECVAL1',
        status: 'SUCCESS',
        responseCode: 'S00000',
        message: 'Aadhaar XML file downloaded successfully',
        responseKey: 'success_aadhaar_xml_downloaded',
        data: { proofOfIdentity: { name, gender: 'M', dob: '01-01-1980' } },
      });
    }
    return failure(res, 404, 'error_invalid_endpoint', 'Invalid API endpoint');
  });
}
