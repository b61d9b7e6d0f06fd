import { STAFF_PAGES, STAFF_ROLES } from '@oc/contract';
import { str, type AdminCommand } from '../../cli/command';
import { UsageError } from '../../cli/shared';
import { COMMAND_ACTOR } from '../audit/audit';
import { createStaffMember } from './staff.service';

/**
 * `npm run admin -- staff-create`: a staff member of the provider (the first admin comes from
 * here). Prints a one-time link to set the password (24 hours) and the authenticator enrolment.
 */
export const staffCreateCommand: AdminCommand = {
  name: 'staff-create',
  summary: 'Create a staff member of the console (/admin) and print their set-password link',
  usage: `staff-create --email <e-mail> --name "<name>" --role ${STAFF_ROLES.join('|')}`,
  details: [
    '--email <e-mail>  their sign-in (lower-cased; one staff member per e-mail)',
    '--name "<name>"   shown in the console and in the audit trail',
    '--role <role>     support (sees), finance (proposes and approves money), admin (everything)',
    'Prints the set-password link (once, valid 24 hours) and the otpauth:// URI for their',
    'authenticator app; the set-password page shows the same as a QR code.',
  ],
  examples: ['staff-create --email asha@provider.example --name "Asha Rao" --role finance'],
  options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } },
  async run(v, { io, db, now, publicUrl }) {
    const email = str(v.email)?.trim();
    const name = str(v.name)?.trim();
    const role = str(v.role)?.trim().toLowerCase();
    if (!email) throw new UsageError('--email: give the staff member’s e-mail.');
    if (!name) throw new UsageError('--name: give the staff member’s name.');
    if (!role) throw new UsageError(`--role: one of ${STAFF_ROLES.join(', ')}.`);
    const created = await createStaffMember(db, now(), { email, name, role: role as never }, COMMAND_ACTOR);
    const link = new URL(STAFF_PAGES.setPassword, publicUrl);
    link.searchParams.set('token', created.token);
    io.out(`Created ${created.member.role} ${created.member.name} <${created.member.email}>.`);
    io.out(`Set-password link (once, until ${created.expiresAt.toISOString()}):`);
    io.out(`  ${link.toString()}`);
    io.out('Authenticator (scan the QR code on that page, or enter this):');
    io.out(`  ${created.otpauthUri}`);
  },
};
