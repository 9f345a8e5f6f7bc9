import { describe, expect, it } from 'vitest';
import { plainText } from './format.ts';

describe('plainText', () => {
  it('drops markup and decodes entities without running anything', () => {
    expect(plainText('<p>Lauf &amp; Spaß <img src=x onerror="alert(1)"> an der Alster</p>')).toBe(
      'Lauf & Spaß an der Alster',
    );
  });
});
