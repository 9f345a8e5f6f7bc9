import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, plainText } from './format.ts';

describe('formatDateTime', () => {
  it('shows dd.mm.yy hh:mm in Hamburg time', () => {
    expect(formatDateTime('2025-06-07T16:30:00Z')).toBe('07.06.25 18:30');
    expect(formatDateTime('2025-01-03T08:05:00Z')).toBe('03.01.25 09:05');
  });

  it('uses a 24-hour clock at midnight', () => {
    expect(formatDateTime('2025-03-09T23:00:00Z')).toBe('10.03.25 00:00');
  });

  it('gives an empty string for a date it cannot read', () => {
    expect(formatDateTime('soon')).toBe('');
  });
});

describe('formatDate', () => {
  it('shows dd.mm.yy', () => {
    expect(formatDate('2025-12-31T12:00:00Z')).toBe('31.12.25');
  });
});

describe('plainText', () => {
  it('drops markup and decodes entities without running anything', () => {
    expect(plainText('<p>Lauf &amp; Spaß <img src=x onerror="alert(1)"> an der Alster</p>')).toBe(
      'Lauf & Spaß an der Alster',
    );
  });
});
