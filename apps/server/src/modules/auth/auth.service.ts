import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  CAPTCHA_FAILED,
  INVALID_OTP,
  NOT_REGISTERED_IN_MODEL,
  OTP_RESEND_SECONDS,
  OTP_SENT,
  USER_NOT_REGISTERED,
  type TokenPair,
  type TokenPayload,
  type UserType,
} from '@oc/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { HttpError, badRequest, forbidden, notFound, tooManyRequests } from '../../lib/http-error';
import type { CaptchaProvider } from '../../providers/captcha/captcha';
import { SmsDeliveryError, type SmsProvider } from '../../providers/sms/sms';
import * as repo from './auth.repository';
import { type AccessClaims, Hasher, REFRESH_FAMILY_TTL_MS, TokenSigner, newRefreshToken } from './tokens';

/** OTP rules (docs/security.md explains the numbers). */
export const OTP_RULES = {
  length: 4,
  ttlMs: 5 * 60_000,
  maxFailedAttempts: 5,
  resendAfterMs: OTP_RESEND_SECONDS * 1000,
  maxRequestsPerIpPerHour: 30,
} as const;
const HOUR_MS = 60 * 60_000;

/**
 * What an OTP is sent to a number for. Each purpose has its own allowance, so verifying KYC can
 * never use up the login's OTPs (and a login cannot block KYC).
 */
export type OtpPurpose = 'login' | 'aadhaar';

/** OTP sends per number in any rolling hour, per purpose (docs/security.md). */
export const OTP_SENDS_PER_HOUR: Readonly<Record<OtpPurpose, number>> = { login: 5, aadhaar: 5 };

/** The `rate_events` bucket counting one purpose's OTP sends to one number. */
export function otpSendBucket(purpose: OtpPurpose, mobileNo: string): string {
  return `otp-send:${purpose}:${mobileNo}`;
}

export interface AuthDeps {
  db: Db;
  clock: Clock;
  sms: SmsProvider;
  captcha: CaptchaProvider;
  hasher: Hasher;
  signer: TokenSigner;
  testNumbers: ReadonlyMap<string, string>;
  log: FastifyBaseLogger;
}

export interface TenantAccount {
  id: string;
  type: UserType;
  name: string;
  groupId: string | null;
}

function minutesText(ms: number): string {
  const minutes = Math.ceil(ms / 60_000);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/**
 * How long a user's list of accounts is reused for tenant resolution (docs/performance.md): one
 * look-up per user per window instead of one per request. Accounts are added by the admin command
 * (another process), so a new account shows within this window; access tokens already carry account
 * claims for 15 minutes, so this adds no longer-lived staleness than the token itself.
 */
export const ACCOUNTS_CACHE_MS = 10_000;
const ACCOUNTS_CACHE_SIZE = 10_000;

type UserAccounts = Awaited<ReturnType<typeof repo.listAccountsOfUser>>;

export class AuthService {
  private readonly accountsOfUser = new Map<string, { at: number; accounts: Promise<UserAccounts> }>();
  constructor(private readonly d: AuthDeps) {}

  /** The user's accounts, read at most once per ACCOUNTS_CACHE_MS (concurrent callers share one read). */
  private accountsOf(userId: string): Promise<UserAccounts> {
    // Real elapsed time (not the business clock, which tests move or freeze).
    const now = performance.now();
    const known = this.accountsOfUser.get(userId);
    if (known && now - known.at < ACCOUNTS_CACHE_MS) return known.accounts;
    if (this.accountsOfUser.size >= ACCOUNTS_CACHE_SIZE) {
      const oldest = this.accountsOfUser.keys().next();
      if (!oldest.done) this.accountsOfUser.delete(oldest.value);
    }
    const accounts = repo.listAccountsOfUser(this.d.db, userId);
    this.accountsOfUser.delete(userId);
    this.accountsOfUser.set(userId, { at: now, accounts });
    // A failed read is not remembered: the next request asks the database again.
    accounts.catch(() => {
      if (this.accountsOfUser.get(userId)?.accounts === accounts) this.accountsOfUser.delete(userId);
    });
    return accounts;
  }

  /** POST /user/login: checks the limits and the captcha, then sends an OTP to a registered number. */
  async requestOtp(input: { mobileNo: string; captchaValue: string; ip: string }): Promise<string> {
    const { db, clock } = this.d;
    const now = clock.now();
    const ipBucket = `otp-ip:${input.ip}`;
    const ipWindow = await repo.countRateEvents(db, ipBucket, new Date(now.getTime() - HOUR_MS));
    if (ipWindow.n >= OTP_RULES.maxRequestsPerIpPerHour) {
      const wait = (ipWindow.oldest?.getTime() ?? now.getTime()) + HOUR_MS - now.getTime();
      throw tooManyRequests(
        `Too many OTP requests from this network. Try again in ${minutesText(wait)}.`,
        wait / 1000,
      );
    }
    await repo.addRateEvent(db, ipBucket, now);

    if (!(await this.d.captcha.verify(input.captchaValue, input.ip))) throw badRequest(CAPTCHA_FAILED);

    const user = await repo.findUserByMobile(db, input.mobileNo);
    if (!user) throw notFound(USER_NOT_REGISTERED);

    const fixed = this.d.testNumbers.get(input.mobileNo);
    const otp = fixed ?? String(randomInt(0, 10 ** OTP_RULES.length)).padStart(OTP_RULES.length, '0');

    await db.transaction(async (tx) => {
      await repo.lockMobile(tx, input.mobileNo);
      const last = await repo.latestChallenge(tx, input.mobileNo, 'login');
      if (last) {
        const since = now.getTime() - last.createdAt.getTime();
        if (since < OTP_RULES.resendAfterMs) {
          const wait = Math.ceil((OTP_RULES.resendAfterMs - since) / 1000);
          throw tooManyRequests(`Please wait ${wait} seconds before requesting another OTP.`, wait);
        }
      }
      const numberBucket = otpSendBucket('login', input.mobileNo);
      const sends = await repo.countRateEvents(tx, numberBucket, new Date(now.getTime() - HOUR_MS));
      if (sends.n >= OTP_SENDS_PER_HOUR.login) {
        const wait = (sends.oldest?.getTime() ?? now.getTime()) + HOUR_MS - now.getTime();
        throw tooManyRequests(
          `Too many OTPs sent to this number. Try again in ${minutesText(wait)}.`,
          wait / 1000,
        );
      }
      await repo.addRateEvent(tx, numberBucket, now);
      await repo.insertChallenge(tx, {
        mobileNo: input.mobileNo,
        purpose: 'login',
        codeHash: this.d.hasher.hash('otp', `${input.mobileNo}:${otp}`),
        ip: input.ip,
        createdAt: now,
        expiresAt: new Date(now.getTime() + OTP_RULES.ttlMs),
      });
    });

    if (fixed) {
      this.d.log.info({ mobileNo: input.mobileNo }, 'test number: fixed OTP, no SMS sent');
      return OTP_SENT;
    }
    try {
      await this.d.sms.sendOtp(input.mobileNo, otp);
    } catch (err) {
      if (err instanceof SmsDeliveryError) {
        this.d.log.error({ err }, 'OTP SMS not delivered');
        throw new HttpError(502, 'We could not send the OTP right now. Please try again in a minute.');
      }
      throw err;
    }
    return OTP_SENT;
  }

  /** POST /user/verifyOtp: single use, 5 minutes, dead after 5 wrong tries. */
  async verifyOtp(input: { mobileNo: string; otp: string }): Promise<TokenPair> {
    const { db, clock } = this.d;
    const now = clock.now();
    const userId = await db.transaction(async (tx) => {
      const challenge = await repo.latestChallenge(tx, input.mobileNo, 'login', true);
      if (
        !challenge ||
        challenge.consumedAt !== null ||
        challenge.expiresAt.getTime() <= now.getTime() ||
        challenge.failedAttempts >= OTP_RULES.maxFailedAttempts
      ) {
        return null;
      }
      const expected = Buffer.from(challenge.codeHash);
      const given = Buffer.from(this.d.hasher.hash('otp', `${input.mobileNo}:${input.otp}`));
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        await repo.recordFailedAttempt(tx, challenge.id);
        return null;
      }
      await repo.consumeChallenge(tx, challenge.id, now);
      const user = await repo.findUserByMobile(tx, input.mobileNo);
      return user?.id ?? null;
    });
    if (!userId) throw badRequest(INVALID_OTP);
    return this.issue(userId, randomUUID(), new Date(now.getTime() + REFRESH_FAMILY_TTL_MS));
  }

  /** GET /user/updateToken: rotates the refresh token; a reused one revokes its whole login. */
  async refresh(refreshToken: string): Promise<TokenPair> {
    const { db, clock } = this.d;
    const now = clock.now();
    const tokenHash = this.d.hasher.hash('refresh', refreshToken);
    const outcome = await db.transaction(async (tx) => {
      const row = await repo.findRefreshTokenForUpdate(tx, tokenHash);
      if (!row || row.revokedAt !== null || row.familyExpiresAt.getTime() <= now.getTime()) return null;
      if (row.usedAt !== null) {
        await repo.revokeFamily(tx, row.familyId, now);
        return 'reused' as const;
      }
      await repo.markRefreshTokenUsed(tx, row.id, now);
      return row;
    });
    if (outcome === 'reused') {
      this.d.log.warn({ event: 'refresh_token_reuse' }, 'refresh token reused: login revoked');
    }
    if (!outcome || outcome === 'reused')
      throw new HttpError(401, 'Session expired. Please log in again.', undefined, 'error');
    return this.issue(outcome.userId, outcome.familyId, outcome.familyExpiresAt);
  }

  /** POST /user/logout: revokes the login's refresh tokens. */
  async logout(claims: AccessClaims): Promise<void> {
    await repo.revokeFamily(this.d.db, claims.sid, this.d.clock.now());
  }

  async verifyAccessToken(token: string): Promise<AccessClaims | null> {
    return this.d.signer.verify(token, this.d.clock.now());
  }

  /**
   * Tenant resolution (ARCHITECTURE.md §3): the model comes from the path prefix; `x-user-id`
   * may name one of the caller's accounts of that model (its id, or for MG and cab its group id).
   */
  async resolveAccount(userId: string, model: UserType, header: string | undefined): Promise<TenantAccount> {
    const all = await this.accountsOf(userId);
    const wanted = header?.trim();
    if (wanted) {
      const named = all.find((a) => a.id === wanted || (a.groupId !== null && a.groupId === wanted));
      if (!named) throw forbidden('The account in x-user-id is not one of yours.');
      if (named.type !== model)
        throw forbidden('The account in x-user-id does not belong to this business model.');
      return { id: named.id, type: named.type, name: named.name, groupId: named.groupId };
    }
    const first = all.find((a) => a.type === model);
    if (!first) throw forbidden(NOT_REGISTERED_IN_MODEL);
    return { id: first.id, type: first.type, name: first.name, groupId: first.groupId };
  }

  async me(userId: string) {
    const user = await repo.findUserById(this.d.db, userId);
    if (!user) throw notFound('User not found');
    return { _id: user.id, name: user.name, email: user.email, mobileNo: user.mobileNo };
  }

  private async payload(userId: string): Promise<TokenPayload> {
    const user = await repo.findUserById(this.d.db, userId);
    if (!user) throw new HttpError(401, 'Session expired. Please log in again.', undefined, 'error');
    const accounts = await repo.listAccountsOfUser(this.d.db, userId);
    const primary = accounts[0];
    const mg = accounts.find((a) => a.type === 'BUSOWNER');
    const electric = accounts.find((a) => a.type === 'ELECTRIC');
    return {
      id: user.id,
      userType: primary?.type ?? 'OPERATOR',
      isElectricUser: electric !== undefined,
      electricId: electric?.id ?? null,
      electricName: electric?.name ?? null,
      electricEmail: electric?.email ?? null,
      isMGUser: mg !== undefined,
      mgId: mg?.groupId ?? null,
      mgName: mg?.name ?? null,
      name: user.name,
      email: user.email,
      mobileNo: user.mobileNo,
    };
  }

  private async issue(userId: string, familyId: string, familyExpiresAt: Date): Promise<TokenPair> {
    const now = this.d.clock.now();
    const refreshToken = newRefreshToken();
    await repo.insertRefreshToken(this.d.db, {
      familyId,
      userId,
      tokenHash: this.d.hasher.hash('refresh', refreshToken),
      issuedAt: now,
      familyExpiresAt,
    });
    const accessToken = await this.d.signer.sign(await this.payload(userId), familyId, now);
    return { accessToken, refreshToken };
  }
}
