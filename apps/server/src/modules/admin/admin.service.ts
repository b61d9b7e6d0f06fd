import { randomInt } from 'node:crypto';
import { SUB_TYPES, mobileNoSchema, userTypeSchema, type UserType } from '@oc/contract';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { COMMAND_ACTOR, recordAudit, type Actor } from '../audit/audit';
import * as repo from './admin.repository';

/**
 * The provider's back office, which the spec leaves out: create users and accounts and set the
 * profile facts an operator cannot set themselves (sub type, turnover, GSTIN requirement, MSME).
 * Used by the admin command (src/cli/admin.ts); every input is checked here, whoever calls.
 * Errors are HttpErrors (400 bad input, 404 unknown user or account, 409 already exists).
 */

export const subTypeSchema = z.enum(SUB_TYPES, {
  error: `Sub type must be one of ${SUB_TYPES.join(', ')}`,
});
const accountTypeSchema = z.enum(userTypeSchema.options, {
  error: `Account type must be one of ${userTypeSchema.options.join(', ')}`,
});
/** Account types that carry a group id (the MG / cab id the web sends in x-user-id). */
export const GROUP_TYPES: readonly UserType[] = ['BUSOWNER', 'CABOWNER'];
const GROUP_PREFIX: Partial<Record<UserType, string>> = { BUSOWNER: 'MG', CABOWNER: 'CAB' };

const nameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(2, 'Name must be at least 2 characters')
  .max(100, 'Name must be at most 100 characters');
const groupIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]{2,31}$/, 'Group id: 3 to 32 letters, digits or dashes');

/** The contract's mobile number rule, with a plainer message for a wrong length. */
const mobileSchema = z
  .string({ error: 'Mobile number is required' })
  .trim()
  .regex(/^\d{10}$/, 'Mobile number must be 10 digits')
  .pipe(mobileNoSchema);

export const createUserSchema = z.object({
  mobileNo: mobileSchema,
  name: nameSchema,
  email: z.email('Not a valid e-mail address').optional(),
});
export type CreateUserInput = z.input<typeof createUserSchema>;

export const addAccountSchema = z.object({
  mobileNo: mobileSchema,
  type: accountTypeSchema,
  name: nameSchema.optional(),
  groupId: groupIdSchema.optional(),
});
export type AddAccountInput = z.input<typeof addAccountSchema>;

export const setProfileSchema = z
  .object({
    mobileNo: mobileSchema,
    type: accountTypeSchema.optional(),
    groupId: groupIdSchema.optional(),
    subType: subTypeSchema.optional(),
    /** Rupees, up to 2 decimals. */
    turnoverRupees: z
      .number({ error: 'Turnover must be a number of rupees' })
      .nonnegative('Turnover cannot be negative')
      .max(1e13, 'Turnover is too large')
      .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'Turnover: at most 2 decimals (paise)')
      .optional(),
    isGstinRequired: z.boolean().optional(),
    isMsme: z.boolean().optional(),
  })
  .refine(
    (v) =>
      v.subType !== undefined ||
      v.turnoverRupees !== undefined ||
      v.isGstinRequired !== undefined ||
      v.isMsme !== undefined,
    { message: 'Nothing to set: give a sub type, turnover, GSTIN requirement or MSME registration' },
  );
export type SetProfileInput = z.input<typeof setProfileSchema>;

export interface AccountSummary {
  id: string;
  type: UserType;
  name: string;
  groupId: string | null;
  subType: repo.ProfileRow['subType'] | null;
  isGstinRequired: boolean | null;
  isMsme: boolean | null;
  turnoverRupees: number | null;
  walletBalanceRupees: number | null;
}
export interface UserSummary {
  id: string;
  mobileNo: string;
  name: string;
  email: string | null;
  accounts: AccountSummary[];
}

function parse<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const errors = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    throw badRequest(errors[0]?.message ?? 'Invalid input', errors);
  }
  return result.data;
}

function summarise(a: repo.AccountWithProfile): AccountSummary {
  const p = a.profile;
  return {
    id: a.id,
    type: a.type,
    name: a.name,
    groupId: a.groupId,
    subType: p?.subType ?? null,
    isGstinRequired: p?.isGstinRequired ?? null,
    isMsme: p?.isMsme ?? null,
    turnoverRupees: p ? p.turnoverPaise / 100 : null,
    walletBalanceRupees: p ? p.walletBalancePaise / 100 : null,
  };
}

export class AdminService {
  /** `actor`: who the audit trail names (the admin command by default; the staff console later). */
  constructor(private readonly d: { db: Db; clock: Clock; actor?: Actor }) {}

  private get actor(): Actor {
    return this.d.actor ?? COMMAND_ACTOR;
  }

  /** `input` is checked with createUserSchema. */
  async createUser(input: CreateUserInput | Record<string, unknown>): Promise<UserSummary> {
    const v = parse(createUserSchema, input);
    const now = this.d.clock.now();
    const user = await this.d.db.transaction(async (tx) => {
      const created = await repo.insertUser(tx, {
        mobileNo: v.mobileNo,
        name: v.name,
        email: v.email ?? null,
        createdAt: now,
      });
      if (!created) throw conflict(`A user with mobile number ${v.mobileNo} already exists.`);
      await recordAudit(
        tx,
        this.actor,
        {
          kind: 'user.created',
          entity: 'users',
          entityId: created.id,
          accountId: null,
          after: { mobileNo: created.mobileNo, name: created.name, email: created.email },
        },
        now,
      );
      return created;
    });
    return { id: user.id, mobileNo: user.mobileNo, name: user.name, email: user.email, accounts: [] };
  }

  /** `input` is checked with addAccountSchema. */
  async addAccount(input: AddAccountInput | Record<string, unknown>): Promise<AccountSummary> {
    const v = parse(addAccountSchema, input);
    const groupType = GROUP_TYPES.includes(v.type);
    if (v.groupId && !groupType)
      throw badRequest(`Only ${GROUP_TYPES.join(' and ')} accounts have a group id.`);
    return this.d.db.transaction(async (tx) => {
      const user = await repo.findUserByMobile(tx, v.mobileNo);
      if (!user) throw notFound(`No user with mobile number ${v.mobileNo}. Create one with create-user.`);
      const existing = await repo.listAccountsOfUsers(tx, [user.id]);
      // One GDS operator and one electric account per user (the token names one of each);
      // MG and cab accounts are told apart by their group ids.
      if (!groupType && existing.some((a) => a.type === v.type))
        throw conflict(`${user.name} (${v.mobileNo}) already has an ${v.type} account.`);
      let groupId: string | null = null;
      if (groupType) {
        if (v.groupId) {
          if (await repo.findAccountByGroupId(tx, v.groupId))
            throw conflict(`Group id ${v.groupId} is already taken.`);
          groupId = v.groupId;
        } else {
          groupId = await this.newGroupId(tx, v.type, v.name ?? user.name);
        }
      }
      const name = v.name ?? user.name;
      const now = this.d.clock.now();
      // Accounts are ordered by creation ("the first account of a model"): keep that order strict.
      const createdAt = new Date(Math.max(now.getTime(), ...existing.map((a) => a.createdAt.getTime() + 1)));
      const account = await repo.insertAccountWithProfile(
        tx,
        { userId: user.id, type: v.type, name, groupId, createdAt },
        { legalName: name, email: user.email, updatedAt: now },
      );
      await recordAudit(
        tx,
        this.actor,
        {
          kind: 'account.created',
          entity: 'accounts',
          entityId: account.id,
          accountId: account.id,
          after: { type: account.type, name: account.name, groupId: account.groupId, mobileNo: v.mobileNo },
        },
        now,
      );
      return summarise(account);
    });
  }

  /** `input` is checked with setProfileSchema. */
  async setProfile(input: SetProfileInput | Record<string, unknown>): Promise<AccountSummary> {
    const v = parse(setProfileSchema, input);
    return this.d.db.transaction(async (tx) => {
      const user = await repo.findUserByMobile(tx, v.mobileNo);
      if (!user) throw notFound(`No user with mobile number ${v.mobileNo}.`);
      const all = await repo.listAccountsOfUsers(tx, [user.id]);
      if (all.length === 0)
        throw notFound(`${user.name} (${v.mobileNo}) has no accounts yet. Add one with add-account.`);
      const account = pickAccount(all, v.type, v.groupId, `${user.name} (${v.mobileNo})`);
      const changes: Parameters<typeof repo.upsertProfile>[3] = {};
      if (v.subType !== undefined) changes.subType = v.subType;
      if (v.turnoverRupees !== undefined) changes.turnoverPaise = Math.round(v.turnoverRupees * 100);
      if (v.isGstinRequired !== undefined) changes.isGstinRequired = v.isGstinRequired;
      if (v.isMsme !== undefined) changes.isMsme = v.isMsme;
      const now = this.d.clock.now();
      const profile = await repo.upsertProfile(
        tx,
        account.id,
        { legalName: account.name, email: user.email },
        changes,
        now,
      );
      const facts = (p: repo.AccountWithProfile['profile']) =>
        p
          ? {
              subType: p.subType,
              turnover: p.turnoverPaise / 100,
              isGstinRequired: p.isGstinRequired,
              isMsme: p.isMsme,
            }
          : null;
      await recordAudit(
        tx,
        this.actor,
        {
          kind: 'account.profile_set',
          entity: 'account_profiles',
          entityId: account.id,
          accountId: account.id,
          before: facts(account.profile),
          after: facts(profile),
        },
        now,
      );
      return summarise({ ...account, profile });
    });
  }

  async listUsers(): Promise<UserSummary[]> {
    const users = await repo.listUsers(this.d.db);
    const accounts = await repo.listAccountsOfUsers(
      this.d.db,
      users.map((u) => u.id),
    );
    return users.map((u) => ({
      id: u.id,
      mobileNo: u.mobileNo,
      name: u.name,
      email: u.email,
      accounts: accounts.filter((a) => a.userId === u.id).map(summarise),
    }));
  }

  /** 'MG-SHA-4821': prefix, up to three initials of the name, four digits; drawn again on a clash. */
  private async newGroupId(
    tx: Parameters<typeof repo.findAccountByGroupId>[0],
    type: UserType,
    name: string,
  ) {
    const initials =
      name
        .split(/[^A-Za-z]+/)
        .filter((w) => w.length > 0)
        .map((w) => w[0]?.toUpperCase() ?? '')
        .join('')
        .slice(0, 3) || 'X';
    for (let attempt = 0; attempt < 20; attempt++) {
      const id = `${GROUP_PREFIX[type] ?? 'GRP'}-${initials}-${randomInt(1000, 10_000)}`;
      if (!(await repo.findAccountByGroupId(tx, id))) return id;
    }
    throw new Error('Could not allocate a unique group id');
  }
}

/**
 * The account a profile change is for: by group id; else by type (the oldest of that type); else
 * the user's only account, or their OPERATOR account.
 */
function pickAccount(
  all: repo.AccountWithProfile[],
  type: UserType | undefined,
  groupId: string | undefined,
  who: string,
): repo.AccountWithProfile {
  const types = [...new Set(all.map((a) => a.type))].join(', ');
  if (groupId) {
    const byGroup = all.find((a) => a.groupId === groupId);
    if (!byGroup) throw notFound(`${who} has no account with group id ${groupId}.`);
    if (type && byGroup.type !== type) throw badRequest(`Group id ${groupId} is a ${byGroup.type} account.`);
    return byGroup;
  }
  if (type) {
    const byType = all.find((a) => a.type === type);
    if (!byType) throw notFound(`${who} has no ${type} account (they have: ${types}).`);
    return byType;
  }
  const only = all.length === 1 ? all[0] : all.find((a) => a.type === 'OPERATOR');
  if (!only) throw badRequest(`${who} has several accounts (${types}): say which account type.`);
  return only;
}
