import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  OPERATOR_SEARCH,
  STAFF_MESSAGES,
  STAFF_ROLES,
  paiseToRupees,
  preferencesOf,
  type OperatorSummary,
  type Preferences,
  type PreferencesUpdate,
  type StaffMe,
  type StaffEnrolment,
  type StaffMember,
  type StaffRole,
  type StaffTokenPair,
} from '@oc/contract';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { HttpError, badRequest, conflict, unauthorized } from '../../lib/http-error';
import { countCall, fullFor, lockBuckets, takeRateLimits, waitText } from '../../lib/rate-limit';
import { tooManyRequests } from '../../lib/http-error';
import { recordAudit, type Actor, type StaffActor } from '../audit/audit';
import {
  REFRESH_FAMILY_TTL_MS,
  newRefreshToken,
  type Hasher,
  type StaffClaims,
  type StaffTokenSigner,
} from '../auth/tokens';
import { hashPassword, verifyPassword } from './password';
import * as repo from './staff.repository';
import { newTotpSecret, otpauthUri, totpStep } from './totp';

/** How long a set-password link works. */
export const SET_PASSWORD_LINK_MS = 24 * 60 * 60_000;

/**
 * Staff sign-in limits (docs/security.md "Staff sign-in"): failures are counted per e-mail (known or
 * not, so the limit tells nothing about who exists) and per address; a full window answers 429.
 */
export const STAFF_LOGIN_LIMITS = {
  failuresPerEmail: 5,
  emailWindowMs: 15 * 60_000,
  failuresPerIp: 20,
  ipWindowMs: 60 * 60_000,
  /** Set-password link reads and uses per address in an hour. */
  linkCallsPerIp: 30,
} as const;

const buckets = {
  email: (email: string) => `staff-login:email:${email}`,
  ip: (ip: string) => `staff-login:ip:${ip}`,
  link: (ip: string) => `staff-link:ip:${ip}`,
};

const HOUR_MS = 60 * 60_000;

/** The set-password link's token as stored: a plain SHA-256 (the token is 256 random bits). */
const linkTokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

export const createStaffSchema = z.object({
  email: z.email('Not a valid e-mail address').trim().toLowerCase().max(254),
  name: z.string({ error: 'Name is required' }).trim().min(2, 'Name must be at least 2 characters').max(100),
  role: z.enum(STAFF_ROLES, { error: `Role must be one of ${STAFF_ROLES.join(', ')}` }),
});

export interface StaffDeps {
  db: Db;
  clock: Clock;
  hasher: Hasher;
  signer: StaffTokenSigner;
}

export interface CreatedStaff {
  member: StaffMember;
  /** The one-time token of the set-password link. */
  token: string;
  otpauthUri: string;
  expiresAt: Date;
}

/**
 * A new staff member (the admin command): no password yet, a one-time link to set it (24 h) and
 * the authenticator's secret, both shown once.
 */
export async function createStaffMember(
  db: Db,
  now: Date,
  input: z.input<typeof createStaffSchema>,
  actor: Actor,
): Promise<CreatedStaff> {
  const parsed = createStaffSchema.safeParse(input);
  if (!parsed.success)
    throw badRequest(
      parsed.error.issues[0]?.message ?? 'Not valid',
      parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    );
  const { email, name, role } = parsed.data;
  const token = randomBytes(32).toString('base64url');
  const secret = newTotpSecret();
  const expiresAt = new Date(now.getTime() + SET_PASSWORD_LINK_MS);
  const row = await db.transaction(async (tx) => {
    const created = await repo.insertStaff(tx, {
      email,
      name,
      role,
      totpSecret: secret,
      setPasswordTokenHash: linkTokenHash(token),
      setPasswordExpiresAt: expiresAt,
    });
    if (!created) throw conflict(`A staff member with the e-mail ${email} exists already.`);
    await recordAudit(
      tx,
      actor,
      {
        kind: 'staff.created',
        entity: 'staff_users',
        entityId: created.id,
        accountId: null,
        after: { email, name, role },
      },
      now,
    );
    return created;
  });
  return { member: toMember(row), token, otpauthUri: otpauthUri(secret, email), expiresAt };
}

/** Staff accounts and sessions, and what staff see of operators. */
export class StaffService {
  constructor(private readonly d: StaffDeps) {}

  /** Who a set-password link is for, and their authenticator enrolment; 410 when it is spent. */
  async enrolment(token: string, ip: string): Promise<StaffEnrolment> {
    const now = this.d.clock.now();
    await this.linkLimit(ip, now);
    const row = await repo.findStaffBySetPasswordToken(this.d.db, linkTokenHash(token), now);
    if (!row) throw new HttpError(410, STAFF_MESSAGES.linkInvalid);
    return {
      email: row.email,
      name: row.name,
      role: row.role as StaffRole,
      otpauthUri: otpauthUri(row.totpSecret, row.email),
    };
  }

  /** Sets the password once; the link is spent in the same statement. */
  async setPassword(token: string, password: string, ip: string, requestId: string): Promise<string> {
    const now = this.d.clock.now();
    await this.linkLimit(ip, now);
    // The link first: a made-up token costs a look-up, never a hash.
    if (!(await repo.findStaffBySetPasswordToken(this.d.db, linkTokenHash(token), now)))
      throw new HttpError(410, STAFF_MESSAGES.linkInvalid);
    const hash = await hashPassword(password);
    const row = await this.d.db.transaction(async (tx) => {
      const updated = await repo.setPasswordWithToken(tx, linkTokenHash(token), hash, now);
      if (!updated) return null;
      await recordAudit(
        tx,
        { kind: 'staff', id: updated.id, name: updated.name, role: updated.role as StaffRole, requestId },
        { kind: 'staff.password_set', entity: 'staff_users', entityId: updated.id, accountId: null },
        now,
      );
      return updated;
    });
    if (!row) throw new HttpError(410, STAFF_MESSAGES.linkInvalid);
    return STAFF_MESSAGES.passwordSet;
  }

  private async linkLimit(ip: string, now: Date): Promise<void> {
    await takeRateLimits(
      this.d.db,
      [
        {
          bucket: buckets.link(ip),
          max: STAFF_LOGIN_LIMITS.linkCallsPerIp,
          windowMs: HOUR_MS,
          message: (wait) => `Too many tries from this network. Try again in ${wait}.`,
        },
      ],
      now,
    );
  }

  /**
   * POST /login: e-mail, password and a TOTP code. Any failure is the same 401; failures count
   * against the e-mail and the address, and a full window is a 429 before anything is checked.
   */
  async login(input: { email: string; password: string; totp: string; ip: string }): Promise<StaffTokenPair> {
    const { db, clock } = this.d;
    const now = clock.now();
    const L = STAFF_LOGIN_LIMITS;
    const emailBucket = buckets.email(input.email);
    const ipBucket = buckets.ip(input.ip);
    await db.transaction(async (tx) => {
      await lockBuckets(tx, [emailBucket, ipBucket]);
      const waits = [
        await fullFor(
          tx,
          { bucket: emailBucket, max: L.failuresPerEmail, windowMs: L.emailWindowMs, message: String },
          now,
        ),
        await fullFor(
          tx,
          { bucket: ipBucket, max: L.failuresPerIp, windowMs: L.ipWindowMs, message: String },
          now,
        ),
      ].filter((w): w is number => w !== null);
      if (waits.length > 0) {
        const wait = Math.max(...waits);
        throw tooManyRequests(`Too many failed sign-ins. Try again in ${waitText(wait)}.`, wait / 1000);
      }
    });

    const row = await repo.findStaffByEmail(db, input.email);
    // The password is checked (or the same work done) whether or not the e-mail is known.
    const passwordOk = await verifyPassword(input.password, row?.passwordHash ?? null);
    const step = row && passwordOk ? totpStep(row.totpSecret, row.email, input.totp, now) : null;
    const accepted = row !== null && step !== null && (await repo.takeTotpStep(db, row.id, step));
    if (!accepted) {
      await db.transaction(async (tx) => {
        await lockBuckets(tx, [emailBucket, ipBucket]);
        await countCall(tx, [emailBucket, ipBucket], now);
      });
      throw unauthorized(STAFF_MESSAGES.loginFailed);
    }
    return this.issue(row, randomUUID(), new Date(now.getTime() + REFRESH_FAMILY_TTL_MS));
  }

  /** POST /refresh: rotates the token; a reused one revokes the whole sign-in. */
  async refresh(refreshToken: string): Promise<StaffTokenPair> {
    const { db, clock } = this.d;
    const now = clock.now();
    const tokenHash = this.d.hasher.hash('staff-refresh', refreshToken);
    const outcome = await db.transaction(async (tx) => {
      const row = await repo.findStaffRefreshTokenForUpdate(tx, tokenHash);
      if (!row || row.revokedAt !== null || row.familyExpiresAt.getTime() <= now.getTime()) return null;
      if (row.usedAt !== null) {
        await repo.revokeStaffFamily(tx, row.familyId, now);
        return null;
      }
      await repo.markStaffRefreshTokenUsed(tx, row.id, now);
      return row;
    });
    const staff = outcome ? await repo.findStaffById(db, outcome.staffId) : null;
    if (!outcome || !staff) throw unauthorized(STAFF_MESSAGES.sessionExpired);
    return this.issue(staff, outcome.familyId, outcome.familyExpiresAt);
  }

  async logout(claims: StaffClaims): Promise<string> {
    await repo.revokeStaffFamily(this.d.db, claims.sid, this.d.clock.now());
    return STAFF_MESSAGES.signedOut;
  }

  verifyAccessToken(token: string): Promise<StaffClaims | null> {
    return this.d.signer.verify(token, this.d.clock.now());
  }

  async me(claims: StaffClaims): Promise<StaffMe> {
    const row = await repo.findStaffById(this.d.db, claims.id);
    if (!row) throw unauthorized(STAFF_MESSAGES.sessionExpired);
    return { ...toMember(row), preferences: preferencesOf(row) };
  }

  /** Saves the staff member's language or colour scheme (issue 40). */
  async savePreferences(claims: StaffClaims, update: PreferencesUpdate): Promise<Preferences> {
    const saved = await repo.saveStaffPreferences(this.d.db, claims.id, update);
    if (!saved) throw unauthorized(STAFF_MESSAGES.sessionExpired);
    return preferencesOf(saved);
  }

  async searchOperators(q: string): Promise<OperatorSummary[]> {
    return this.withAccounts(await repo.searchOperators(this.d.db, q, OPERATOR_SEARCH.limit));
  }

  private async withAccounts(rows: repo.OperatorRow[]): Promise<OperatorSummary[]> {
    const accounts = await repo.accountsOfUsers(
      this.d.db,
      rows.map((r) => r.userId),
    );
    return rows.map((r) => ({
      ...r,
      accounts: accounts
        .filter((a) => a.userId === r.userId)
        .map((a) => ({
          id: a.id,
          type: a.type,
          name: a.name,
          groupId: a.groupId,
          walletBalance:
            a.type === 'OPERATOR' || a.type === 'ELECTRIC' ? paiseToRupees(a.balancePaise ?? 0) : null,
        })),
    }));
  }

  private async issue(row: repo.StaffRow, familyId: string, familyExpiresAt: Date): Promise<StaffTokenPair> {
    const now = this.d.clock.now();
    const refreshToken = newRefreshToken();
    await repo.insertStaffRefreshToken(this.d.db, {
      familyId,
      staffId: row.id,
      tokenHash: this.d.hasher.hash('staff-refresh', refreshToken),
      issuedAt: now,
      familyExpiresAt,
    });
    const accessToken = await this.d.signer.sign(toMember(row), familyId, now);
    return { accessToken, refreshToken };
  }
}

export function toMember(row: repo.StaffRow): StaffMember {
  return { id: row.id, email: row.email, name: row.name, role: row.role as StaffRole };
}

/** The audit trail's actor for a signed-in staff member. */
export function staffActor(claims: StaffClaims, requestId: string): StaffActor {
  return { kind: 'staff', id: claims.id, name: claims.name, role: claims.role, requestId };
}
