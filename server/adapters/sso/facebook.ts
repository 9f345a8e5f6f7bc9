import { Facebook } from 'arctic';
import type { SsoProvider } from './provider.ts';

/** Facebook login; the Graph API only hands out confirmed addresses. */
export function createFacebookProvider(options: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}): SsoProvider {
  const facebook = new Facebook(options.clientId, options.clientSecret, options.redirectUri);
  return {
    name: 'facebook',
    callbackMethod: 'GET',
    authorizationUrl: async (state) =>
      facebook.createAuthorizationURL(state, ['email', 'public_profile']),
    async profile(code) {
      const tokens = await facebook.validateAuthorizationCode(code);
      const url = new URL('https://graph.facebook.com/v19.0/me');
      url.searchParams.set('fields', 'email,first_name,last_name');
      url.searchParams.set('access_token', tokens.accessToken());
      const res = await fetch(url);
      if (!res.ok) throw new Error(`Graph API failed with ${res.status}`);
      const me = (await res.json()) as { email?: string; first_name?: string; last_name?: string };
      if (!me.email) throw new Error('provider sent no e-mail address');
      return {
        email: me.email.toLowerCase(),
        emailVerified: true,
        name: me.first_name ?? '',
        surname: me.last_name ?? '',
      };
    },
  };
}
