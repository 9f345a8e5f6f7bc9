/** Initials for the avatar of a profile without an image. */
export function initials(...names: (string | null | undefined)[]): string {
  return names
    .map((name) => name?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
}
