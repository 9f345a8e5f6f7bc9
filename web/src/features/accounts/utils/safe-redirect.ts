/**
 * The login's `redirect` query, if it is a path of this site: it starts with one '/' (never
 * '//evil.example' or '/\evil.example', which browsers read as another host) and holds no
 * whitespace. Anything else is ignored, so a crafted link cannot send a visitor elsewhere
 * after they entered their password. The same rule as the server's safeRedirect for SSO.
 */
export function safeRedirect(value: string | null | undefined): string | undefined {
  if (!value || !/^\/(?!\/)[^\s\\]*$/.test(value)) return undefined;
  return value;
}
