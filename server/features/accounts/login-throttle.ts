import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../http-error.ts';

const deviceCookie = 'portal_device';
const deviceCookieDays = 365;

/**
 * Failed logins get ever longer waits: a minute, then an hour, then a day. Each window allows
 * more failures than the one before (the factor times the base), so a person who mistypes a
 * few times never meets the longer ones, while a guesser soon waits a day.
 */
const tiers = [
  { window: '1 minute', factor: 1 },
  { window: '1 hour', factor: 3 },
  { window: '1 day', factor: 10 },
] as const;

type Tier = (typeof tiers)[number];
type Subject = 'account' | 'address' | 'device';

/**
 * Login throttling after OWASP's "Slow down online guessing attacks with device cookies".
 * Failures count per account (the one the login names, by e-mail or username alike; an
 * unknown login counts by itself) and per client address (one address trying many accounts),
 * both with growing waits. A browser in which the account signed in before (or reset its
 * password) carries a signed device cookie: it is not held back by what others did to the
 * account or from its address, so strangers cannot lock the owner out. A device that fails
 * too often itself loses that standing until its own wait is over.
 *
 * Only failures count, and the counters are read before the password hash is checked, so a
 * refused attempt costs no hashing. The counters live in the rate-limit store (memory, or
 * Redis with REDIS_URL). The per-login-and-address limit of the login route applies to all.
 */
export function createLoginThrottle(
  app: FastifyInstance,
  options: {
    /** Failures per account a minute (×3 an hour, ×10 a day). */
    accountFailuresPerMinute: number;
    /** Failures per client address a minute, across every login (×3 an hour, ×10 a day). */
    addressFailuresPerMinute: number;
    secure: boolean;
  },
) {
  const keys = new WeakMap<FastifyRequest, Record<Subject, string>>();
  const limiter = (subject: Subject, base: number) =>
    tiers.map((tier: Tier) => ({
      window: tier.window,
      check: app.createRateLimit({
        max: base * tier.factor,
        timeWindow: tier.window,
        keyGenerator: (request) =>
          `login-fail-${subject}-${tier.window}:${keys.get(request)?.[subject] ?? ''}`,
      }),
    }));
  const limits: Record<Subject, ReturnType<typeof limiter>> = {
    account: limiter('account', options.accountFailuresPerMinute),
    address: limiter('address', options.addressFailuresPerMinute),
    // A device of the account may fail as often as the account itself.
    device: limiter('device', options.accountFailuresPerMinute),
  };

  /** The device cookie's nonce when it was issued to this account, else undefined. */
  function deviceOf(request: FastifyRequest, userId: number | undefined): string | undefined {
    const raw = request.cookies[deviceCookie];
    if (userId === undefined || !raw) return undefined;
    const cookie = request.unsignCookie(raw);
    if (!cookie.valid || !cookie.value) return undefined;
    const [owner, nonce] = cookie.value.split('.');
    return owner === String(userId) && nonce ? nonce : undefined;
  }

  /** Seconds until `subject` may try again, or 0 while it is within its allowance. */
  async function waitOf(request: FastifyRequest, subject: Subject): Promise<number> {
    let wait = 0;
    for (const tier of limits[subject]) {
      const result = await tier.check(request, { increment: false });
      if (!result.isAllowed && result.remaining === 0) wait = Math.max(wait, result.ttlInSeconds);
    }
    return wait;
  }

  return {
    /**
     * Throws 429 with Retry-After while this attempt must wait: for the account and the
     * address, unless it comes from a device of the account that is within its own allowance.
     */
    async check(
      request: FastifyRequest,
      reply: FastifyReply,
      account: { userId?: number; login: string },
    ) {
      const device = deviceOf(request, account.userId);
      keys.set(request, {
        account: account.userId !== undefined ? `id:${account.userId}` : account.login,
        address: request.ip,
        device: device ?? '',
      });
      const subjects: Subject[] = device ? ['device'] : ['account', 'address'];
      let wait = 0;
      for (const subject of subjects) wait = Math.max(wait, await waitOf(request, subject));
      if (device && wait > 0) {
        // The device used up its own allowance: from now on it waits like everyone else.
        keys.get(request)!.device = '';
        for (const subject of ['account', 'address'] as const)
          wait = Math.max(wait, await waitOf(request, subject));
      }
      if (wait === 0) return;
      reply.header('Retry-After', String(wait));
      throw new HttpError(429, 'Too many failed logins. Please try again later.');
    },

    /** Counts a failed attempt (after `check` for the same request). */
    async failed(request: FastifyRequest) {
      const subjects: Subject[] = keys.get(request)?.device
        ? ['device', 'account', 'address']
        : ['account', 'address'];
      for (const subject of subjects) for (const tier of limits[subject]) await tier.check(request);
    },

    /** Marks this browser as the account's own after a login or a password reset. */
    rememberDevice(request: FastifyRequest, reply: FastifyReply, userId: number) {
      if (deviceOf(request, userId)) return;
      reply.setCookie(deviceCookie, `${userId}.${randomBytes(12).toString('base64url')}`, {
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
