import {
  captchaConfigSchema,
  envelope,
  errorEnvelopeSchema,
  loginRequestSchema,
  loginResponseSchema,
  tokenPairSchema,
  verifyOtpRequestSchema,
  meResponseSchema,
} from '@oc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { HttpError } from '../../lib/http-error';
import type { CaptchaProvider } from '../../providers/captcha/captcha';
import { SandboxCaptcha } from '../../providers/captcha/captcha';
import type { AuthService } from './auth.service';
import { authenticate, bearerToken, claimsOf } from './guard';

const errorResponses = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};

/** Public calls: captcha, login, OTP verification, token refresh, logout. */
export const publicAuthRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  captcha: CaptchaProvider;
}> = async (app, { auth, captcha }) => {
  app.get(
    '/captcha/config',
    {
      schema: {
        tags: ['auth'],
        summary: 'Captcha settings for the login screen',
        response: { 200: captchaConfigSchema },
      },
    },
    () => ok({ provider: captcha.name, siteKey: captcha.siteKey }),
  );

  if (captcha instanceof SandboxCaptcha) {
    app.post(
      '/captcha/sandbox',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sandbox captcha: a short-lived signed token for the local widget',
          response: { 200: envelope(z.object({ token: z.string() })) },
        },
      },
      () => ok({ token: captcha.issue() }),
    );
  }

  app.post(
    '/user/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Send a login OTP by SMS',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses, 502: errorEnvelopeSchema },
      },
    },
    async (request) => ok(await auth.requestOtp({ ...request.body, ip: request.ip })),
  );

  app.post(
    '/user/verifyOtp',
    {
      schema: {
        tags: ['auth'],
        summary: 'Verify the OTP; answers the access and refresh tokens',
        body: verifyOtpRequestSchema,
        response: { 200: envelope(tokenPairSchema), ...errorResponses },
      },
    },
    async (request) => ok(await auth.verifyOtp(request.body)),
  );

  app.get(
    '/user/updateToken',
    {
      schema: {
        tags: ['auth'],
        summary: 'Rotate the refresh token (sent as bearer)',
        response: { 200: envelope(tokenPairSchema), 401: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const token = bearerToken(request);
      if (!token) throw new HttpError(401, 'Session expired. Please log in again.', undefined, 'error');
      return ok(await auth.refresh(token));
    },
  );

  app.post(
    '/user/logout',
    {
      onRequest: authenticate(auth),
      schema: {
        tags: ['auth'],
        summary: "Log out: revoke this login's refresh tokens",
        response: { 200: envelope(z.string()), 401: errorEnvelopeSchema },
      },
    },
    async (request) => {
      await auth.logout(claimsOf(request));
      return ok('logged out');
    },
  );
};

/** GET {prefix}/user/me: the caller and the account acting in this business model. */
export const meRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.get(
    '/user/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The caller and the acting account of this business model',
        response: { 200: meResponseSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const user = await auth.me(claimsOf(request).id);
      const t = request.tenant;
      if (!t) throw new HttpError(401, 'failed with 401');
      return ok({ user, account: { _id: t.id, type: t.type, name: t.name, groupId: t.groupId } });
    },
  );
};
