import { describe, expect, it } from 'vitest';
import { labelKey, markerName } from './marker-names.ts';
import { clusterKey, offerOfKey, pointKey } from './use-marker-names.ts';

describe('markerName', () => {
  it('names the type and the title when the screen knows it', () => {
    expect(
      markerName({
        typeName: 'Active Spot',
        title: 'Basketballplatz Altona',
        categoryTitles: ['Basketball'],
      }),
    ).toBe('Active Spot: Basketballplatz Altona');
  });

  it('falls back to the sports when there is no title', () => {
    expect(markerName({ typeName: 'Verein', categoryTitles: ['Fußball', 'Laufen'] })).toBe(
      'Verein: Fußball, Laufen',
    );
    expect(markerName({ typeName: 'Verein', title: '  ', categoryTitles: ['Yoga'] })).toBe(
      'Verein: Yoga',
    );
  });

  it('says at least the type when nothing else is known', () => {
    expect(markerName({ typeName: 'Club location', categoryTitles: ['', ''] })).toBe(
      'Club location',
    );
  });
});

describe('keys', () => {
  it('keys labels and overlay buttons by type and id', () => {
    expect(labelKey({ type: 'spot', id: 12 })).toBe('spot:12');
    expect(pointKey({ type: 'entry', id: 7 })).toBe('p:entry:7');
    expect(offerOfKey(pointKey({ type: 'place', id: 3 }))).toEqual({ type: 'place', id: 3 });
    expect(offerOfKey(clusterKey(99))).toBeNull();
  });
});
