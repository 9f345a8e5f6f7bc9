import { isValidBirthday } from '../../../../domain/accounts/birthday.ts';

/** The birthday as the form holds it: three fields (spec/portal.md §3 "split into day, month, year"). */
export type BirthdayParts = { day: string; month: string; year: string };

export const emptyBirthday: BirthdayParts = { day: '', month: '', year: '' };

/** '29.02.1992' -> { day: '29', month: '02', year: '1992' }; anything else gives empty fields. */
export function splitBirthday(value: string | null | undefined): BirthdayParts {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value?.trim() ?? '');
  if (!match) return emptyBirthday;
  return { day: match[1]!, month: match[2]!, year: match[3]! };
}

const isBlank = (parts: BirthdayParts) =>
  !parts.day.trim() && !parts.month.trim() && !parts.year.trim();

/** '' when no field is filled, otherwise dd.mm.yyyy as the server stores it. */
export function joinBirthday(parts: BirthdayParts): string {
  if (isBlank(parts)) return '';
  const pad = (value: string) => value.trim().padStart(2, '0');
  return `${pad(parts.day)}.${pad(parts.month)}.${parts.year.trim()}`;
}

/**
 * The message key of what is wrong with a birthday, checked before saving (spec/portal.md §5):
 * all three fields or none, a day that exists, a year from 1900, a date in the past.
 */
export function birthdayError(parts: BirthdayParts, today = new Date()): string | undefined {
  if (isBlank(parts)) return undefined;
  const { day, month, year } = {
    day: parts.day.trim(),
    month: parts.month.trim(),
    year: parts.year.trim(),
  };
  if (!day || !month || !year) return 'userEdit.birthdayErrors.incomplete';
  if (!/^\d{1,2}$/.test(day) || !/^\d{1,2}$/.test(month) || !/^\d{4}$/.test(year))
    return 'userEdit.birthdayErrors.invalid';
  const [d, m, y] = [Number(day), Number(month), Number(year)];
  const date = new Date(Date.UTC(y, m - 1, d));
  const exists =
    date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  if (!exists) return 'userEdit.birthdayErrors.invalid';
  if (y < 1900) return 'userEdit.birthdayErrors.tooEarly';
  if (!isValidBirthday(joinBirthday(parts), today)) return 'userEdit.birthdayErrors.future';
  return undefined;
}
