/**
 * A design token (a CSS custom property such as --color-teal) as the page defines it, for
 * code that paints outside CSS (map layers and markers). The fallback holds where no style
 * sheet defines it: tests, the server's render, an embedding host page.
 */
export function designToken(
  name: string,
  fallback: string,
  root: Element | null = typeof document === 'undefined' ? null : document.documentElement,
): string {
  if (!root || typeof getComputedStyle !== 'function') return fallback;
  return getComputedStyle(root).getPropertyValue(name).trim() || fallback;
}
