import type { VerifyOtpRequest } from '@oc/contract';
import { callEndpoint } from '../../../lib/endpoint';

/**
 * The auth calls' declarations (and their schemas) load when the first call goes out, not before
 * the login page's first paint (docs/performance.md "Web").
 */
const auth = () => import('@oc/contract/auth').then((m) => m.authEndpoints);

/**
 * POST /user/verifyOtp: the token pair, which the api client stores ('invalid otp' is a 400); on
 * success the session's tokens are stored.
 */
export async function verifyOtp(body: VerifyOtpRequest) {
  return callEndpoint((await auth()).verifyOtp, { body });
}
