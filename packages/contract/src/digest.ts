import { z } from 'zod';
import { envelope } from './common';
import { defineEndpoint } from './endpoint';

/**
 * The daily digest (issue 41): an opt-in summary each morning of the acting account's day before —
 * sales or trips, money in and out, what needs action — by SMS, WhatsApp or e-mail, in the owner's
 * language. One a day per account, whichever server process sends it (docs/architecture.md "Jobs").
 */

export const DIGEST_CHANNELS = ['email', 'whatsapp', 'sms'] as const;
export type DigestChannel = (typeof DIGEST_CHANNELS)[number];

/** The hour of the morning (IST) from which the day's digests go out (the server's DIGEST_HOUR_IST). */
export const DIGEST_DEFAULT_HOUR_IST = 7;

export const DIGEST_MESSAGES = {
  channel: 'Choose e-mail, WhatsApp or SMS',
  emailNeeded: 'Enter the e-mail address to send the summary to',
  email: 'Enter a valid e-mail address',
  token: 'This unsubscribe link is not valid',
} as const;

const emailSchema = z.email(DIGEST_MESSAGES.email).max(254, DIGEST_MESSAGES.email);

/** PUT {prefix}/user/digest: subscribe, or change the channel. E-mail needs an address. */
export const digestSubscribeSchema = z
  .object({
    channel: z.enum(DIGEST_CHANNELS, { error: DIGEST_MESSAGES.channel }),
    email: z.string().trim().pipe(emailSchema).nullish(),
  })
  .refine((s) => s.channel !== 'email' || Boolean(s.email), {
    message: DIGEST_MESSAGES.emailNeeded,
    path: ['email'],
  });
export type DigestSubscribeInput = z.input<typeof digestSubscribeSchema>;
export type DigestSubscribe = z.output<typeof digestSubscribeSchema>;

/** The profile form: the address may be left empty unless e-mail is chosen. */
export const digestFormSchema = z
  .object({
    channel: z.enum(DIGEST_CHANNELS, { error: DIGEST_MESSAGES.channel }),
    email: z.string().trim(),
  })
  .refine((s) => s.channel !== 'email' || s.email !== '', {
    message: DIGEST_MESSAGES.emailNeeded,
    path: ['email'],
  })
  .refine((s) => s.channel !== 'email' || emailSchema.safeParse(s.email).success, {
    message: DIGEST_MESSAGES.email,
    path: ['email'],
  });
export type DigestFormInput = z.input<typeof digestFormSchema>;

/** GET {prefix}/user/digest?channel=: the preview of one channel (default: the one subscribed, else e-mail). */
export const digestQuerySchema = z.object({
  channel: z.enum(DIGEST_CHANNELS, { error: DIGEST_MESSAGES.channel }).optional(),
});

export const digestViewSchema = z.object({
  /** Null: not subscribed. */
  subscription: z
    .object({ channel: z.enum(DIGEST_CHANNELS), email: z.string().nullable(), since: z.string() })
    .nullable(),
  /** Where SMS and WhatsApp go (the login number) and the address the profile knows, if any. */
  mobileNo: z.string(),
  knownEmail: z.string().nullable(),
  /** The hour (IST, 0–23) the digests go out. */
  hourIst: z.number(),
  /** What this morning's digest says (of yesterday), in the owner's language, for `channel`. */
  preview: z.object({
    channel: z.enum(DIGEST_CHANNELS),
    day: z.string(),
    language: z.string(),
    subject: z.string(),
    text: z.string(),
  }),
});
export type DigestView = z.infer<typeof digestViewSchema>;
export const digestViewResponseSchema = envelope(digestViewSchema);

/** POST /digest/unsubscribe: the token of a digest's link; no login. */
export const digestUnsubscribeSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, DIGEST_MESSAGES.token),
});
export const digestUnsubscribedSchema = z.object({
  /** The account whose digest stopped (or had stopped already). */
  accountName: z.string(),
});
export const digestUnsubscribedResponseSchema = envelope(digestUnsubscribedSchema);

const digestEndpoint = { access: 'tenant', tags: ['digest'] } as const;

export const digestEndpoints = {
  digest: defineEndpoint({
    ...digestEndpoint,
    method: 'GET',
    path: '/user/digest',
    query: digestQuerySchema,
    response: digestViewResponseSchema,
    errors: [400, 401, 403],
    summary: "The daily digest: the acting account's subscription and a preview of this morning's",
  }),
  subscribe: defineEndpoint({
    ...digestEndpoint,
    method: 'PUT',
    path: '/user/digest',
    audit: 'digest.subscribed',
    body: digestSubscribeSchema,
    response: digestViewResponseSchema,
    errors: [400, 401, 403],
    summary: 'Subscribe to the daily digest, or change its channel; answers the digest',
  }),
  stop: defineEndpoint({
    ...digestEndpoint,
    method: 'DELETE',
    path: '/user/digest',
    audit: 'digest.unsubscribed',
    response: digestViewResponseSchema,
    errors: [401, 403],
    summary: 'Stop the daily digest; answers the digest',
  }),
  unsubscribe: defineEndpoint({
    method: 'POST',
    path: '/digest/unsubscribe',
    access: 'public',
    audit: 'digest.unsubscribed',
    body: digestUnsubscribeSchema,
    response: digestUnsubscribedResponseSchema,
    errors: [400, 404, 429],
    tags: ['digest'],
    summary: "One-tap unsubscribe from a digest's link (no login)",
    description:
      'The token is the one in the digest that was sent. Unknown or replaced tokens are 404; a token used twice answers as the first time.',
  }),
};
