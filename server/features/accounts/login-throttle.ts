import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../http-error.ts';

const deviceCookie = 'portal_device';
const deviceCookieDays = 365;

/**
 * Per account, guesses get ever longer waits: a minute, then an hour, then a day (each window
 * allows more, so a person who mistypes a few times never meets the longer ones). The account
 * is the one the login names, by e-mail or username alike; an unknown login counts by itself.
 */
const tiers = [
  { window: '1 minute', factor: 4 },
  { window: '1 hour', factor: 12 },
  { window: '1 day', factor: 40 },
] as const;

/**
 * Login throttling per account with growing waits, and OWASP's device cookies: a browser in
 * which the account signed in before (or reset its password) carries a signed cookie and is
 * not held back by what others did to that account, so strangers cannot lock its owner out.
 * The per-address limit of the login route still applies to everyone.
 */
export function createLoginThrottle(
  app: FastifyInstance,
  options: { attemptsPerMinute: number; secure: boolean },
) {
  const keys = new WeakMap<FastifyRequest, string>();
  const limits = tiers.map((tier) =>
    app.createRateLimit({
      max: options.attemptsPerMinute * tier.factor,
      timeWindow: tier.window,
      keyGenerator: (request) => `login-account-${tier.window}:${keys.get(request) ?? ''}`,
    }),
  );

  function knownDevice(request: FastifyRequest, userId: number | undefined): boolean {
    const raw = request.cookies[deviceCookie];
    if (userId === undefined || !raw) return false;
    const cookie = request.unsignCookie(raw);
    return cookie.valid && cookie.value === String(userId);
  }

  return {
    /** Throws 429 with Retry-After when the account has had too many attempts. */
    async check(
      request: FastifyRequest,
      reply: FastifyReply,
      account: { userId?: number; login: string },
    ) {
      if (knownDevice(request, account.userId)) return;
      keys.set(request, account.userId !== undefined ? `id:${account.userId}` : account.login);
      for (const limit of limits) {
        const result = await limit(request);
        if (result.isAllowed || !result.isExceeded) continue;
        reply.header('Retry-After', String(result.ttlInSeconds));
        throw new HttpError(429, 'Too many login attempts for this account.');
      }
    },
    /** Marks this browser as the account's own after a login or a password reset. */
    rememberDevice(reply: FastifyReply, userId: number) {
      reply.setCookie(deviceCookie, String(userId), {
        path: '/api/auth',
        httpOnly: true,
        sameSite: 'lax',
        secure: options.secure,
        signed: true,
        maxAge: deviceCookieDays * 86400,
      });
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
