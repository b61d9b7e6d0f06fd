import type { LoginRequest } from '@oc/contract';
import { callEndpoint } from '../../../lib/endpoint';

/**
 * The auth calls' declarations (and their schemas) load when the first call goes out, not before
 * the login page's first paint (docs/performance.md "Web").
 */
const auth = () => import('@oc/contract/auth').then((m) => m.authEndpoints);

/**
 * POST /user/login: answers 'otp sent' when the OTP went out (the phone step's Send OTP and the
 * OTP step's Resend OTP).
 */
export async function requestOtp(body: LoginRequest): Promise<string> {
  return callEndpoint((await auth()).login, { body });
}
