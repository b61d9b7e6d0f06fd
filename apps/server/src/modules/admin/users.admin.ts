import { SUB_TYPES, USER_TYPES } from '@oc/contract';
import { USAGE_PREFIX, parseRupees, parseYesNo, str, upper, type AdminCommand } from '../../cli/command';
import { formatInr } from '../../lib/format';
import type { AccountSummary } from './admin.service';

function describeAccount(a: AccountSummary): string {
  const facts = [
    a.subType ?? 'no profile',
    a.turnoverRupees === null ? null : `turnover ${formatInr(a.turnoverRupees)}`,
    a.isGstinRequired === null ? null : a.isGstinRequired ? 'GSTIN required' : 'GSTIN not required',
    a.isMsme === null ? null : a.isMsme ? 'MSME' : 'not MSME',
    a.walletBalanceRupees === null ? null : `wallet ${formatInr(a.walletBalanceRupees)}`,
  ].filter((f) => f !== null);
  const group = a.groupId ? ` [group ${a.groupId}]` : '';
  return `${a.type} "${a.name}"${group}: ${facts.join(', ')}`;
}

const MOBILE = "--mobile <10 digits>   the user's mobile number (starts with 6 to 9)";

/** `npm run admin -- create-user`: a person who logs in with a mobile number and OTP. */
export const createUserCommand: AdminCommand = {
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
};

/** `npm run admin -- add-account`: a business account of a user. */
export const addAccountCommand: AdminCommand = {
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
};

/** `npm run admin -- set-profile`: an account's sub type, turnover, GSTIN requirement and MSME flag. */
export const setProfileCommand: AdminCommand = {
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
};

/** `npm run admin -- list-users`: every user with their accounts and profiles. */
export const listUsersCommand: AdminCommand = {
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
};
