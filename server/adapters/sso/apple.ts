import { Apple, decodeIdToken } from 'arctic';
import type { SsoProvider } from './provider.ts';

/**
 * Sign in with Apple. Apple posts the result back as a form, sends the name only on the
 * first sign-in (in the `user` field) and puts the e-mail into the ID token, which arrives
 * over the back channel from Apple's token endpoint.
 */
export function createAppleProvider(options: {
  clientId: string;
  teamId: string;
  keyId: string;
  privateKeyPem: string;
  redirectUri: string;
}): SsoProvider {
  const pkcs8 = Buffer.from(
    options.privateKeyPem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, ''),
    'base64',
  );
  const apple = new Apple(
    options.clientId,
    options.teamId,
    options.keyId,
    new Uint8Array(pkcs8),
    options.redirectUri,
  );
  return {
    name: 'apple',
    callbackMethod: 'POST',
    async authorizationUrl(state) {
      const url = apple.createAuthorizationURL(state, ['name', 'email']);
      url.searchParams.set('response_mode', 'form_post');
      return url;
    },
    async profile(code, _verifier, formUser) {
      const tokens = await apple.validateAuthorizationCode(code);
      const claims = decodeIdToken(tokens.idToken()) as {
        email?: string;
        email_verified?: boolean | string;
      };
      if (!claims.email) throw new Error('provider sent no e-mail address');
      let name = { firstName: '', lastName: '' };
      try {
        name = { ...name, ...(JSON.parse(formUser ?? '{}') as { name?: typeof name }).name };
      } catch {
        // The name is optional; a malformed field just leaves it empty.
      }
      return {
        email: claims.email.toLowerCase(),
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        name: name.firstName,
        surname: name.lastName,
      };
    },
  };
}
