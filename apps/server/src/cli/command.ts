import type { ParseArgsConfig } from 'node:util';
import type { Db } from '../db/client';
import type { AdminService } from '../modules/admin/admin.service';
import { UsageError, type CliIo } from './shared';

/**
 * What an admin subcommand is and the parsers of its options: a leaf that the commands
 * (`modules/<domain>/*.admin.ts`) and the runner that lists them (`admin.command.ts`) both import.
 */

export type Options = NonNullable<ParseArgsConfig['options']>;
export type Values = Record<string, string | boolean | undefined>;

export interface CommandContext {
  admin: AdminService;
  io: CliIo;
  db: Db;
  now: () => Date;
  /** Where the web app is served (PUBLIC_URL): links the command prints start with it. */
  publicUrl: string;
}

/** One subcommand, listed in `COMMANDS` (admin.command.ts). */
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

/** How a person runs the command (in help and in hints of what to run next). */
export const USAGE_PREFIX = 'npm run admin --';

/** A string option's value; undefined for a flag or when absent. */
export const str = (v: string | boolean | undefined): string | undefined =>
  typeof v === 'string' ? v : undefined;

/** Upper-cases an enum-like option so `--type operator` works too. */
export const upper = (v: string | undefined) => v?.trim().toUpperCase();

/**
 * '15,00,000', '₹4,500' or '1500000.50' → rupees; anything else is a usage error. `whole`: whole
 * rupees of at most 9 digits, else refused in the command's own words (`whole.refusal`).
 */
export function parseRupees(
  option: string,
  raw: string | undefined,
  whole?: { refusal: string },
): number | undefined {
  if (raw === undefined) return undefined;
  const cleaned = raw
    .trim()
    .replace(/^₹/, '')
    .replace(/[,_\s]/g, '');
  if (whole) {
    if (!/^\d{1,9}$/.test(cleaned)) throw new UsageError(whole.refusal);
  } else if (!/^\d+(\.\d{1,2})?$/.test(cleaned))
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
