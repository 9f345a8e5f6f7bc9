import { describe, expect, it } from 'vitest';
import { tagLabel } from './tag-labels.ts';

describe('tag labels', () => {
  const labels = { bewegungsinseln: { de: 'Bewegungsinseln', en: 'Activity islands' } };

  it('names a tag in the language shown', () => {
    expect(tagLabel('bewegungsinseln', labels, 'de')).toBe('Bewegungsinseln');
    expect(tagLabel('bewegungsinseln', labels, 'en')).toBe('Activity islands');
  });

  it('shows a tag without a name readably, never as a raw slug', () => {
    expect(tagLabel('stand-up-paddling', labels, 'en')).toBe('Stand up paddling');
  });
});
