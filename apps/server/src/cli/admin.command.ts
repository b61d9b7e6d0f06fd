import { parseArgs } from 'node:util';
import type { Database } from '../db/client';
import { seedIfEmpty } from '../db/seed';
import { HttpError } from '../lib/http-error';
import { bankProofCommand } from '../modules/account/bank-proof.admin';
import { AdminService } from '../modules/admin/admin.service';
import { apiKeyCommand } from '../modules/apikeys/apikeys.admin';
import { grantAppRoleCommand } from '../modules/audit/app-role.admin';
import {
  addAccountCommand,
  createUserCommand,
  listUsersCommand,
  setProfileCommand,
} from '../modules/admin/users.admin';
import { closeWeekCommand } from '../modules/contracts/contracts.admin';
import { reimbursementCommand } from '../modules/reimbursements/reimbursement.admin';
import { staffCreateCommand } from '../modules/staff/staff.admin';
import { walletDebitCommand } from '../modules/wallet/wallet.admin';
import { webhookCommand } from '../modules/webhooks/webhooks.admin';
import { USAGE_PREFIX, type AdminCommand, type Values } from './command';
import {
  consoleIo,
  defaultOpen,
  describeDatabase,
  errorLines,
  loadCliConfig,
  UsageError,
  type CliDeps,
} from './shared';

/** Who holds an embedded database directory while a command runs (named in "in use by …"). */
const ADMIN_OWNER = { role: 'command', name: 'npm run admin' } as const;

/** Every subcommand, in the order of the help; each is defined beside its domain (`*.admin.ts`). */
export const COMMANDS: AdminCommand[] = [
  createUserCommand,
  addAccountCommand,
  setProfileCommand,
  listUsersCommand,
  walletDebitCommand,
  bankProofCommand,
  reimbursementCommand,
  closeWeekCommand,
  staffCreateCommand,
  grantAppRoleCommand,
  apiKeyCommand,
  webhookCommand,
];

export function mainHelp(): string[] {
  const width = Math.max(...COMMANDS.map((c) => c.name.length)) + 3;
  return [
    "Operator Console admin: the provider's back office for users, accounts and profiles.",
    '',
    `Usage: ${USAGE_PREFIX} <command> [options]`,
    '',
    'Commands:',
    ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}${c.summary}`),
    '',
    `Run \`${USAGE_PREFIX} <command> --help\` for a command's options.`,
    "The database is the server's: DATABASE_URL, else the embedded one in DATA_DIR (default ./data).",
    'The embedded one is used by one process at a time: stop the server first (PostgreSQL needs not).',
  ];
}

export function commandHelp(c: AdminCommand): string[] {
  return [
    `${c.summary}.`,
    '',
    `Usage: ${USAGE_PREFIX} ${c.usage}`,
    ...(c.details.length > 0 ? ['', 'Options:', ...c.details.map((d) => `  ${d}`)] : []),
    '',
    'Example:',
    ...c.examples.map((e) => `  ${USAGE_PREFIX} ${e}`),
  ];
}

/** Maps a service field name to the option a person typed. */
const OPTION_OF: Record<string, string> = {
  mobileNo: '--mobile',
  name: '--name',
  email: '--email',
  type: '--type',
  groupId: '--group-id',
  subType: '--sub-type',
  turnoverRupees: '--turnover',
  isGstinRequired: '--gstin-required',
  isMsme: '--msme',
};

function withOptionNames(err: unknown): unknown {
  if (err instanceof HttpError && err.status === 400 && err.errors && err.errors.length > 0) {
    const lines = err.errors.map((e) =>
      OPTION_OF[e.path] ? `${OPTION_OF[e.path]}: ${e.message}` : e.message,
    );
    return new UsageError(lines.join('\n'));
  }
  return err;
}

/** Runs `admin <command> [options]`; answers the process exit code (0 done, 1 refused or failed). */
export async function runAdmin(argv: string[], deps: CliDeps = {}): Promise<number> {
  const io = deps.io ?? consoleIo;
  const env = deps.env ?? process.env;
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    for (const line of mainHelp()) io.out(line);
    return name === undefined ? 1 : 0;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    io.err(`Unknown command "${name}". Commands: ${COMMANDS.map((c) => c.name).join(', ')}.`);
    io.err(`Run \`${USAGE_PREFIX} --help\` for help.`);
    return 1;
  }

  let values: Values;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: rest,
      options: { ...command.options, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: command.positionals !== undefined,
    }));
  } catch (err) {
    io.err(`${command.name}: ${err instanceof Error ? err.message : String(err)}`);
    io.err(`Usage: ${USAGE_PREFIX} ${command.usage}`);
    return 1;
  }
  if (values.help === true) {
    for (const line of commandHelp(command)) io.out(line);
    return 0;
  }

  let database: Database | undefined;
  try {
    const config = loadCliConfig(env);
    database = await (deps.openDatabase ?? defaultOpen)(config, { owner: ADMIN_OWNER });
    const now = deps.now ?? (() => new Date());
    // A new demo database gets its demo data first, as the server would on start: otherwise a
    // user created here would stop the server from ever seeding it.
    if (config.mode === 'demo') {
      const seeded = await seedIfEmpty(database.db, { info: () => undefined }, { now: now() });
      if (seeded) io.out(`The ${describeDatabase(config)} was empty: demo data seeded first.`);
    }
    const admin = new AdminService({ db: database.db, clock: { now } });
    await command.run(values, { admin, io, db: database.db, now, publicUrl: config.publicUrl }, positionals);
    return 0;
  } catch (err) {
    for (const line of errorLines(withOptionNames(err), env)) io.err(line);
    return 1;
  } finally {
    await database?.close();
  }
}
