import { callEndpoint } from '../../../lib/endpoint';
import { startTransition, useEffect, useState } from 'react';

/**
 * The auth calls' declarations (and their schemas) load when the first call goes out, not before
 * the login page's first paint (docs/performance.md "Web").
 */
const auth = () => import('@oc/contract/auth').then((m) => m.authEndpoints);

/** GET /captcha/config: which captcha the login draws (sandbox widget or Google reCAPTCHA). */
export async function getCaptchaConfig(signal?: AbortSignal) {
  return callEndpoint((await auth()).captchaConfig, { ...(signal ? { signal } : {}) });
}

export type CaptchaConfig = Awaited<ReturnType<typeof getCaptchaConfig>>;

/** A failed read is tried once more after this pause (as the app's other reads, docs/ui.md "States"). */
const RETRY_DELAY_MS = 300;

let loading: Promise<CaptchaConfig> | null = null;
let loaded: CaptchaConfig | undefined;

/**
 * The captcha settings, read once per page load (they do not change while the page is open); a
 * failed read is tried once more, and a failure is not kept, so the next login screen asks again.
 */
export function loadCaptchaConfig(): Promise<CaptchaConfig> {
  loading ??= getCaptchaConfig()
    .catch(() => new Promise((r) => setTimeout(r, RETRY_DELAY_MS)).then(() => getCaptchaConfig()))
    .then(
      (config) => (loaded = config),
      (err: unknown) => {
        loading = null;
        throw err;
      },
    );
  return loading;
}

/**
 * The login's captcha settings on plain React state (the login page loads no TanStack Query,
 * docs/architecture.md "Login"): pending until the read settles; no data when it failed.
 */
export function useCaptchaConfig(): { isPending: boolean; data: CaptchaConfig | undefined } {
  const [state, setState] = useState<{ isPending: boolean; data: CaptchaConfig | undefined }>(() => ({
    isPending: loaded === undefined,
    data: loaded,
  }));
  useEffect(() => {
    if (loaded !== undefined) return;
    let live = true;
    loadCaptchaConfig().then(
      (data) => {
        if (live) startTransition(() => setState({ isPending: false, data }));
      },
      () => {
        if (live) startTransition(() => setState({ isPending: false, data: undefined }));
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
