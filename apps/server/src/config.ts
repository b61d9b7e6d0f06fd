import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  WEB_DIST: optionalString,
  TRUST_PROXY: trustProxy,
  /** Fixed OTPs for listed numbers (Firebase-style test numbers). Demo mode adds the demo users. */
  TEST_NUMBERS: testNumbers,
  SMS_PROVIDER: z.enum(['sandbox', 'msg91']).default('sandbox'),
  MSG91_AUTH_KEY: optionalString,
  MSG91_TEMPLATE_ID: optionalString,
  /** MSG91 Flow template of transactional texts (the cab driver's trip message); variable `message`. */
  MSG91_TEXT_TEMPLATE_ID: optionalString,
  MSG91_BASE_URL: z.url().default('https://control.msg91.com'),
  CAPTCHA_PROVIDER: z.enum(['sandbox', 'recaptcha']).default('sandbox'),
  RECAPTCHA_SITE_KEY: optionalString,
  RECAPTCHA_SECRET: optionalString,
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'razorpay']).default('sandbox'),
  RAZORPAY_KEY_ID: optionalString,
  RAZORPAY_KEY_SECRET: optionalString,
  RAZORPAY_WEBHOOK_SECRET: optionalString,
  RAZORPAY_BASE_URL: z.url().default('https://api.razorpay.com'),
  /** Where stored files (payout reports) live: a folder outside any static root. */
  STORAGE_DIR: optionalString,
  /** Where uploads and generated documents live: this machine's STORAGE_DIR, or an S3-compatible bucket. */
  STORAGE_PROVIDER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: optionalString,
  S3_REGION: z.string().trim().min(1).default('ap-south-1'),
  /** An S3-compatible endpoint (MinIO, …); unset = AWS S3 of S3_REGION. */
  S3_ENDPOINT: optionalString.pipe(z.url().optional()),
  /** Unset: the AWS SDK's default credentials (environment, instance role, …). */
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** KYC verification (PAN, GSTIN, Udyam, Aadhaar OTP): offline sandbox or Decentro. */
  KYC_PROVIDER: z.enum(['sandbox', 'decentro']).default('sandbox'),
  DECENTRO_CLIENT_ID: optionalString,
  DECENTRO_CLIENT_SECRET: optionalString,
  DECENTRO_MODULE_SECRET: optionalString,
  DECENTRO_BASE_URL: z.url().default('https://in.decentro.tech'),
  /** Click-to-call (cab trips): offline sandbox (call log only) or Exotel's connect-call API. */
  TELEPHONY_PROVIDER: z.enum(['sandbox', 'exotel']).default('sandbox'),
  EXOTEL_ACCOUNT_SID: optionalString,
  EXOTEL_API_KEY: optionalString,
  EXOTEL_API_TOKEN: optionalString,
  /** The ExoPhone (virtual number) both parties see. */
  EXOTEL_CALLER_ID: optionalString,
  /** Exotel's API host of the account's cluster (Singapore: api.exotel.com, Mumbai: api.in.exotel.com). */
  EXOTEL_BASE_URL: z.url().default('https://api.exotel.com'),
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
  sms:
    | { provider: 'sandbox' }
    | { provider: 'msg91'; authKey: string; templateId: string; textTemplateId?: string; baseUrl: string };
  telephony:
    | { provider: 'sandbox' }
    | {
        provider: 'exotel';
        accountSid: string;
        apiKey: string;
        apiToken: string;
        callerId: string;
        baseUrl: string;
      };
  captcha:
    { provider: 'sandbox' } | { provider: 'recaptcha'; siteKey: string; secret: string; verifyUrl: string };
  payments:
    | { provider: 'sandbox' }
    | { provider: 'razorpay'; keyId: string; keySecret: string; webhookSecret: string; baseUrl: string };
  /** Folder of stored files (payout reports). */
  storageDir: string;
  /** Uploaded and generated files (docs/architecture.md "Files"). */
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
  kyc:
    | { provider: 'sandbox' }
    | { provider: 'decentro'; clientId: string; clientSecret: string; moduleSecret: string; baseUrl: string };
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
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
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

  let sms: Config['sms'] = { provider: 'sandbox' };
  if (e.SMS_PROVIDER === 'msg91') {
    if (!e.MSG91_AUTH_KEY || !e.MSG91_TEMPLATE_ID)
      problems.push('SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID.');
    sms = {
      provider: 'msg91',
      authKey: e.MSG91_AUTH_KEY ?? '',
      templateId: e.MSG91_TEMPLATE_ID ?? '',
      textTemplateId: e.MSG91_TEXT_TEMPLATE_ID,
      baseUrl: e.MSG91_BASE_URL,
    };
  }
  let telephony: Config['telephony'] = { provider: 'sandbox' };
  if (e.TELEPHONY_PROVIDER === 'exotel') {
    if (!e.EXOTEL_ACCOUNT_SID || !e.EXOTEL_API_KEY || !e.EXOTEL_API_TOKEN || !e.EXOTEL_CALLER_ID)
      problems.push(
        'TELEPHONY_PROVIDER=exotel needs EXOTEL_ACCOUNT_SID, EXOTEL_API_KEY, EXOTEL_API_TOKEN and EXOTEL_CALLER_ID.',
      );
    telephony = {
      provider: 'exotel',
      accountSid: e.EXOTEL_ACCOUNT_SID ?? '',
      apiKey: e.EXOTEL_API_KEY ?? '',
      apiToken: e.EXOTEL_API_TOKEN ?? '',
      callerId: e.EXOTEL_CALLER_ID ?? '',
      baseUrl: e.EXOTEL_BASE_URL,
    };
  }
  let captcha: Config['captcha'] = { provider: 'sandbox' };
  if (e.CAPTCHA_PROVIDER === 'recaptcha') {
    if (!e.RECAPTCHA_SITE_KEY || !e.RECAPTCHA_SECRET)
      problems.push('CAPTCHA_PROVIDER=recaptcha needs RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET.');
    captcha = {
      provider: 'recaptcha',
      siteKey: e.RECAPTCHA_SITE_KEY ?? '',
      secret: e.RECAPTCHA_SECRET ?? '',
      verifyUrl: e.RECAPTCHA_VERIFY_URL,
    };
  }
  let payments: Config['payments'] = { provider: 'sandbox' };
  if (e.PAYMENT_PROVIDER === 'razorpay') {
    if (!e.RAZORPAY_KEY_ID || !e.RAZORPAY_KEY_SECRET || !e.RAZORPAY_WEBHOOK_SECRET)
      problems.push(
        'PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET.',
      );
    payments = {
      provider: 'razorpay',
      keyId: e.RAZORPAY_KEY_ID ?? '',
      keySecret: e.RAZORPAY_KEY_SECRET ?? '',
      webhookSecret: e.RAZORPAY_WEBHOOK_SECRET ?? '',
      baseUrl: e.RAZORPAY_BASE_URL,
    };
  }
  let kyc: Config['kyc'] = { provider: 'sandbox' };
  if (e.KYC_PROVIDER === 'decentro') {
    if (!e.DECENTRO_CLIENT_ID || !e.DECENTRO_CLIENT_SECRET || !e.DECENTRO_MODULE_SECRET)
      problems.push(
        'KYC_PROVIDER=decentro needs DECENTRO_CLIENT_ID, DECENTRO_CLIENT_SECRET and DECENTRO_MODULE_SECRET.',
      );
    kyc = {
      provider: 'decentro',
      clientId: e.DECENTRO_CLIENT_ID ?? '',
      clientSecret: e.DECENTRO_CLIENT_SECRET ?? '',
      moduleSecret: e.DECENTRO_MODULE_SECRET ?? '',
      baseUrl: e.DECENTRO_BASE_URL,
    };
  }
  if (e.APP_MODE === 'production' && !e.ALLOW_SANDBOX_PROVIDERS) {
    const sandboxes = (
      [
        ['SMS_PROVIDER', sms.provider, 'msg91'],
        ['CAPTCHA_PROVIDER', captcha.provider, 'recaptcha'],
        ['PAYMENT_PROVIDER', payments.provider, 'razorpay'],
        ['KYC_PROVIDER', kyc.provider, 'decentro'],
        ['TELEPHONY_PROVIDER', telephony.provider, 'exotel'],
      ] as const
    ).filter(([, provider]) => provider === 'sandbox');
    for (const [name, , real] of sandboxes)
      problems.push(
        `${name} is the offline sandbox, which production mode does not run: set ${name}=${real} ` +
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
    storageDir: path.resolve(e.STORAGE_DIR ?? path.join(dataDir, 'storage')),
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
  };
}
