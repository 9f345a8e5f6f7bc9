import { randomInt } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { generateCodeVerifier, generateState } from '../../adapters/sso/index.ts';
import type { SsoProvider, SsoProviderName } from '../../adapters/sso/index.ts';
import type { AccountsRepository } from './repository.ts';

type Options = {
  repo: AccountsRepository;
  providers: Map<SsoProviderName, SsoProvider>;
  secure: boolean;
};

type Pending = { provider: SsoProviderName; state: string; verifier: string; redirect: string };

const cookieName = 'sso_pending';

/** Only paths of this site, never another origin (`//evil.example` included). */
export function safeRedirect(value: unknown, fallback = '/home'): string {
  return typeof value === 'string' && /^\/(?!\/)[^\s\\]*$/.test(value) ? value : fallback;
}

/** The login screen in the language of the page the visitor came from, saying what failed. */
function loginFailed(reply: FastifyReply, redirect: string, error: string, provider: string) {
  const prefix = /^\/en(\/|$|\?)/.test(redirect) ? '/en' : '';
  return reply.redirect(`${prefix}/login?error=${error}&provider=${provider}`, 303);
}

/** A provider this server has no credentials for (an old link or button): say so at login. */
function notOffered(reply: FastifyReply, name: string, redirect: unknown) {
  return loginFailed(reply, safeRedirect(redirect, '/'), 'sso_failed', encodeURIComponent(name));
}

const usernameFrom = (email: string) =>
  `${(email.split('@')[0] ?? 'user').replace(/[^A-Za-z0-9_.-]/g, '').slice(0, 20) || 'user'}_${randomInt(1000, 9999)}`;

/**
 * /sso/{provider} starts the sign-in, /sso/{provider}/callback finishes it. An account is found
 * by the provider's verified e-mail address; an address that belongs to an account of another
 * provider, or to an account that never confirmed it, is a conflict (login?error=sso_mismatch).
 * Both are browser navigations: every failure, a provider out of reach included, lands on the
 * login screen with a reason (login?error=sso_failed&provider=…), a provider not configured
 * here too; never on a JSON answer.
 */
export const ssoRoutes: FastifyPluginAsync<Options> = async (app, { repo, providers, secure }) => {
  const providerOf = (name: string) => providers.get(name as SsoProviderName);

  app.get<{ Params: { provider: string }; Querystring: { redirect?: string } }>(
    '/sso/:provider',
    { schema: { hide: true } },
    async (request, reply) => {
      const provider = providerOf(request.params.provider);
      if (!provider) return notOffered(reply, request.params.provider, request.query.redirect);
      const pending: Pending = {
        provider: provider.name,
        state: generateState(),
        verifier: generateCodeVerifier(),
        redirect: safeRedirect(request.query.redirect),
      };
      let url: URL;
      try {
        url = await provider.authorizationUrl(pending.state, pending.verifier);
      } catch (err) {
        request.log.warn({ err, provider: provider.name }, 'single sign-on could not start');
        return loginFailed(reply, pending.redirect, 'sso_failed', provider.name);
      }
      reply.setCookie(cookieName, JSON.stringify(pending), {
        path: '/sso',
        httpOnly: true,
        signed: true,
        maxAge: 600,
        // Apple comes back with a cross-site form post, which a Lax cookie would not survive.
        sameSite: provider.callbackMethod === 'POST' && secure ? 'none' : 'lax',
        secure,
      });
      return reply.redirect(url.toString(), 302);
    },
  );

  const finish = async (
    request: FastifyRequest<{ Params: { provider: string } }>,
    reply: FastifyReply,
  ) => {
    const provider = providerOf(request.params.provider);
    if (!provider) return notOffered(reply, request.params.provider, undefined);
    const input = (request.method === 'POST' ? request.body : request.query) as Record<
      string,
      string | undefined
    >;
    const raw = request.cookies[cookieName];
    const unsigned = raw ? request.unsignCookie(raw) : undefined;
    reply.clearCookie(cookieName, { path: '/sso' });
    let pending: Pending | undefined;
    try {
      pending =
        unsigned?.valid && unsigned.value ? (JSON.parse(unsigned.value) as Pending) : undefined;
    } catch {
      pending = undefined;
    }
    const failed = (error: string) =>
      loginFailed(reply, pending?.redirect ?? '/', error, provider.name);
    if (
      !pending ||
      pending.provider !== provider.name ||
      !input?.state ||
      input.state !== pending.state ||
      !input.code
    ) {
      return failed('sso_failed');
    }
    let profile;
    try {
      profile = await provider.profile(input.code, pending.verifier, input.user);
    } catch (err) {
      request.log.warn({ err, provider: provider.name }, 'single sign-on failed');
      return failed('sso_failed');
    }
    if (!profile.emailVerified) return failed('sso_mismatch');

    const existing = await repo.findByLogin(profile.email);
    const sameAddress =
      existing && existing.user.email.toLowerCase() === profile.email ? existing : undefined;
    let userId: number;
    if (sameAddress) {
      const { user } = sameAddress;
      if ((user.ssoDriver && user.ssoDriver !== provider.name) || !user.emailVerifiedAt)
        return failed('sso_mismatch');
      // Blocked by a moderator (decision 036): no session through a provider either.
      if (user.blockedAt) return failed('sso_failed');
      userId = user.id;
    } else {
      userId = await repo.create({
        name: profile.name || profile.email.split('@')[0] || 'Sportfan',
        surname: profile.surname,
        email: profile.email,
        username: usernameFrom(profile.email),
        passwordHash: null,
        ssoDriver: provider.name,
        emailVerifiedAt: new Date(),
        lang: request.locale,
      });
    }
    await reply.startSession(userId, true);
    reply.issueCsrfToken();
    return reply.redirect(pending.redirect, 303);
  };

  app.get<{ Params: { provider: string } }>(
    '/sso/:provider/callback',
    { schema: { hide: true } },
    finish,
  );
  app.post<{ Params: { provider: string } }>(
    '/sso/:provider/callback',
    { schema: { hide: true } },
    finish,
  );
};
