/**
 * A web address a person may follow from the portal: http or https with a real host name.
 * Anything else (javascript:, data:, mailto:, a bare word) is refused where a link is stored.
 */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}
