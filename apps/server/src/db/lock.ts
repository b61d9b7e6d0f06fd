import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * One process at a time on an embedded (PGlite) data directory. PGlite keeps the database in the
 * memory of the process that opened it and writes it back to the directory; a second process on the
 * same directory works on its own copy, and one of the two silently loses its writes. So whoever
 * opens the directory first holds `<dir>.lock` (e.g. `data/pglite.lock`, next to the directory, so
 * `db:reset` can remove the directory while holding it) until it closes the database or exits.
 *
 * The lock file names its holder (pid, host, who). It is stale, and taken over, when that process is
 * gone (same host, no such pid), or when its holder has not touched it for STALE_AFTER_MS (another
 * host, or a pid reused after a crash): the holder touches it every HEARTBEAT_MS.
 */

/** Who holds (or asks for) the directory: the server, or a named command such as `npm run admin`. */
export type LockOwner = { role: 'server' } | { role: 'command'; name: string };

export interface LockInfo {
  pid: number;
  host: string;
  owner: LockOwner;
  since: string;
}

export interface DirLock {
  /** The database directory the lock guards. */
  readonly dir: string;
  readonly file: string;
  readonly info: LockInfo;
  /** Removes the lock file (when it is still ours). Safe to call twice. */
  release(): void;
}

export const HEARTBEAT_MS = 10_000;
export const STALE_AFTER_MS = 120_000;

export class DatabaseInUseError extends Error {
  override name = 'DatabaseInUseError';
  constructor(
    message: string,
    readonly dir: string,
    readonly holder: LockInfo | null,
  ) {
    super(message);
  }
}

/** Lock files this process holds, by path: a second open in the same process is refused too. */
const held = new Map<string, DirLock>();

export function lockFileOf(dir: string): string {
  const abs = path.resolve(dir);
  return path.join(path.dirname(abs), `${path.basename(abs)}.lock`);
}

/** `./data/pglite` when the directory is under the working directory, else the absolute path. */
function shown(dir: string): string {
  const rel = path.relative(process.cwd(), path.resolve(dir));
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? `./${rel.split(path.sep).join('/')}` : dir;
}

function ownerText(owner: LockOwner): string {
  return owner.role === 'server' ? 'the running server' : `\`${owner.name}\``;
}

function inUse(dir: string, file: string, holder: LockInfo | null, asker: LockOwner): DatabaseInUseError {
  const where = shown(dir);
  if (!holder)
    return new DatabaseInUseError(
      `The database in ${where} is being opened by another process. Try again in a moment; ` +
        `if no server or command uses it, delete ${file}.`,
      dir,
      null,
    );
  const who = `${ownerText(holder.owner)} (pid ${holder.pid}${holder.host === hostname() ? '' : ` on ${holder.host}`})`;
  let advice: string;
  if (holder.owner.role === 'command') advice = 'Wait for it to finish, then try again.';
  else if (asker.role === 'server')
    advice = 'Stop that server first, or give this one another DATA_DIR (or a PostgreSQL DATABASE_URL).';
  else advice = 'Stop the server first, or run the command against PostgreSQL (DATABASE_URL).';
  return new DatabaseInUseError(`The database in ${where} is in use by ${who}. ${advice}`, dir, holder);
}

function isLockInfo(v: unknown): v is LockInfo {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  if (typeof o.owner !== 'object' || o.owner === null) return false;
  const owner = o.owner as Record<string, unknown>;
  return (
    typeof o.pid === 'number' &&
    Number.isInteger(o.pid) &&
    o.pid > 0 &&
    typeof o.host === 'string' &&
    typeof o.since === 'string' &&
    (owner.role === 'server' || (owner.role === 'command' && typeof owner.name === 'string'))
  );
}

type Found = { state: 'gone' } | { state: 'held'; info: LockInfo | null; ageMs: number };

function readLock(file: string): Found {
  let text: string;
  let ageMs: number;
  try {
    ageMs = Date.now() - statSync(file).mtimeMs;
    text = readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { state: 'gone' };
    throw err;
  }
  let info: LockInfo | null = null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (isLockInfo(parsed)) info = parsed;
  } catch {
    // Unreadable: being written right now (fresh), or left half-written by a crash (old).
  }
  return { state: 'held', info, ageMs };
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function isStale(found: Extract<Found, { state: 'held' }>): boolean {
  if (found.ageMs > STALE_AFTER_MS) return true;
  const { info } = found;
  if (!info) return false;
  if (info.host !== hostname()) return false;
  // Our own pid but not held by this process: a previous run that got the same pid (a container's pid 1).
  if (info.pid === process.pid) return true;
  return !processAlive(info.pid);
}

/** Moves a stale lock file aside, unless another process replaced it meanwhile. */
function removeStale(file: string, stale: LockInfo | null): void {
  const aside = `${file}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    renameSync(file, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  const moved = readLock(aside);
  const same =
    moved.state === 'held' &&
    JSON.stringify(moved.info) === JSON.stringify(stale) &&
    (stale !== null || moved.ageMs > STALE_AFTER_MS);
  if (same) {
    unlinkSync(aside);
    return;
  }
  // Another process took the lock between our read and the rename: give it back, and let the
  // caller read it again.
  try {
    renameSync(aside, file);
  } catch {
    // nothing more to do: the next attempt reads whatever is there
  }
}

/**
 * Takes the lock on a PGlite directory for `owner`, or throws DatabaseInUseError naming the holder
 * and what to do.
 */
export function acquireDirLock(dir: string, owner: LockOwner): DirLock {
  const abs = path.resolve(dir);
  const file = lockFileOf(abs);
  const mine = held.get(file);
  if (mine) throw inUse(abs, file, mine.info, owner);
  mkdirSync(path.dirname(file), { recursive: true });
  const info: LockInfo = { pid: process.pid, host: hostname(), owner, since: new Date().toISOString() };
  for (let attempt = 0; attempt < 5; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx', 0o644);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const found = readLock(file);
      if (found.state === 'gone') continue;
      if (!isStale(found)) throw inUse(abs, file, found.info, owner);
      removeStale(file, found.info);
      continue;
    }
    try {
      writeSync(fd, JSON.stringify(info));
    } finally {
      closeSync(fd);
    }
    return register(abs, file, info);
  }
  const found = readLock(file);
  throw inUse(abs, file, found.state === 'held' ? found.info : null, owner);
}

function register(dir: string, file: string, info: LockInfo): DirLock {
  const ours = () => {
    const found = readLock(file);
    return found.state === 'held' && found.info?.pid === info.pid && found.info.since === info.since;
  };
  const heartbeat = setInterval(() => {
    try {
      const now = new Date();
      if (ours()) utimesSync(file, now, now);
    } catch {
      // the next beat tries again
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearInterval(heartbeat);
    process.removeListener('exit', release);
    held.delete(file);
    try {
      if (ours()) unlinkSync(file);
    } catch {
      // already gone
    }
  };
  // A crash or process.exit() still frees the directory (a SIGKILL leaves a stale lock, taken over).
  process.on('exit', release);
  const lock: DirLock = { dir, file, info, release };
  held.set(file, lock);
  return lock;
}
