import { CodeChallengeMethod, OAuth2Client } from 'arctic';
import type { SsoProfile, SsoProvider } from './provider.ts';

type Discovery = {
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint: string;
};

const discoveryTimeoutMs = 5000;

/**
 * Google through OpenID Connect with PKCE. The endpoints come from the issuer's discovery
 * document, so the same client talks to Google in production and to a local OpenID provider
 * in tests (GOOGLE_ISSUER).
 */
export function createGoogleProvider(options: {
  clientId: string;
  clientSecret: string;
  issuer: string;
  redirectUri: string;
}): SsoProvider {
  const client = new OAuth2Client(options.clientId, options.clientSecret, options.redirectUri);
  let discovery: Promise<Discovery> | undefined;
  // A provider out of reach must not hold the visitor's request, nor be remembered as failed.
  const endpoints = () =>
    (discovery ??= fetch(`${options.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(discoveryTimeoutMs),
    })
      .then(async (res) => {
        if (!res.ok) throw new Error(`OpenID discovery failed with ${res.status}`);
        return (await res.json()) as Discovery;
      })
      .catch((error: unknown) => {
        discovery = undefined;
        throw error;
      }));

  return {
    name: 'google',
    callbackMethod: 'GET',
    async authorizationUrl(state, codeVerifier) {
      const { authorization_endpoint } = await endpoints();
      return client.createAuthorizationURLWithPKCE(
        authorization_endpoint,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        ['openid', 'email', 'profile'],
      );
    },
    async profile(code, codeVerifier): Promise<SsoProfile> {
      const { token_endpoint, userinfo_endpoint } = await endpoints();
      const tokens = await client.validateAuthorizationCode(token_endpoint, code, codeVerifier);
      // The token came straight from the provider over the back channel; userinfo is its word.
      const res = await fetch(userinfo_endpoint, {
        headers: { Authorization: `Bearer ${tokens.accessToken()}` },
      });
      if (!res.ok) throw new Error(`userinfo failed with ${res.status}`);
      const info = (await res.json()) as {
        email?: string;
        email_verified?: boolean;
        given_name?: string;
        family_name?: string;
        name?: string;
      };
      if (!info.email) throw new Error('provider sent no e-mail address');
      const [first = '', ...rest] = (info.name ?? '').split(' ');
      return {
        email: info.email.toLowerCase(),
        emailVerified: info.email_verified === true,
        name: info.given_name ?? first,
        surname: info.family_name ?? rest.join(' '),
      };
    },
  };
}
