/** Whether a database error (node-postgres or PGlite, maybe wrapped by Drizzle) is a unique violation. */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (e: unknown) =>
    typeof e === 'object' && e !== null && 'code' in e ? (e as { code: unknown }).code : null;
  const cause =
    typeof error === 'object' && error !== null ? (error as { cause?: unknown }).cause : null;
  return codeOf(error) === '23505' || codeOf(cause) === '23505';
}
