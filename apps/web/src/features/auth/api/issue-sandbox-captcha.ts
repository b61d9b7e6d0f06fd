import { authEndpoints } from '@oc/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';

/** POST /captcha/sandbox: a short-lived token for the local "I'm not a robot" widget. */
export async function issueSandboxCaptcha(): Promise<string> {
  const { token } = await callEndpoint(authEndpoints.captchaSandbox);
  if (token === '') throw new Error('No captcha token in the answer');
  return token;
}

/** Asks the server for a sandbox captcha token (the widget's tick, or a fresh one before a send). */
export function useIssueSandboxCaptcha() {
  return useMutation({ mutationFn: issueSandboxCaptcha });
}
