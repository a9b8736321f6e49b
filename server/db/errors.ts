/** Database error details from postgres-js or PGlite, through Drizzle's wrapper (the cause chain). */

/** The constraint (or message) of a unique violation (SQLSTATE 23505) anywhere in the cause chain; null when there is none. */
export function uniqueViolation(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 10; e = (e as { cause?: unknown }).cause, depth += 1) {
    const record = e as { code?: unknown; constraint?: unknown; constraint_name?: unknown; message?: unknown; cause?: unknown };
    if (record.code === '23505') return String(record.constraint_name ?? record.constraint ?? record.message ?? '');
    if (record.cause === e) break;
  }
  return null;
}

/** Whether `error` is (or wraps) a unique violation. */
export const isUniqueViolation = (error: unknown): boolean => uniqueViolation(error) !== null;
