import { authEndpoints } from '@oc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';
import { authKeys } from './keys';

/** GET /captcha/config: which captcha the login draws (sandbox widget or Google reCAPTCHA). */
export function getCaptchaConfig(signal?: AbortSignal) {
  return callEndpoint(authEndpoints.captchaConfig, { ...(signal ? { signal } : {}) });
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
