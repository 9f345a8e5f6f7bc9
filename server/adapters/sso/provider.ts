/** What the portal needs from a single-sign-on provider, whoever it is. */
export type SsoProfile = {
  email: string;
  emailVerified: boolean;
  name: string;
  surname: string;
};

export const ssoProviderNames = ['google', 'facebook', 'apple'] as const;
export type SsoProviderName = (typeof ssoProviderNames)[number];

export interface SsoProvider {
  readonly name: SsoProviderName;
  /** Apple answers with a form post; the others redirect with a query. */
  readonly callbackMethod: 'GET' | 'POST';
  authorizationUrl(state: string, codeVerifier: string): Promise<URL>;
  profile(code: string, codeVerifier: string, formUser?: string): Promise<SsoProfile>;
}
