import type { AdminCommand } from '../../cli/command';
import { UsageError } from '../../cli/shared';
import { APP_ROLE_NAME, MissingRoleError, grantAppRole } from './app-role';

/**
 * `npm run admin -- grant-app-role --role R`: gives the server's own PostgreSQL role its rights,
 * without UPDATE, DELETE or TRUNCATE on the audit trail (run as the owner, after migrating).
 */
export const grantAppRoleCommand: AdminCommand = {
  name: 'grant-app-role',
  summary:
    "Grant the server's PostgreSQL role read and write on every table, but never changing the audit trail",
  usage: 'grant-app-role --role <role>',
  details: [
    '--role <role>          an existing PostgreSQL role (lower-case letters, digits, _)',
    'Run as the owner of the tables after `npm run db:migrate`, and again after a migration adds tables.',
    'The server then connects as that role (DATABASE_URL); PostgreSQL only, not the embedded database.',
  ],
  examples: ['grant-app-role --role operator_console_app'],
  options: { role: { type: 'string' } },
  async run(v, { io, db }) {
    const role = typeof v.role === 'string' ? v.role.trim() : '';
    if (!APP_ROLE_NAME.test(role))
      throw new UsageError('--role: the name of an existing role (lower-case letters, digits, _).');
    try {
      await grantAppRole(db, role);
    } catch (err) {
      if (err instanceof MissingRoleError) throw new UsageError(err.message);
      throw err;
    }
    io.out(`Granted ${role}: read and write on every table; audit_events only SELECT and INSERT.`);
  },
};
