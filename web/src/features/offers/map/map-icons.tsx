import { categoryIcons } from '../../../components/category-icon.tsx';
import { isCategoryIconName } from '../../../../../domain/content/category-icons.ts';

/**
 * Category icons for the map markers: the same lucide icons as the filters and the start
 * page (components/category-icon.tsx); unknown names fall back to a generic activity icon.
 */
const icons = categoryIcons;

export const fallbackIcon = 'activity';

export function knownIcon(name: string | undefined): string {
  // Own names only: `in` also finds `constructor` and every name objects inherit.
  return name && isCategoryIconName(name) ? name : fallbackIcon;
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
