import { parseArgs, type ParseArgsConfig } from 'node:util';
import { USER_TYPES } from '@oc/contract';
import type { Database, Db } from '../db/client';
import { seedIfEmpty } from '../db/seed';
import { HttpError } from '../lib/http-error';
import { AdminService, SUB_TYPES, type AccountSummary } from '../modules/admin/admin.service';
import { bankProofCommand } from '../modules/account/bank-proof.admin';
import { reimbursementCommand } from '../modules/reimbursements/reimbursement.admin';
import { closeWeekCommand } from '../modules/contracts/contracts.admin';
import { walletDebitCommand } from '../modules/wallet/wallet.admin';
import {
  consoleIo,
  defaultOpen,
  describeDatabase,
  errorLines,
  loadCliConfig,
  UsageError,
  type CliDeps,
  type CliIo,
} from './shared';

type Options = NonNullable<ParseArgsConfig['options']>;
type Values = Record<string, string | boolean | undefined>;

export interface CommandContext {
  admin: AdminService;
  io: CliIo;
  db: Db;
  now: () => Date;
}

/** One subcommand. Later issues add theirs (wallet-debit, …) to COMMANDS. */
export interface AdminCommand {
  name: string;
  summary: string;
  usage: string;
  /** Option lines of the command's --help. */
  details: string[];
  examples: string[];
  options: Options;
  /** Words the command takes besides its options ('approve|reject'); none when absent. */
  positionals?: string;
  run(values: Values, ctx: CommandContext, positionals?: string[]): Promise<void>;
}

const USAGE_PREFIX = 'npm run admin --';
/** Who holds an embedded database directory while a command runs (named in "in use by …"). */
const ADMIN_OWNER = { role: 'command', name: 'npm run admin' } as const;

const str = (v: string | boolean | undefined): string | undefined => (typeof v === 'string' ? v : undefined);

/** '15,00,000' or '1500000.50' → rupees; anything else is a usage error. */
export function parseRupees(option: string, raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const cleaned = raw
    .trim()
    .replace(/^₹/, '')
    .replace(/[,_\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned))
    throw new UsageError(`--${option}: give rupees as a number, e.g. 1500000 or 15,00,000 (got "${raw}").`);
  return Number(cleaned);
}

export function parseYesNo(option: string, raw: string | undefined): boolean | undefined {
  if (raw === undefined) return undefined;
  const v = raw.trim().toLowerCase();
  if (['yes', 'y', 'true'].includes(v)) return true;
  if (['no', 'n', 'false'].includes(v)) return false;
  throw new UsageError(`--${option}: answer yes or no (got "${raw}").`);
}

/** Upper-cases an enum-like option so `--type operator` works too. */
const upper = (v: string | undefined) => v?.trim().toUpperCase();

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

function describeAccount(a: AccountSummary): string {
  const facts = [
    a.subType ?? 'no profile',
    a.turnoverRupees === null ? null : `turnover ${inr.format(a.turnoverRupees)}`,
    a.isGstinRequired === null ? null : a.isGstinRequired ? 'GSTIN required' : 'GSTIN not required',
    a.isMsme === null ? null : a.isMsme ? 'MSME' : 'not MSME',
    a.walletBalanceRupees === null ? null : `wallet ${inr.format(a.walletBalanceRupees)}`,
  ].filter((f) => f !== null);
  const group = a.groupId ? ` [group ${a.groupId}]` : '';
  return `${a.type} "${a.name}"${group}: ${facts.join(', ')}`;
}

const MOBILE = "--mobile <10 digits>   the user's mobile number (starts with 6 to 9)";

export const COMMANDS: AdminCommand[] = [
  {
    name: 'create-user',
    summary: 'Create a user (a person who logs in with a mobile number and OTP)',
    usage: 'create-user --mobile <10 digits> --name "<full name>" [--email <address>]',
    details: [
      MOBILE,
      '--name "<full name>"    shown in the console and the token',
      '--email <address>       optional',
    ],
    examples: ['create-user --mobile 9876543210 --name "Anil Mehta" --email anil@mehtatravels.in'],
    options: { mobile: { type: 'string' }, name: { type: 'string' }, email: { type: 'string' } },
    async run(v, { admin, io }) {
      const user = await admin.createUser({
        mobileNo: str(v.mobile),
        name: str(v.name),
        email: str(v.email),
      });
      io.out(`Created user ${user.name} (${user.mobileNo}).`);
      io.out(`Next: ${USAGE_PREFIX} add-account --mobile ${user.mobileNo} --type OPERATOR`);
    },
  },
  {
    name: 'add-account',
    summary: `Give a user a business account (${USER_TYPES.join(', ')})`,
    usage: `add-account --mobile <10 digits> --type <${USER_TYPES.join('|')}> [--name "<business name>"] [--group-id <id>]`,
    details: [
      MOBILE,
      `--type <type>           ${USER_TYPES.join(', ')}`,
      '--name "<name>"         business name (default: the user\'s name)',
      '--group-id <id>         BUSOWNER (MG) and CABOWNER only; generated when left out',
      'A user has at most one OPERATOR and one ELECTRIC account; MG and cab accounts differ by group id.',
    ],
    examples: [
      'add-account --mobile 9876543210 --type OPERATOR --name "Mehta Travels"',
      'add-account --mobile 9876543210 --type BUSOWNER --group-id MG-MEH-1003',
    ],
    options: {
      mobile: { type: 'string' },
      type: { type: 'string' },
      name: { type: 'string' },
      'group-id': { type: 'string' },
    },
    async run(v, { admin, io }) {
      const account = await admin.addAccount({
        mobileNo: str(v.mobile),
        type: upper(str(v.type)),
        name: str(v.name),
        groupId: str(v['group-id']),
      });
      io.out(`Added ${describeAccount(account)}.`);
      io.out(`Account id: ${account.id}`);
    },
  },
  {
    name: 'set-profile',
    summary: "Set an account's sub type, turnover, GSTIN requirement and MSME registration",
    usage:
      'set-profile --mobile <10 digits> [--type <type>] [--group-id <id>] [--sub-type <sub type>] [--turnover <rupees>] [--gstin-required yes|no] [--msme yes|no]',
    details: [
      MOBILE,
      '--type <type>           which account (default: the only one, else OPERATOR)',
      '--group-id <id>         pick an MG or cab account by its group id',
      `--sub-type <sub type>   ${SUB_TYPES.join(', ')}`,
      '--turnover <rupees>     annual turnover in rupees, e.g. 1500000 or 15,00,000',
      '--gstin-required yes|no whether the account must give a GSTIN',
      '--msme yes|no           whether the business is MSME-registered',
      'Give at least one of --sub-type, --turnover, --gstin-required, --msme; the rest stay as they are.',
    ],
    examples: [
      'set-profile --mobile 9876543210 --sub-type COMPANY --turnover 2,50,00,000 --gstin-required yes --msme no',
    ],
    options: {
      mobile: { type: 'string' },
      type: { type: 'string' },
      'group-id': { type: 'string' },
      'sub-type': { type: 'string' },
      turnover: { type: 'string' },
      'gstin-required': { type: 'string' },
      msme: { type: 'string' },
    },
    async run(v, { admin, io }) {
      const account = await admin.setProfile({
        mobileNo: str(v.mobile),
        type: upper(str(v.type)),
        groupId: str(v['group-id']),
        subType: upper(str(v['sub-type'])),
        turnoverRupees: parseRupees('turnover', str(v.turnover)),
        isGstinRequired: parseYesNo('gstin-required', str(v['gstin-required'])),
        isMsme: parseYesNo('msme', str(v.msme)),
      });
      io.out(`Updated ${describeAccount(account)}.`);
    },
  },
  {
    name: 'list-users',
    summary: 'List users with their accounts and profiles',
    usage: 'list-users',
    details: [],
    examples: ['list-users'],
    options: {},
    async run(_v, { admin, io }) {
      const users = await admin.listUsers();
      if (users.length === 0) io.out('No users.');
      for (const u of users) {
        io.out(`${u.mobileNo}  ${u.name}${u.email ? ` <${u.email}>` : ''}`);
        if (u.accounts.length === 0) io.out('    (no accounts)');
        for (const a of u.accounts) io.out(`    ${describeAccount(a)}`);
      }
      io.out(`${users.length} user${users.length === 1 ? '' : 's'}.`);
    },
  },
  walletDebitCommand,
  bankProofCommand,
  reimbursementCommand,
  closeWeekCommand,
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
    await command.run(values, { admin, io, db: database.db, now }, positionals);
    return 0;
  } catch (err) {
    for (const line of errorLines(withOptionNames(err), env)) io.err(line);
    return 1;
  } finally {
    await database?.close();
  }
}
