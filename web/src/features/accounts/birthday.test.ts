import { describe, expect, it } from 'vitest';
import { birthdayError, joinBirthday, splitBirthday } from './birthday.ts';

const today = new Date('2026-03-15T12:00:00Z');
const check = (day: string, month: string, year: string) =>
  birthdayError({ day, month, year }, today);

describe('birthday', () => {
  it('is optional: three empty fields are fine and save as ""', () => {
    expect(check('', '', '')).toBeUndefined();
    expect(joinBirthday({ day: '', month: '', year: '' })).toBe('');
  });

  it('accepts a real past date and stores it as dd.mm.yyyy', () => {
    expect(check('29', '2', '1992')).toBeUndefined();
    expect(joinBirthday({ day: '9', month: '2', year: '1992' })).toBe('09.02.1992');
    expect(splitBirthday('29.02.1992')).toEqual({ day: '29', month: '02', year: '1992' });
    expect(splitBirthday(null)).toEqual({ day: '', month: '', year: '' });
  });

  it('names what is wrong', () => {
    expect(check('12', '', '1990')).toBe('userEdit.birthdayErrors.incomplete');
    expect(check('31', '4', '1990')).toBe('userEdit.birthdayErrors.invalid');
    expect(check('29', '2', '2023')).toBe('userEdit.birthdayErrors.invalid');
    expect(check('1', '13', '1990')).toBe('userEdit.birthdayErrors.invalid');
    expect(check('1', '1', '90')).toBe('userEdit.birthdayErrors.invalid');
    expect(check('1', '1', '1899')).toBe('userEdit.birthdayErrors.tooEarly');
    expect(check('16', '3', '2026')).toBe('userEdit.birthdayErrors.future');
    expect(check('1', '1', '2030')).toBe('userEdit.birthdayErrors.future');
  });
});
