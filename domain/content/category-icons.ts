/**
 * The icon names a category may carry: the lucide names the site ships and the sports that
 * stand for them (web/src/components/category-icon.tsx draws each). An editor picks one of
 * these; any other name, `constructor` and `__proto__` included, is refused on save, because
 * a name looked up in a plain object finds what every object inherits.
 */
export const categoryIconNames = [
  'activity',
  'bike',
  'bicycle',
  'cycling',
  'circle',
  'tennis',
  'circle-dot',
  'table-tennis',
  'dumbbell',
  'fitness',
  'flower',
  'flower-2',
  'yoga',
  'footprints',
  'running',
  'run',
  'goal',
  'football',
  'soccer',
  'map-pin',
  'place',
  'mountain',
  'climbing',
  'music',
  'dance',
  'dancing',
  'sailboat',
  'sailing',
  'rowing',
  'paddling',
  'target',
  'boules',
  'shield',
  'martial-arts',
  'trees',
  'walking',
  'outdoor',
  'volleyball',
  'basketball',
  'dribbble',
  'ball-sports',
  'waves',
  'swimming',
  'water',
  'zap',
  'skating',
] as const;

export type CategoryIconName = (typeof categoryIconNames)[number];

const known: ReadonlySet<string> = new Set(categoryIconNames);

export function isCategoryIconName(name: string): name is CategoryIconName {
  return known.has(name);
}
