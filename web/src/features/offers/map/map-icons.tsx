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

/**
 * Category icons for the map markers. Categories name a lucide icon (Category.icon); only
 * the icons the categories use are imported, the rest fall back to a generic activity icon.
 */
const icons: Record<string, LucideIcon> = {
  activity: Activity,
  bike: Bike,
  circle: Circle,
  'circle-dot': CircleDot,
  dumbbell: Dumbbell,
  'flower-2': Flower2,
  footprints: Footprints,
  goal: Goal,
  'map-pin': MapPin,
  mountain: Mountain,
  music: Music,
  sailboat: Sailboat,
  shield: Shield,
  trees: Trees,
  volleyball: Volleyball,
  // The brand icon lucide no longer ships: a ball instead.
  dribbble: Volleyball,
  waves: Waves,
  zap: Zap,
};

export const fallbackIcon = 'activity';

export function knownIcon(name: string | undefined): string {
  return name && name in icons ? name : fallbackIcon;
}

/**
 * Every icon once, hidden: the marker images are drawn from this markup, so the icons come
 * from the same components the rest of the site uses without a second renderer.
 */
export function IconSources() {
  return (
    <div hidden>
      {Object.entries(icons).map(([name, Icon]) => (
        <Icon key={name} data-map-icon={name} aria-hidden="true" />
      ))}
    </div>
  );
}

export function iconMarkup(root: ParentNode | null, name: string): string {
  const icon =
    root?.querySelector(`[data-map-icon="${knownIcon(name)}"]`) ??
    root?.querySelector(`[data-map-icon="${fallbackIcon}"]`);
  return icon?.innerHTML ?? '';
}
