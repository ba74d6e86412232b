/** The SQLSTATE of a failed query (PostgreSQL's five-character code), through drizzle's wrapper or not. */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** True when a query failed on a unique index (23505). */
export const isUniqueViolation = (error: unknown): boolean => sqlState(error) === '23505';
