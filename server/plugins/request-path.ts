/**
 * The path of a request target, whether it came in origin form (`/api/x`) or absolute form
 * (`http://host/api/x`, which HTTP/1.1 servers must accept): `request.url` is the target as
 * sent, so a prefix test on it lets absolute-form requests pass as something else.
 */
export function pathOf(url: string): string {
  try {
    return new URL(url, 'http://localhost').pathname;
  } catch {
    return url;
  }
}
