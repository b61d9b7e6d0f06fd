import { authEndpoints } from '@oc/contract';
import { ANSWERS } from '../../lib/answer-cache';
import { featureRoutes, type FeatureRoutes } from '../../lib/endpoints';
import { HttpError } from '../../lib/http-error';
import type { CaptchaProvider } from '../../providers/captcha/captcha';
import { SandboxCaptcha } from '../../providers/captcha/captcha';
import type { AuthService } from './auth.service';
import { bearerToken } from './guard';

/**
 * Captcha, login, OTP verification, token refresh, logout and `me` (the contract's
 * `authEndpoints`). The sandbox captcha's token call is served only while the captcha provider is
 * the sandbox.
 */
export function authRoutes(auth: AuthService, captcha: CaptchaProvider): FeatureRoutes[] {
  const { captchaSandbox, ...endpoints } = authEndpoints;
  const routes = [
    featureRoutes('auth', endpoints, {
      captchaConfig: () => ({ provider: captcha.name, siteKey: captcha.siteKey }),
      login: async ({ request, body }) =>
        auth.requestOtp({ ...body, ip: request.ip, acceptLanguage: request.headers['accept-language'] }),
      verifyOtp: ({ request, body }) => auth.verifyOtp({ ...body, ip: request.ip }),
      refresh: ({ request }) => {
        const token = bearerToken(request);
        if (!token) throw new HttpError(401, 'Session expired. Please log in again.', undefined, 'error');
        return auth.refresh(token);
      },
      logout: async ({ claims }) => {
        await auth.logout(claims);
        return 'logged out';
      },
      // On every app page's first paint. Kept by the answer cache: a change to the user's row
      // gives each of the user's accounts a new data version (migration 0014), so a rename shows
      // on the next request.
      me: {
        handler: async ({ claims, tenant }) => {
          const user = await auth.me(claims.id);
          return {
            user,
            account: { _id: tenant.id, type: tenant.type, name: tenant.name, groupId: tenant.groupId },
          };
        },
        cache: ANSWERS.fromData,
      },
      savePreferences: ({ claims, body }) => auth.savePreferences(claims.id, body),
    }),
  ];
  if (captcha instanceof SandboxCaptcha) {
    routes.push(
      featureRoutes(
        'captcha-sandbox',
        { captchaSandbox },
        { captchaSandbox: () => ({ token: captcha.issue() }) },
      ),
    );
  }
  return routes;
}
