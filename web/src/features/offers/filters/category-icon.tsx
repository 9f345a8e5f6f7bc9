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
  Shield,
  Trees,
  Volleyball,
  Waves,
  Zap,
  type LucideIcon,
} from 'lucide-react';

// Editors name a lucide icon per category. Only the icons categories use are imported (each
// costs bytes); an unknown name falls back to a generic activity icon.
const icons: Record<string, LucideIcon> = {
  activity: Activity,
  bike: Bike,
  circle: Circle,
  'circle-dot': CircleDot,
  dumbbell: Dumbbell,
  'flower-2': Flower2,
  flower: Flower2,
  footprints: Footprints,
  goal: Goal,
  'map-pin': MapPin,
  mountain: Mountain,
  music: Music,
  sailboat: Sailboat,
  shield: Shield,
  trees: Trees,
  volleyball: Volleyball,
  dribbble: Volleyball, // a brand icon lucide no longer ships: a ball instead
  waves: Waves,
  zap: Zap,
};

export function CategoryIcon({ name, size = 20 }: { name: string; size?: number }) {
  const key = name
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  // A lookup of a module-level component, not a new component per render.
  return createElement(icons[key] ?? Activity, { size, strokeWidth: 2, 'aria-hidden': true });
}
