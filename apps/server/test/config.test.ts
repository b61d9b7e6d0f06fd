import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, type TrustProxy } from '../src/config';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'oc-config-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const SECRET = 'f'.repeat(64);
const REAL_PROVIDERS = {
  SMS_PROVIDER: 'msg91',
  MSG91_AUTH_KEY: 'auth-key',
  MSG91_TEMPLATE_ID: 'template',
  CAPTCHA_PROVIDER: 'recaptcha',
  RECAPTCHA_SITE_KEY: 'site-key',
  RECAPTCHA_SECRET: 'secret',
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_live_x',
  RAZORPAY_KEY_SECRET: 'secret',
  RAZORPAY_WEBHOOK_SECRET: 'secret',
  KYC_PROVIDER: 'decentro',
  DECENTRO_CLIENT_ID: 'id',
  DECENTRO_CLIENT_SECRET: 'secret',
  DECENTRO_MODULE_SECRET: 'module',
  TELEPHONY_PROVIDER: 'exotel',
  EXOTEL_ACCOUNT_SID: 'sid',
  EXOTEL_API_KEY: 'key',
  EXOTEL_API_TOKEN: 'token',
  EXOTEL_CALLER_ID: '08047112233',
  EMAIL_PROVIDER: 'smtp',
  EMAIL_FROM: 'Operator Console <digest@console.example.in>',
  SMTP_URL: 'smtps://digest:secret@smtp.example.in:465',
  WHATSAPP_PROVIDER: 'cloudapi',
  WHATSAPP_ACCESS_TOKEN: 'wa-token',
  WHATSAPP_PHONE_NUMBER_ID: '1055',
  WHATSAPP_DIGEST_TEMPLATE: 'daily_digest',
};

describe('loadConfig', () => {
  it('refuses production mode without JWT_SECRET, saying what is missing', () => {
    const env = { APP_MODE: 'production', HASH_SECRET: SECRET, DATA_DIR: tempDir() };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/JWT_SECRET is required in production mode/);
  });

  it('refuses production mode without both secrets and names both', () => {
    let error: unknown;
    try {
      loadConfig({ APP_MODE: 'production', DATA_DIR: tempDir() });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(/JWT_SECRET/);
    expect((error as Error).message).toMatch(/HASH_SECRET/);
  });

  it('has HTTP timeouts by default and refuses a headers timeout longer than the request timeout', () => {
    const env = { JWT_SECRET: SECRET, HASH_SECRET: SECRET, DATA_DIR: tempDir() };
    expect(loadConfig(env).http).toEqual({
      headersTimeoutMs: 20_000,
      requestTimeoutMs: 120_000,
      idleTimeoutMs: 60_000,
      keepAliveTimeoutMs: 72_000,
    });
    expect(() =>
      loadConfig({ ...env, HTTP_HEADERS_TIMEOUT_MS: '30000', HTTP_REQUEST_TIMEOUT_MS: '10000' }),
    ).toThrow(/HTTP_HEADERS_TIMEOUT_MS must not be longer than HTTP_REQUEST_TIMEOUT_MS/);
    expect(() => loadConfig({ ...env, HTTP_IDLE_TIMEOUT_MS: '0' })).toThrow(ConfigError);
  });

  it('refuses a secret shorter than 32 characters', () => {
    expect(() => loadConfig({ APP_MODE: 'production', JWT_SECRET: 'short', HASH_SECRET: SECRET })).toThrow(
      /JWT_SECRET: must be at least 32 characters/,
    );
  });

  it('refuses the offline sandbox providers in production mode and names each', () => {
    const env = { APP_MODE: 'production', JWT_SECRET: SECRET, HASH_SECRET: SECRET, DATA_DIR: tempDir() };
    let error: unknown;
    try {
      loadConfig({ ...env, SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k', MSG91_TEMPLATE_ID: 't' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of ['CAPTCHA_PROVIDER', 'PAYMENT_PROVIDER', 'KYC_PROVIDER', 'TELEPHONY_PROVIDER'])
      expect(message).toContain(`${name} is the offline sandbox`);
    expect(message).not.toContain('SMS_PROVIDER');
    // An explicit rehearsal may run them.
    expect(loadConfig({ ...env, ALLOW_SANDBOX_PROVIDERS: 'true' }).payments.provider).toBe('sandbox');
  });

  it('accepts production mode with both secrets and real providers, and never writes secrets.json', () => {
    const dataDir = tempDir();
    const config = loadConfig({
      APP_MODE: 'production',
      JWT_SECRET: SECRET,
      HASH_SECRET: SECRET,
      DATA_DIR: dataDir,
      ...REAL_PROVIDERS,
    });
    expect(config.mode).toBe('production');
    expect(config.telephony).toEqual({
      provider: 'exotel',
      accountSid: 'sid',
      apiKey: 'key',
      apiToken: 'token',
      callerId: '08047112233',
      baseUrl: 'https://api.exotel.com',
    });
    expect(config.email).toEqual({
      provider: 'smtp',
      from: 'Operator Console <digest@console.example.in>',
      url: 'smtps://digest:secret@smtp.example.in:465',
    });
    expect(config.whatsapp).toMatchObject({
      provider: 'cloudapi',
      baseUrl: 'https://graph.facebook.com/v21.0',
    });
    expect(config.digestHourIst).toBe(7);
    const { EXOTEL_API_TOKEN: _token, ...withoutToken } = REAL_PROVIDERS;
    expect(() =>
      loadConfig({
        APP_MODE: 'production',
        JWT_SECRET: SECRET,
        HASH_SECRET: SECRET,
        DATA_DIR: tempDir(),
        ...withoutToken,
      }),
    ).toThrow(
      /TELEPHONY_PROVIDER=exotel needs EXOTEL_ACCOUNT_SID, EXOTEL_API_KEY, EXOTEL_API_TOKEN and EXOTEL_CALLER_ID/,
    );
    expect(config.secrets).toEqual({ jwt: SECRET, hash: SECRET });
    expect(config.testNumbers.size).toBe(0);
    expect(existsSync(path.join(dataDir, 'secrets.json'))).toBe(false);
  });

  it('generates the secrets into DATA_DIR/secrets.json in demo mode and reuses them', () => {
    const dataDir = tempDir();
    const first = loadConfig({ APP_MODE: 'demo', DATA_DIR: dataDir });
    const file = path.join(dataDir, 'secrets.json');
    expect(existsSync(file)).toBe(true);
    expect(first.secrets.jwt).toMatch(/^[0-9a-f]{64}$/);
    expect(first.secrets.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.secrets.jwt).not.toBe(first.secrets.hash);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      jwt: first.secrets.jwt,
      hash: first.secrets.hash,
    });
    const second = loadConfig({ APP_MODE: 'demo', DATA_DIR: dataDir });
    expect(second.secrets).toEqual(first.secrets);
    expect(second.testNumbers.get('9000000001')).toBe('1234');
  });

  it('uses PGlite in DATA_DIR unless DATABASE_URL is set', () => {
    const dataDir = tempDir();
    const env = { DATA_DIR: dataDir, JWT_SECRET: SECRET, HASH_SECRET: SECRET };
    expect(loadConfig(env).database).toEqual({ kind: 'pglite', dir: path.join(dataDir, 'pglite') });
    expect(loadConfig({ ...env, DATABASE_URL: 'postgres://u@h:5432/db' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@h:5432/db',
    });
    expect(() => loadConfig({ ...env, DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
  });

  it('reads TRUST_PROXY as nobody, a hop count or proxy addresses, and refuses true', () => {
    const env = { DATA_DIR: tempDir(), JWT_SECRET: SECRET, HASH_SECRET: SECRET };
    const trust = (value?: string): TrustProxy =>
      loadConfig(value === undefined ? env : { ...env, TRUST_PROXY: value }).trustProxy;
    for (const off of [undefined, '', 'false', '0']) expect(trust(off)).toBe(false);

    const hops = trust('2');
    expect(typeof hops).toBe('function');
    if (typeof hops !== 'function') throw new Error('unreachable');
    // Fastify asks about each address from the server outwards: the nearest two are proxies.
    expect([0, 1, 2].map((hop) => hops('10.0.0.1', hop))).toEqual([true, true, false]);

    expect(trust(' 10.0.0.5, 10.1.0.0/16,loopback ,::1,fd00::/8,192.168.0.0/255.255.0.0')).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'loopback',
      '::1',
      'fd00::/8',
      '192.168.0.0/255.255.0.0',
    ]);

    expect(() => trust('true')).toThrow(ConfigError);
    expect(() => trust('true')).toThrow(
      /TRUST_PROXY: true would trust any X-Forwarded-For a client sends .* give the number of proxies in front of the server \(usually 1\)/,
    );
    expect(() => trust('10.0.0.5,proxy.internal')).toThrow(
      /TRUST_PROXY: "proxy.internal" is not an IP address or CIDR range/,
    );
    expect(() => trust('10.0.0.0/33')).toThrow(/TRUST_PROXY: "10.0.0.0\/33" is not an IP address/);
    expect(() => trust('11')).toThrow(/TRUST_PROXY: 11 proxies in front of the server\? Give at most 10/);
  });
});
