import { staffEndpoints, type StaffRole } from '@oc/contract';
import { COMMAND_ACTOR } from '../../src/modules/audit/audit';
import { createStaffMember } from '../../src/modules/staff/staff.service';
import { totpCode } from '../../src/modules/staff/totp';
import { endpointUrl } from './call';
import type { TestContext } from './index';

export interface TestStaff {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  password: string;
  /** The authenticator's secret (base32). */
  secret: string;
  /** A code of the current step on the test clock. */
  code(): string;
}

let staffCount = 0;

/**
 * A staff member made as the admin command makes one, with the password set through the API's
 * set-password call (the link's token). Not signed in: {@link staffLogin}.
 */
export async function createStaff(ctx: TestContext, role: StaffRole, name?: string): Promise<TestStaff> {
  const n = staffCount++;
  const email = `${role}.${n}@provider.test`;
  const created = await createStaffMember(
    ctx.db,
    ctx.clock.now(),
    { email, name: name ?? `${role[0]!.toUpperCase()}${role.slice(1)} ${n}`, role },
    COMMAND_ACTOR,
  );
  const secret = new URL(created.otpauthUri).searchParams.get('secret') ?? '';
  const password = `correct horse battery ${n}`;
  const r = await ctx.app.inject({
    method: 'POST',
    url: endpointUrl(staffEndpoints.setPassword),
    remoteAddress: `10.251.0.${(n % 250) + 1}`,
    payload: { token: created.token, password },
  });
  if (r.statusCode !== 200) throw new Error(`createStaff: set-password answered ${r.statusCode} ${r.body}`);
  return {
    ...created.member,
    password,
    secret,
    code: () => totpCode(secret, email, ctx.clock.now()),
  };
}

/**
 * Signs a staff member in through the API. A code works once: the clock moves a step (30 s) on
 * first, so a second sign-in of the same member gets a code of its own.
 */
export async function staffLogin(
  ctx: TestContext,
  staff: TestStaff,
): Promise<{ accessToken: string; refreshToken: string }> {
  ctx.clock.advance(30_000);
  const r = await ctx.app.inject({
    method: 'POST',
    url: endpointUrl(staffEndpoints.login),
    remoteAddress: `10.252.0.${(staffCount++ % 250) + 1}`,
    payload: { email: staff.email, password: staff.password, totp: staff.code() },
  });
  if (r.statusCode !== 200) throw new Error(`staffLogin(${staff.email}): ${r.statusCode} ${r.body}`);
  return r.json<{ data: { accessToken: string; refreshToken: string } }>().data;
}
