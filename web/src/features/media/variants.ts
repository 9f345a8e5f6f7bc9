/** The mid-resolution variant of an uploaded image: `_high` becomes `_mid` (spec/portal.md §3). */
export function midVariant(url: string): string {
  return url.replace(/_high(\.[a-z0-9]+)$/i, '_mid$1');
}
