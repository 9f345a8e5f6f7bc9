import { isHttpUrl } from '../shared/url.ts';

/**
 * A path on this site: one slash, then anything but a second slash or a backslash (`//host`
 * and `/\host` lead browsers to another host), with no whitespace or control characters.
 */
export function isSitePath(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  return /^\/(?![/\\])[^\s\\\u0000-\u001f\u007f]*$/.test(value);
}

/** A link stored in the settings: an http(s) address of any site (a profile, a store page). */
export function isSettingsLink(value: string): boolean {
  return isHttpUrl(value);
}

/**
 * Where a campaign address (`/playnow`) may send a visitor: a path on this site, or an address
 * of this very site (`origin`) as its path. Anything else (another host, `javascript:`, a
 * broken value stored before targets were checked) gives null: the caller sends the visitor
 * to the home page instead.
 */
export function campaignTarget(value: string | undefined, origin: string): string | null {
  if (!value) return null;
  if (isSitePath(value)) return value;
  try {
    const url = new URL(value);
    if (url.origin !== origin) return null;
    const path = `${url.pathname}${url.search}${url.hash}`;
    return isSitePath(path) ? path : null;
  } catch {
    return null;
  }
}
