import { describe, expect, it } from 'vitest';
import { knownIcon } from './map-icons.tsx';

describe('map marker icons', () => {
  it('draws the generic icon for names every object inherits, and known names as they are', () => {
    for (const name of ['constructor', '__proto__', 'toString', 'a"]', undefined])
      expect(knownIcon(name), String(name)).toBe('activity');
    expect(knownIcon('waves')).toBe('waves');
  });
});
