import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLAIM_APPROVAL_PROPOSAL_RUPEES, DIGEST_DEFAULT_HOUR_IST } from '@oc/contract';
import { z } from 'zod';

/** The server package root (apps/server), whether running from src/ (tsx) or dist/ (bundle). */
export const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === '' ? undefined : v));
const secret = optionalString.pipe(
  z.string().min(32, 'must be at least 32 characters (use `openssl rand -hex 32`)').optional(),
);

/** Test numbers with fixed OTPs, as `9000000001:1234,9000000002:1234`. */
const testNumbers = optionalString.transform((v, ctx) => {
  const map = new Map<string, string>();
  if (!v) return map;
  for (const pair of v.split(',')) {
    const [num, otp] = pair.split(':').map((s) => s.trim());
    if (!num || !otp || !/^\d{10}$/.test(num) || !/^\d{4}$/.test(otp)) {
      ctx.addIssue({
        code: 'custom',
        message: `TEST_NUMBERS entry "${pair}" must look like 9000000001:1234`,
      });
      return z.NEVER;
    }
    map.set(num, otp);
  }
  return map;
});

/** Addresses proxy-addr (Fastify's trustProxy) knows by name. */
const PROXY_PRESETS = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_PRESETS.includes(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  if (/^\d{1,3}$/.test(bits)) return Number(bits) <= (family === 4 ? 32 : 128);
  // proxy-addr also takes a dotted netmask: 10.0.0.0/255.0.0.0
  return family === 4 && isIP(bits) === 4;
}

/** Fastify's trustProxy as this server sets it: nobody, a trust function (hop count), or addresses. */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/**
 * Trusts the nearest `hops` peers: the client address is the one the farthest of them saw. Fastify's
 * own numeric trustProxy trusts nobody (a direct client could claim any address), so the hop count
 * is a function; it is only safe when clients cannot reach the server except through the proxies
 * (README, docs/security.md).
 */
export function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

/**
 * Which peers may tell the client's address in X-Forwarded-For (rate limits count per address):
 * nobody (unset, `false`, `0`), the N proxies in front (`1`, `2`, …), or the proxies at these
 * addresses (`10.0.0.5,10.1.0.0/16,loopback`), which also holds when the server can be reached
 * directly. `true` would trust whatever a client writes in the header, and is refused.
 */
const trustProxy = optionalString.transform((v, ctx): false | number | string[] => {
  if (v === undefined || v === 'false' || v === '0') return false;
  if (v === 'true') {
    ctx.addIssue({
      code: 'custom',
      message:
        'true would trust any X-Forwarded-For a client sends (and let it dodge the per-IP limits): ' +
        'give the number of proxies in front of the server (usually 1) or their addresses (10.0.0.5,10.1.0.0/16)',
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops > 10) {
      ctx.addIssue({ code: 'custom', message: `${v} proxies in front of the server? Give at most 10` });
      return z.NEVER;
    }
    return hops;
  }
  const entries = v.split(',').map((e) => e.trim());
  const bad = entries.filter((e) => !isProxyAddress(e));
  if (bad.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message:
        `"${bad.join('", "')}" is not an IP address or CIDR range: give a number of proxies (1) or ` +
        'their addresses, e.g. 10.0.0.5,10.1.0.0/16 (loopback, linklocal, uniquelocal also work)',
    });
    return z.NEVER;
  }
  return entries;
});

/**
 * The outside providers (docs/architecture.md "Providers"), one declaration each: the variable that
 * chooses it (`sandbox`, the default, or the real one), the settings the real one needs (config key
 * → variable; `SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID.` when one is missing),
 * optional settings, and its endpoints with their defaults. {@link readProvider} reads any of them.
 */
const PROVIDERS = {
  sms: {
    select: 'SMS_PROVIDER',
    real: 'msg91',
    required: { authKey: 'MSG91_AUTH_KEY', templateId: 'MSG91_TEMPLATE_ID' },
    /**
     * MSG91 Flow template of transactional texts (the cab driver's trip message); variable `message`.
     * The OTP template in Hindi (its DLT wording), for people whose language is Hindi.
     */
    optional: { textTemplateId: 'MSG91_TEXT_TEMPLATE_ID', hindiTemplateId: 'MSG91_TEMPLATE_ID_HI' },
    urls: { baseUrl: ['MSG91_BASE_URL', 'https://control.msg91.com'] },
  },
  captcha: {
    select: 'CAPTCHA_PROVIDER',
    real: 'recaptcha',
    required: { siteKey: 'RECAPTCHA_SITE_KEY', secret: 'RECAPTCHA_SECRET' },
    urls: { verifyUrl: ['RECAPTCHA_VERIFY_URL', 'https://www.google.com/recaptcha/api/siteverify'] },
  },
  payments: {
    select: 'PAYMENT_PROVIDER',
    real: 'razorpay',
    required: {
      keyId: 'RAZORPAY_KEY_ID',
      keySecret: 'RAZORPAY_KEY_SECRET',
      webhookSecret: 'RAZORPAY_WEBHOOK_SECRET',
    },
    urls: { baseUrl: ['RAZORPAY_BASE_URL', 'https://api.razorpay.com'] },
  },
  /** KYC verification (PAN, GSTIN, Udyam, Aadhaar OTP): offline sandbox or Decentro. */
  kyc: {
    select: 'KYC_PROVIDER',
    real: 'decentro',
    required: {
      clientId: 'DECENTRO_CLIENT_ID',
      clientSecret: 'DECENTRO_CLIENT_SECRET',
      moduleSecret: 'DECENTRO_MODULE_SECRET',
    },
    urls: { baseUrl: ['DECENTRO_BASE_URL', 'https://in.decentro.tech'] },
  },
  /** Click-to-call (cab trips): offline sandbox (call log only) or Exotel's connect-call API. */
  telephony: {
    select: 'TELEPHONY_PROVIDER',
    real: 'exotel',
    required: {
      accountSid: 'EXOTEL_ACCOUNT_SID',
      apiKey: 'EXOTEL_API_KEY',
      apiToken: 'EXOTEL_API_TOKEN',
      /** The ExoPhone (virtual number) both parties see. */
      callerId: 'EXOTEL_CALLER_ID',
    },
    /** Exotel's API host of the account's cluster (Singapore: api.exotel.com, Mumbai: api.in.exotel.com). */
    urls: { baseUrl: ['EXOTEL_BASE_URL', 'https://api.exotel.com'] },
  },
  /**
   * E-mail (the daily digest): offline sandbox (the `message_outbox` table) or SMTP through nodemailer.
   * `SMTP_URL`: `smtp://user:pass@host:587` (STARTTLS) or `smtps://user:pass@host:465`.
   */
  email: {
    select: 'EMAIL_PROVIDER',
    real: 'smtp',
    required: { from: 'EMAIL_FROM' },
    urls: { url: ['SMTP_URL', 'smtp://localhost:587'] },
  },
  /** WhatsApp (the daily digest): offline sandbox or the WhatsApp Business Cloud API, one approved template. */
  whatsapp: {
    select: 'WHATSAPP_PROVIDER',
    real: 'cloudapi',
    required: {
      accessToken: 'WHATSAPP_ACCESS_TOKEN',
      phoneNumberId: 'WHATSAPP_PHONE_NUMBER_ID',
      template: 'WHATSAPP_DIGEST_TEMPLATE',
    },
    urls: { baseUrl: ['WHATSAPP_BASE_URL', 'https://graph.facebook.com/v21.0'] },
  },
} as const satisfies Record<string, ProviderDeclaration>;

interface ProviderDeclaration {
  select: string;
  real: string;
  required: Readonly<Record<string, string>>;
  optional?: Readonly<Record<string, string>>;
  urls: Readonly<Record<string, readonly [variable: string, defaultUrl: string]>>;
}

/** A provider's configuration: the sandbox, or the real one with its settings. */
export type ProviderConfig<D extends ProviderDeclaration> =
  | { provider: 'sandbox' }
  | ({ provider: D['real'] } & { -readonly [K in keyof D['required'] | keyof D['urls']]: string } & {
      -readonly [K in keyof D['optional']]?: string;
    });

/** The variables of every provider, in the table's order: choice, settings, endpoints. */
const providerEnvSchema = z.object(
  Object.fromEntries(
    Object.values(PROVIDERS).flatMap((d: ProviderDeclaration) => [
      [d.select, z.enum(['sandbox', d.real]).default('sandbox')],
      ...[...Object.values(d.required), ...Object.values(d.optional ?? {})].map((name) => [
        name,
        optionalString,
      ]),
      ...Object.values(d.urls).map(([name, url]) => [name, z.url().default(url)]),
    ]),
  ) as Record<string, z.ZodType<string | undefined>>,
);

const joinAnd = (names: string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');

/** One provider's configuration from the parsed variables; a missing setting is added to `problems`. */
function readProvider<D extends ProviderDeclaration>(
  d: D,
  vars: Record<string, string | undefined>,
  problems: string[],
): ProviderConfig<D> {
  if (vars[d.select] !== d.real) return { provider: 'sandbox' };
  const required = Object.values(d.required);
  if (required.some((name) => !vars[name]))
    problems.push(`${d.select}=${d.real} needs ${joinAnd(required)}.`);
  const settings = [
    ...Object.entries(d.required).map(([key, name]) => [key, vars[name] ?? '']),
    ...Object.entries(d.optional ?? {}).map(([key, name]) => [key, vars[name]]),
    ...Object.entries(d.urls).map(([key, [name]]) => [key, vars[name]]),
  ];
  // The keys are the declaration's own: the type says which.
  return { provider: d.real, ...Object.fromEntries(settings) } as ProviderConfig<D>;
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  DATA_DIR: z.string().default('./data'),
  APP_MODE: z.enum(['demo', 'production']).default('demo'),
  JWT_SECRET: secret,
  HASH_SECRET: secret,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * HTTP timeouts in ms (docs/security.md "Timeouts"): the request's headers must all arrive within
   * HTTP_HEADERS_TIMEOUT_MS of its start and the whole request, body included, within
   * HTTP_REQUEST_TIMEOUT_MS (else 408 and the connection is closed); a connection on which nothing
   * moves for HTTP_IDLE_TIMEOUT_MS is closed; a kept-alive connection waits HTTP_KEEP_ALIVE_TIMEOUT_MS
   * for its next request.
   */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(120_000),
  HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(72_000),
  /** Memory for the answer cache of the heavy list routes, in MB (0: off). */
  ANSWER_CACHE_MB: z.coerce.number().int('must be a whole number of MB').min(0).max(4096).default(64),
  /** A claim approval above this many rupees is a proposal a second finance or admin user approves. */
  CLAIM_APPROVAL_PROPOSAL_RUPEES: z.coerce
    .number()
    .int('must be whole rupees')
    .min(0)
    .max(10_000_000)
    .default(CLAIM_APPROVAL_PROPOSAL_RUPEES),
  /** The hour of the morning (IST, 0–23) from which each day's digests go out (issue 41). */
  DIGEST_HOUR_IST: z.coerce
    .number()
    .int('must be a whole hour')
    .min(0)
    .max(23)
    .default(DIGEST_DEFAULT_HOUR_IST),
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  WEB_DIST: optionalString,
  TRUST_PROXY: trustProxy,
  /** Fixed OTPs for listed numbers (Firebase-style test numbers). Demo mode adds the demo users. */
  TEST_NUMBERS: testNumbers,
  /** The folder of stored files with STORAGE_PROVIDER=local: outside any static root. */
  STORAGE_DIR: optionalString,
  /** Where stored files (uploads, generated documents, payout reports) live: STORAGE_DIR, or an S3-compatible bucket. */
  STORAGE_PROVIDER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: optionalString,
  S3_REGION: z.string().trim().min(1).default('ap-south-1'),
  /** An S3-compatible endpoint (MinIO, …); unset = AWS S3 of S3_REGION. */
  S3_ENDPOINT: optionalString.pipe(z.url().optional()),
  /** Unset: the AWS SDK's default credentials (environment, instance role, …). */
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /**
   * Production mode refuses the offline sandboxes (the sandbox checkout credits a wallet without
   * taking money; the sandbox captcha and KYC always pass) unless this is 'true', e.g. for a staging
   * rehearsal. The command-line tools, which use no provider, set it themselves.
   */
  ALLOW_SANDBOX_PROVIDERS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  mode: 'demo' | 'production';
  dataDir: string;
  database: { kind: 'pglite'; dir: string } | { kind: 'postgres'; url: string };
  secrets: { jwt: string; hash: string };
  logLevel: Env['LOG_LEVEL'];
  /** Bytes of memory for the answer cache (lib/answer-cache.ts); 0 turns it off. */
  answerCacheBytes: number;
  /** A claim approval above this many rupees is a proposal (contract CLAIM_APPROVAL_PROPOSAL_RUPEES). */
  claimApprovalProposalRupees: number;
  /** The HTTP server's timeouts, ms (docs/security.md "Timeouts"). */
  http: {
    headersTimeoutMs: number;
    requestTimeoutMs: number;
    idleTimeoutMs: number;
    keepAliveTimeoutMs: number;
  };
  publicUrl: string;
  /**
   * True when PUBLIC_URL was set: links given to a browser (agreements) are built on it. Unset, they
   * are built on the host the request came to (127.0.0.1 stays 127.0.0.1), never on the default.
   */
  publicUrlConfigured: boolean;
  webDist: string;
  /** Fastify's trustProxy: nobody, the N nearest proxies, or the proxies' addresses (never all). */
  trustProxy: TrustProxy;
  testNumbers: ReadonlyMap<string, string>;
  sms: ProviderConfig<typeof PROVIDERS.sms>;
  telephony: ProviderConfig<typeof PROVIDERS.telephony>;
  captcha: ProviderConfig<typeof PROVIDERS.captcha>;
  payments: ProviderConfig<typeof PROVIDERS.payments>;
  email: ProviderConfig<typeof PROVIDERS.email>;
  whatsapp: ProviderConfig<typeof PROVIDERS.whatsapp>;
  /** The hour (IST) from which the day's digests go out. */
  digestHourIst: number;
  /** Where every stored file lives (docs/architecture.md "Files"). */
  fileStorage:
    | { provider: 'local'; dir: string }
    | {
        provider: 's3';
        bucket: string;
        region: string;
        endpoint: string | undefined;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
      };
  kyc: ProviderConfig<typeof PROVIDERS.kyc>;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The demo users' mobile numbers; in demo mode they log in with OTP 1234. */
export const DEMO_NUMBERS = [
  '9000000001',
  '9000000002',
  '9000000003',
  '9000000004',
  '9000000005',
  '9000000006',
  '9000000007',
];
export const DEMO_OTP = '1234';

function demoSecrets(dataDir: string): { jwt: string; hash: string } {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const parsed = z
      .object({ jwt: z.string().min(32), hash: z.string().min(32) })
      .safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (parsed.success) return parsed.data;
  }
  const created = { jwt: randomBytes(32).toString('hex'), hash: randomBytes(32).toString('hex') };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(created, null, 2), { mode: 0o600 });
  return created;
}

/** Parses the environment once. Nothing else in the server reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  const providerVars = providerEnvSchema.safeParse(env);
  if (!parsed.success || !providerVars.success) {
    const issues = [...(parsed.error?.issues ?? []), ...(providerVars.error?.issues ?? [])];
    const lines = issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const problems: string[] = [];

  let secrets: Config['secrets'];
  if (e.APP_MODE === 'production') {
    if (!e.JWT_SECRET) problems.push('JWT_SECRET is required in production mode (at least 32 characters).');
    if (!e.HASH_SECRET) problems.push('HASH_SECRET is required in production mode (at least 32 characters).');
    secrets = { jwt: e.JWT_SECRET ?? '', hash: e.HASH_SECRET ?? '' };
  } else {
    const generated = e.JWT_SECRET && e.HASH_SECRET ? undefined : demoSecrets(dataDir);
    secrets = { jwt: e.JWT_SECRET ?? generated?.jwt ?? '', hash: e.HASH_SECRET ?? generated?.hash ?? '' };
  }

  const vars = providerVars.data;
  const sms = readProvider(PROVIDERS.sms, vars, problems);
  const captcha = readProvider(PROVIDERS.captcha, vars, problems);
  const payments = readProvider(PROVIDERS.payments, vars, problems);
  const kyc = readProvider(PROVIDERS.kyc, vars, problems);
  const telephony = readProvider(PROVIDERS.telephony, vars, problems);
  const email = readProvider(PROVIDERS.email, vars, problems);
  const whatsapp = readProvider(PROVIDERS.whatsapp, vars, problems);
  if (e.APP_MODE === 'production' && !e.ALLOW_SANDBOX_PROVIDERS) {
    const chosen = { sms, captcha, payments, kyc, telephony, email, whatsapp };
    for (const [kind, d] of Object.entries(PROVIDERS) as [keyof typeof PROVIDERS, ProviderDeclaration][])
      if (chosen[kind].provider === 'sandbox')
        problems.push(
          `${d.select} is the offline sandbox, which production mode does not run: set ${d.select}=${d.real} ` +
            '(or ALLOW_SANDBOX_PROVIDERS=true for a rehearsal without real providers).',
        );
  }
  if (e.STORAGE_PROVIDER === 's3') {
    if (!e.S3_BUCKET) problems.push('STORAGE_PROVIDER=s3 needs S3_BUCKET.');
    if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
      problems.push(
        'Give both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the default AWS credentials).',
      );
  }
  if (e.HTTP_HEADERS_TIMEOUT_MS > e.HTTP_REQUEST_TIMEOUT_MS)
    problems.push(
      'HTTP_HEADERS_TIMEOUT_MS must not be longer than HTTP_REQUEST_TIMEOUT_MS (the headers are part of the request).',
    );
  if (problems.length > 0) throw new ConfigError(`Refusing to start:\n  ${problems.join('\n  ')}`);

  const testNumbers = new Map(e.TEST_NUMBERS);
  if (e.APP_MODE === 'demo')
    for (const n of DEMO_NUMBERS) if (!testNumbers.has(n)) testNumbers.set(n, DEMO_OTP);

  return {
    port: e.PORT,
    host: e.HOST,
    mode: e.APP_MODE,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dir: path.join(dataDir, 'pglite') },
    secrets,
    logLevel: e.LOG_LEVEL,
    answerCacheBytes: e.ANSWER_CACHE_MB * 1024 * 1024,
    claimApprovalProposalRupees: e.CLAIM_APPROVAL_PROPOSAL_RUPEES,
    http: {
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      idleTimeoutMs: e.HTTP_IDLE_TIMEOUT_MS,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    },
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    publicUrlConfigured: e.PUBLIC_URL !== undefined,
    webDist: path.resolve(e.WEB_DIST ?? path.join(SERVER_ROOT, '..', 'web', 'dist')),
    trustProxy: typeof e.TRUST_PROXY === 'number' ? trustHops(e.TRUST_PROXY) : e.TRUST_PROXY,
    testNumbers,
    sms,
    captcha,
    payments,
    fileStorage:
      e.STORAGE_PROVIDER === 's3'
        ? {
            provider: 's3',
            bucket: e.S3_BUCKET ?? '',
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          }
        : { provider: 'local', dir: path.resolve(e.STORAGE_DIR ?? path.join(dataDir, 'storage')) },
    kyc,
    telephony,
    email,
    whatsapp,
    digestHourIst: e.DIGEST_HOUR_IST,
  };
}
