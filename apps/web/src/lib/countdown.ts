import { useEffect, useState } from 'react';

/**
 * Seconds left of a countdown of `seconds` from `startedAt` (epoch ms; null: none running), ticking
 * four times a second. Used by the resend links of the login and the Aadhaar OTP (30 s, part 1 §9).
 */
export function useCountdown(startedAt: number | null, seconds: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (startedAt === null) return;
    const id = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(id);
  }, [startedAt]);
  if (startedAt === null) return 0;
  // `now` may still be from before the start until the first tick: never more than `seconds`.
  const elapsed = Math.max(0, now - startedAt);
  return Math.max(0, seconds - Math.floor(elapsed / 1000));
}
