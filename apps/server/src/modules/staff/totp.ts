import { STAFF_TOTP } from '@oc/contract';
import { Secret, TOTP } from 'otpauth';

/**
 * The staff's second factor: TOTP (RFC 6238) through `otpauth`: 30-second steps, 6 digits, a
 * 160-bit secret. A code is accepted one step either side of now (clock drift), and only for a
 * step later than the last one accepted (staff_users.totp_last_step): a code works once.
 */

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, email: string): TOTP {
  return new TOTP({
    issuer: STAFF_TOTP.issuer,
    label: email,
    algorithm: STAFF_TOTP.algorithm,
    digits: STAFF_TOTP.digits,
    period: STAFF_TOTP.periodSeconds,
    secret: Secret.fromBase32(secret),
  });
}

/** `otpauth://totp/Operator%20Console:<email>?secret=…`: what an authenticator app scans. */
export function otpauthUri(secret: string, email: string): string {
  return totpOf(secret, email).toString();
}

/** The step the code belongs to (now ± 1), or null when it is no code of this secret around now. */
export function totpStep(secret: string, email: string, code: string, now: Date): number | null {
  const totp = totpOf(secret, email);
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return totp.counter({ timestamp: now.getTime() }) + delta;
}

/** The code of a step's time (tests and the demo's console walk-through). */
export function totpCode(secret: string, email: string, at: Date): string {
  return totpOf(secret, email).generate({ timestamp: at.getTime() });
}
