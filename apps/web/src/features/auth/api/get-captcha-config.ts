import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';
import { authKeys } from './keys';

/**
 * The auth calls' declarations (and their schemas) load when the first call goes out, not before
 * the login page's first paint (docs/performance.md "Web").
 */
const auth = () => import('@oc/contract/auth').then((m) => m.authEndpoints);

/** GET /captcha/config: which captcha the login draws (sandbox widget or Google reCAPTCHA). */
export async function getCaptchaConfig(signal?: AbortSignal) {
  return callEndpoint((await auth()).captchaConfig, { ...(signal ? { signal } : {}) });
}

export const captchaConfigQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.captchaConfig(),
    queryFn: ({ signal }) => getCaptchaConfig(signal),
    staleTime: Infinity,
    retry: 1,
  });

export function useCaptchaConfig() {
  return useQuery(captchaConfigQueryOptions());
}
