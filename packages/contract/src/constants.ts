/**
 * The contract's plain values: paths, names, messages and rules that need no schema. This module
 * imports no zod, so the web's login route can use it without the schemas (`@oc/contract/constants`,
 * docs/performance.md "Web"); everything here is also exported by the package root.
 */
export * from './routes';

/** Base path of the operator API. */
export const API_BASE = '/api/v1';

/** The four user types (business models) of part 1 §6. */
export const USER_TYPES = ['OPERATOR', 'BUSOWNER', 'ELECTRIC', 'CABOWNER'] as const;
export type UserType = (typeof USER_TYPES)[number];

/**
 * How a person sees each business model (the switcher, notices, messages). The user type is an
 * internal code: no text shown to a person names it (docs/ui.md "States").
 */
export const USER_TYPE_LABELS: Record<UserType, string> = {
  OPERATOR: 'GDS',
  BUSOWNER: 'MG',
  ELECTRIC: 'Electric',
  CABOWNER: 'Cab',
};

/**
 * The 403 answer when a feature is not part of the acting business model (the endpoint's
 * `accountTypes` leave it out): 'The MG business model does not include Wallet.'
 */
export function notInModelMessage(feature: string, type: UserType): string {
  return `The ${USER_TYPE_LABELS[type]} business model does not include ${feature}.`;
}

const NOT_IN_MODEL_PATTERN = /* @__PURE__ */ new RegExp(
  `^The (${Object.values(USER_TYPE_LABELS).join('|')}) business model does not include .+\\.$`,
);

/** Whether a 403's message is {@link notInModelMessage}'s (a notice, not a failure). */
export function isNotInModelMessage(message: string): boolean {
  return NOT_IN_MODEL_PATTERN.test(message);
}

/** The title of the notice a screen shows in place of a feature that is not part of the model. */
export const NOT_IN_MODEL_TITLE = 'This screen is not part of your business model';

/** Path prefix per business model (part 1 §6 call routing); GDS operators have none. */
export const MODEL_PREFIX: Record<UserType, string> = {
  OPERATOR: '',
  BUSOWNER: '/mg',
  ELECTRIC: '/electric',
  CABOWNER: '/cabOperator',
};

/**
 * The paths of the calls an app page's first paint reads (under the model's prefix): their
 * endpoints are declared with these (auth.ts `me`, home.ts, contracts.ts `tripRevenue`), and the
 * web's early reads ask for them before any schema has loaded (apps/web/src/lib/early-reads.ts).
 */
export const FIRST_READ_PATHS = {
  me: '/user/me',
  homeSummary: '/user/',
  mgSummary: '/user/revenueDetails',
  tripRevenue: '/user/tripRevenue',
} as const;

/** The provider's staff API (issue 38): its own prefix, tokens and roles (staff.ts). */
export const STAFF_API_BASE = '/api/admin/v1';
/** The ingestion API of the provider's systems (issue 39): API keys, not tokens (ingest.ts). */
export const INGEST_API_BASE = '/api/ingest/v1';
/** Staff roles: `support` sees, `finance` proposes and approves money, `admin` does everything. */
export const STAFF_ROLES = ['support', 'finance', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Header naming which of the caller's accounts acts (ARCHITECTURE.md §3). */
export const ACCOUNT_HEADER = 'x-user-id';

/** The literal answer of any call made without a valid access token. */
export const UNAUTHORIZED_MESSAGE = 'failed with 401';

/** The answer when the caller has no account in the requested business model. */
export const NOT_REGISTERED_IN_MODEL = 'not registered in this model';
export const NOT_REGISTERED_IN_MODEL_TEXT =
  "You've not registered with us in this model. Please reach out to your POC.";

/** A validation failure's field error: `errors[]` of the error envelope. */
export interface FieldError {
  path: string;
  message: string;
}

/** Part 1 §5/§8: an empty or short number (and anything else that is not 10 digits). */
export const MOBILE_NUMBER_REQUIRED = 'Mobile Number is required';
/** A number of 6 to 9 digits: nearly typed, so say what is missing (issue 12). */
export const MOBILE_NUMBER_INCOMPLETE = 'Enter all 10 digits of your mobile number';

/** Login (part 1 §5, §8). */
export const OTP_LENGTH = 4;
export const OTP_RESEND_SECONDS = 30;
export const OTP_SENT = 'otp sent';
export const INVALID_OTP = 'invalid otp';
export const USER_NOT_REGISTERED = 'User Not Registered';
export const CAPTCHA_FAILED = 'ReCAPTCHA verification failed';

export const OTP_REQUIRED = 'Please enter OTP';
export const OTP_FORMAT = 'OTP is 4 digits';
export const MOBILE_NUMBER_INVALID = 'Enter a valid 10-digit Indian mobile number';

/**
 * The mobile number's first problem, as `mobileNoSchema` (common.ts) finds it on a trimmed string,
 * or null: the login form checks with this before sending, without a schema library
 * (common.test.ts holds the two to the same answers).
 */
export function mobileNoProblem(value: string): string | null {
  const v = value.trim();
  if (/^\d{6,9}$/.test(v)) return MOBILE_NUMBER_INCOMPLETE;
  if (!/^\d{10}$/.test(v)) return MOBILE_NUMBER_REQUIRED;
  if (!/^[6-9]/.test(v)) return MOBILE_NUMBER_INVALID;
  return null;
}

/** The OTP's first problem, as `verifyOtpRequestSchema` (auth.ts) finds it, or null. */
export function otpProblem(value: string): string | null {
  const v = value.trim();
  if (v === '') return OTP_REQUIRED;
  if (!/^\d{4}$/.test(v)) return OTP_FORMAT;
  return null;
}

/** The payment result page's first words (part 1 §8), shown while its code still loads. */
export const PAYMENT_PROCESSING = 'Processing your payment...';

/**
 * Part 1 §1: the desktop or mobile layout is chosen from the browser's user agent. The web picks
 * its layout with this rule (apps/web/src/lib/device.ts) and the server the prerendered login page
 * of the same layout (apps/server/src/app.ts), so the two always agree.
 */
const MOBILE_USER_AGENT =
  /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile|Silk|Kindle|KFAPWI|PlayBook|BB10/i;

export type DeviceKind = 'mobile' | 'desktop';

/** The layout for a user agent (an empty or missing one is a desktop). */
export function deviceOf(userAgent: string | undefined): DeviceKind {
  return userAgent && MOBILE_USER_AGENT.test(userAgent) ? 'mobile' : 'desktop';
}

/**
 * The login page drawn at build time, one file per layout in the web build's output
 * (apps/web/vite.config.ts `prerenderLogin`); the server sends the one of the browser's layout for
 * GET /login (docs/architecture.md "Access and navigation (web)").
 */
export const PRERENDERED_LOGIN_FILES: Record<DeviceKind, string> = {
  desktop: 'login.html',
  mobile: 'login-mobile.html',
};
