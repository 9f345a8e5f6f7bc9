// Zod-free so the settings screen can check a birthday without loading the schemas.

/** day.month.year, a real calendar day in the past (spec/portal.md §5 "birthday validated"). */
export function isValidBirthday(value: string, today = new Date()): boolean {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value);
  if (!match) return false;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 && date.getTime() < today.getTime();
}
