import { describe, expect, it } from 'vitest';
import { formatBackendDate } from './date-field.tsx';

describe('formatBackendDate', () => {
  // 23:30 UTC on 5 March is already 6 March in Hamburg.
  const lateEvening = '2026-03-05T23:30:00Z';

  it('writes a German date in Hamburg time, whatever the device says', () => {
    expect(formatBackendDate(lateEvening, 'de')).toBe('06.03.2026, 00:30');
    expect(formatBackendDate(lateEvening, 'de', { showTime: false })).toBe('06.03.2026');
  });

  it('writes an English date day first, with a 24-hour clock', () => {
    expect(formatBackendDate(lateEvening, 'en')).toBe('06/03/2026, 00:30');
    expect(formatBackendDate('2026-07-01T12:05:00Z', 'en')).toBe('01/07/2026, 14:05');
  });

  it('leaves a bad date empty', () => {
    expect(formatBackendDate('not a date', 'de')).toBe('');
  });
});
