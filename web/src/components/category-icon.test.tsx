import { render } from '@testing-library/react';
import { Activity, Waves } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { categoryIconNames } from '../../../domain/content/category-icons.ts';
import { categoryIcon, categoryIcons, CategoryIcon } from './category-icon.tsx';

describe('category icons', () => {
  it('draws the generic icon for names every object inherits', () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(categoryIcon(name), name).toBe(Activity);
      const { container, unmount } = render(<CategoryIcon name={name} />);
      expect(container.querySelector('svg'), name).not.toBeNull();
      unmount();
    }
  });

  it('finds the known names, however an editor wrote them', () => {
    expect(categoryIcon('swimming')).toBe(Waves);
    expect(categoryIcon(' Swimming ')).toBe(Waves);
  });

  it('draws every name the domain allows, and no other', () => {
    expect(Object.keys(categoryIcons).sort()).toEqual([...categoryIconNames].sort());
  });
});
