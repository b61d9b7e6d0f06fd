import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Staff passwords: scrypt (memory-hard, in Node's crypto; RFC 7914) with a random salt per
 * password. N = 2^15, r = 8: 32 MiB and about 50-150 ms per hash here, on libuv's thread pool,
 * never on the event loop. Stored as `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>` (base64url), so the
 * cost can rise later and old hashes still verify.
 */
const COST = { log2N: 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
/** What one hash may use: 128 · N · r is 32 MiB; the limit leaves room for Node's own. */
const MAX_MEMORY = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, log2N: number, r: number, p: number): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** log2N, r, p, maxmem: MAX_MEMORY };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST.log2N, COST.r, COST.p);
  return ['scrypt', COST.log2N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

/** A hash nobody's password matches: verified against when the e-mail is unknown (same time). */
const NO_ONE = `scrypt$${COST.log2N}$${COST.r}$${COST.p}$${randomBytes(16).toString('base64url')}$${randomBytes(KEY_LENGTH).toString('base64url')}`;

/** Whether `password` matches `stored`; with no stored hash, the same work and false. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = (stored ?? NO_ONE).split('$');
  const [scheme, log2N, r, p, salt, key] = parts;
  if (parts.length !== 6 || scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const given = await derive(password, Buffer.from(salt, 'base64url'), Number(log2N), Number(r), Number(p));
  return stored !== null && expected.length === given.length && timingSafeEqual(expected, given);
}
