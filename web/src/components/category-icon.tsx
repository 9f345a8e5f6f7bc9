import { createElement } from 'react';
import {
  Activity,
  Bike,
  Circle,
  CircleDot,
  Dumbbell,
  Flower2,
  Footprints,
  Goal,
  MapPin,
  Mountain,
  Music,
  Sailboat,
  Target,
  Shield,
  Trees,
  Volleyball,
  Waves,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import {
  isCategoryIconName,
  type CategoryIconName,
} from '../../../domain/content/category-icons.ts';

// Shared by the start page's category tiles, the offer filters, the wizard and the map's
// marker images. Editors name an icon per category; they may use the lucide name or a sport
// (the names domain/content/category-icons.ts lists, which this record must cover). Unknown
// names fall back to a generic activity icon. Only icons the categories use are imported:
// every icon costs bytes on the start page (150 KB budget).
export const categoryIcons: Readonly<Record<CategoryIconName, LucideIcon>> = {
  activity: Activity,
  bike: Bike,
  bicycle: Bike,
  cycling: Bike,
  circle: Circle,
  tennis: Circle,
  'circle-dot': CircleDot,
  'table-tennis': CircleDot,
  dumbbell: Dumbbell,
  fitness: Dumbbell,
  flower: Flower2,
  'flower-2': Flower2,
  yoga: Flower2,
  footprints: Footprints,
  running: Footprints,
  run: Footprints,
  goal: Goal,
  football: Goal,
  soccer: Goal,
  'map-pin': MapPin,
  place: MapPin,
  mountain: Mountain,
  climbing: Mountain,
  music: Music,
  dance: Music,
  dancing: Music,
  sailboat: Sailboat,
  sailing: Sailboat,
  rowing: Sailboat,
  paddling: Sailboat,
  target: Target,
  boules: Target,
  shield: Shield,
  'martial-arts': Shield,
  trees: Trees,
  walking: Trees,
  outdoor: Trees,
  volleyball: Volleyball,
  basketball: Volleyball,
  dribbble: Volleyball, // brand icon lucide no longer ships: a ball instead
  'ball-sports': Volleyball,
  waves: Waves,
  swimming: Waves,
  water: Waves,
  zap: Zap,
  skating: Zap,
};

export function categoryIcon(name: string): LucideIcon {
  const key = name
    .trim()
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  // Own names only: `constructor` or `toString` found Object's own functions on the record's
  // prototype, and drawing one as a component failed every page with a category list.
  return isCategoryIconName(key) ? categoryIcons[key] : Activity;
}

export function CategoryIcon({ name, size = 28 }: { name: string; size?: number }) {
  // A lookup of a module-level component, not a new component per render; always beside a
  // text that names the category, so hidden from screen readers.
  return createElement(categoryIcon(name), { size, strokeWidth: 2, 'aria-hidden': true });
}
