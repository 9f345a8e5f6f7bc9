import type { Config } from '../../config.ts';
import { createAppleProvider } from './apple.ts';
import { createFacebookProvider } from './facebook.ts';
import { createGoogleProvider } from './oidc-google.ts';
import type { SsoProvider, SsoProviderName } from './provider.ts';

/** Only providers with credentials exist; the login screen shows buttons for these alone. */
export function configuredSsoProviders(config: Config): Map<SsoProviderName, SsoProvider> {
  const base = config.PUBLIC_URL.replace(/\/$/, '');
  const redirectUri = (name: SsoProviderName) => `${base}/sso/${name}/callback`;
  const providers = new Map<SsoProviderName, SsoProvider>();
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
    providers.set(
      'google',
      createGoogleProvider({
        clientId: config.GOOGLE_CLIENT_ID,
        clientSecret: config.GOOGLE_CLIENT_SECRET,
        issuer: config.GOOGLE_ISSUER,
        redirectUri: redirectUri('google'),
      }),
    );
  }
  if (config.FACEBOOK_CLIENT_ID && config.FACEBOOK_CLIENT_SECRET) {
    providers.set(
      'facebook',
      createFacebookProvider({
        clientId: config.FACEBOOK_CLIENT_ID,
        clientSecret: config.FACEBOOK_CLIENT_SECRET,
        redirectUri: redirectUri('facebook'),
      }),
    );
  }
  if (
    config.APPLE_CLIENT_ID &&
    config.APPLE_TEAM_ID &&
    config.APPLE_KEY_ID &&
    config.APPLE_PRIVATE_KEY
  ) {
    providers.set(
      'apple',
      createAppleProvider({
        clientId: config.APPLE_CLIENT_ID,
        teamId: config.APPLE_TEAM_ID,
        keyId: config.APPLE_KEY_ID,
        privateKeyPem: config.APPLE_PRIVATE_KEY,
        redirectUri: redirectUri('apple'),
      }),
    );
  }
  return providers;
}

export type { SsoProvider, SsoProviderName, SsoProfile } from './provider.ts';

export { generateCodeVerifier, generateState } from 'arctic';
