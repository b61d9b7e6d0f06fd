import type { StaffRole } from '@oc/contract';
import { hashPassword } from '../../modules/staff/password';
import type { Tx } from '../client';
import { staffUsers } from '../schema';

/** The demo's staff password (demo mode only; README "Demo staff"). */
export const DEMO_STAFF_PASSWORD = 'demo staff password';

/**
 * The demo's staff (demo mode only): one per role and a second finance user, so the console's
 * maker-checker can be tried by two people. Their authenticator secrets are fixed and public
 * (README): add one to an authenticator app, or compute its code from the secret.
 */
export const DEMO_STAFF: readonly { email: string; name: string; role: StaffRole; totpSecret: string }[] = [
  {
    email: 'support@demo.test',
    name: 'Sunita Support',
    role: 'support',
    totpSecret: 'NLNSNGAKPEOMDJH4A2ROFM4CJZ7EV2IE',
  },
  {
    email: 'finance@demo.test',
    name: 'Farhan Finance',
    role: 'finance',
    totpSecret: '3MM2FJ4VNXNO4PFDHTFHY7MPA4Z3SXFN',
  },
  {
    email: 'finance2@demo.test',
    name: 'Fatima Finance',
    role: 'finance',
    totpSecret: '7LGCEAAAGLFMPXU765IHLWDXA46NDIPI',
  },
  {
    email: 'admin@demo.test',
    name: 'Arjun Admin',
    role: 'admin',
    totpSecret: 'SCGDNWMLZOM43J46EVBA4GW5H5M7FJ6I',
  },
];

export async function seedDemoStaff(tx: Tx): Promise<void> {
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  await tx.insert(staffUsers).values(DEMO_STAFF.map((s) => ({ ...s, passwordHash })));
}
