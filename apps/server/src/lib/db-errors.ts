/** True when the error, or a cause of it (drizzle wraps the driver's), breaks this unique index. */
export function violates(err: unknown, constraint: string): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (
      e.code === '23505' &&
      (e.constraint === constraint || (typeof e.message === 'string' && e.message.includes(constraint)))
    )
      return true;
    current = e.cause;
  }
  return false;
}
