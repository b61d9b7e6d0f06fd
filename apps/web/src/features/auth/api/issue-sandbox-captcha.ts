import { callEndpoint } from '../../../lib/endpoint';

/**
 * The auth calls' declarations (and their schemas) load when the first call goes out, not before
 * the login page's first paint (docs/performance.md "Web").
 */
const auth = () => import('@oc/contract/auth').then((m) => m.authEndpoints);

/**
 * POST /captcha/sandbox: a short-lived token for the local "I'm not a robot" widget (the widget's
 * tick, or a fresh one before a send).
 */
export async function issueSandboxCaptcha(): Promise<string> {
  const { token } = await callEndpoint((await auth()).captchaSandbox);
  if (token === '') throw new Error('No captcha token in the answer');
  return token;
}
