// spec/portal.md §1: single sign-on with Google, Facebook and Apple.
const providers: Record<string, string> = {
  google: 'Google',
  facebook: 'Facebook',
  apple: 'Apple',
};

/** The readable name of a user's sign-in provider; null for e-mail and password accounts. */
export function ssoProviderName(driver: string | null | undefined): string | null {
  if (!driver) return null;
  return providers[driver.toLowerCase()] ?? driver;
}

/** The readable name of a provider named in a link (login?provider=…); null for any other. */
export function knownSsoProviderName(name: string | null): string | null {
  return name ? (providers[name] ?? null) : null;
}
