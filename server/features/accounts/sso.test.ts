import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { cookiesOf, createTestApp, type TestApp } from '../../test/app.ts';
import { followToCallback, startOidcProvider } from '../../test/oidc-provider.ts';
import { safeRedirect } from './sso-routes.ts';

const publicUrl = 'http://portal.test';
const callback = `${publicUrl}/sso/google/callback`;

describe('single sign-on with Google (a local OpenID provider)', () => {
  let t: TestApp;
  let provider: Awaited<ReturnType<typeof startOidcProvider>>;
  beforeAll(async () => {
    provider = await startOidcProvider({
      redirectUri: callback,
      accounts: {
        newcomer: {
          email: 'Jonas.Beck@example.org',
          email_verified: true,
          given_name: 'Jonas',
          family_name: 'Beck',
        },
        anna: {
          email: 'anna@example.org',
          email_verified: true,
          given_name: 'Anna',
          family_name: 'Schulz',
        },
        clara: {
          email: 'clara@example.org',
          email_verified: true,
          given_name: 'Clara',
          family_name: 'Neumann',
        },
        unverified: {
          email: 'someone@example.org',
          email_verified: false,
          given_name: 'S',
          family_name: 'O',
        },
      },
    });
    t = await createTestApp({
      config: {
        PUBLIC_URL: publicUrl,
        GOOGLE_CLIENT_ID: 'portal',
        GOOGLE_CLIENT_SECRET: 'portal-test-secret',
        GOOGLE_ISSUER: provider.issuer,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  /** The browser's round trip: our start URL, the provider, back to our callback. */
  async function signIn(account: string, redirect = '/home') {
    provider.signInAs(account);
    const start = await t.app.inject({
      method: 'GET',
      url: `/sso/google?redirect=${encodeURIComponent(redirect)}`,
    });
    expect(start.statusCode).toBe(302);
    const back = new URL(await followToCallback(start.headers.location as string, callback));
    const res = await t.app.inject({
      method: 'GET',
      url: back.pathname + back.search,
      cookies: cookiesOf(start),
    });
    return { res, cookies: cookiesOf(res) };
  }

  it('offers only configured providers', async () => {
    const bundle = (await t.app.inject({ method: 'GET', url: '/api/content' })).json().data;
    expect(bundle.settings.sso_providers).toEqual(['google']);
    // A browser navigation (an old button): the login screen says Facebook is not available.
    const unknown = await t.app.inject({ method: 'GET', url: '/sso/facebook?redirect=%2Fen' });
    expect(unknown.statusCode).toBe(303);
    expect(unknown.headers.location).toBe('/en/login?error=sso_failed&provider=facebook');
    const stale = await t.app.inject({ method: 'GET', url: '/sso/face%20book/callback' });
    expect(stale.headers.location).toBe('/login?error=sso_failed&provider=face%20book');
  });

  it('sends a callback the provider refuses (a code used twice) to login, naming the provider', async () => {
    provider.signInAs('anna');
    const start = await t.app.inject({ method: 'GET', url: '/sso/google?redirect=%2Fen%2Fhome' });
    const back = new URL(await followToCallback(start.headers.location as string, callback));
    const url = back.pathname + back.search;
    const first = await t.app.inject({ method: 'GET', url, cookies: cookiesOf(start) });
    expect(first.headers.location).toBe('/en/home');
    const again = await t.app.inject({ method: 'GET', url, cookies: cookiesOf(start) });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe('/en/login?error=sso_failed&provider=google');
  });

  it('creates a verified account for a new address and signs it in', async () => {
    const { res, cookies } = await signIn('newcomer', '/angebot');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/angebot');
    const me = (await t.app.inject({ method: 'GET', url: '/api/user', cookies })).json().data;
    expect(me).toMatchObject({
      email: 'jonas.beck@example.org',
      name: 'Jonas',
      surname: 'Beck',
      sso_driver: 'google',
      isVerified: true,
    });
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'jonas.beck@example.org'));
    expect(row?.passwordHash).toBeNull();
  });

  it('links an existing verified account by its e-mail address', async () => {
    const { res, cookies } = await signIn('anna');
    expect(res.headers.location).toBe('/home');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', cookies })).json().data.username,
    ).toBe('anna');
  });

  it('sends conflicts to login with error=sso_mismatch', async () => {
    expect((await signIn('clara')).res.headers.location).toBe(
      '/login?error=sso_mismatch&provider=google',
    );
    expect((await signIn('unverified')).res.headers.location).toBe(
      '/login?error=sso_mismatch&provider=google',
    );
    await t.database.db
      .update(users)
      .set({ ssoDriver: 'facebook' })
      .where(eq(users.email, 'anna@example.org'));
    expect((await signIn('anna')).res.headers.location).toBe(
      '/login?error=sso_mismatch&provider=google',
    );
  });

  it('refuses a callback whose state does not match', async () => {
    provider.signInAs('newcomer');
    const start = await t.app.inject({ method: 'GET', url: '/sso/google' });
    const back = new URL(await followToCallback(start.headers.location as string, callback));
    back.searchParams.set('state', 'forged');
    const res = await t.app.inject({
      method: 'GET',
      url: back.pathname + back.search,
      cookies: cookiesOf(start),
    });
    expect(res.headers.location).toBe('/login?error=sso_failed&provider=google');
    const noCookie = await t.app.inject({ method: 'GET', url: back.pathname + back.search });
    expect(noCookie.headers.location).toBe('/login?error=sso_failed&provider=google');
  });

  it('keeps single-sign-on users from changing a password they do not have', async () => {
    const { cookies } = await signIn('newcomer');
    const pre = await t.app.inject({ method: 'GET', url: '/api/auth/csrf-cookie', cookies });
    const token = cookiesOf(pre)['XSRF-TOKEN']!;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/user/password',
      cookies: { ...cookies, 'XSRF-TOKEN': token },
      headers: { 'x-xsrf-token': token },
      payload: {
        old: 'whatever1',
        password: 'Neues-Passwort-77',
        password_confirmation: 'Neues-Passwort-77',
      },
    });
    expect(res.statusCode).toBe(403);
  });

  it('redirects only within the portal', () => {
    expect(safeRedirect('/news?x=1')).toBe('/news?x=1');
    expect(safeRedirect('//evil.example')).toBe('/home');
    expect(safeRedirect('https://evil.example')).toBe('/home');
    expect(safeRedirect('/\\evil.example')).toBe('/home');
  });
});

describe('single sign-on with a provider out of reach', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: {
        PUBLIC_URL: publicUrl,
        GOOGLE_CLIENT_ID: 'portal',
        GOOGLE_CLIENT_SECRET: 'portal-test-secret',
        // Nothing listens on the discard port: the connection is refused.
        GOOGLE_ISSUER: 'http://127.0.0.1:9',
      },
    });
  });
  afterAll(() => t.close());

  it('sends the start to the login screen with the reason, in the page’s language', async () => {
    for (const [redirect, login] of [
      ['/home', '/login'],
      ['/en/angebot?p=2', '/en/login'],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/sso/google?redirect=${encodeURIComponent(redirect)}`,
      });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`${login}?error=sso_failed&provider=google`);
      expect(res.body).toBe('');
    }
  });
});
