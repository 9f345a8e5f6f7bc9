import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginPayloadSchema, userSchema } from '../../../domain/accounts/user.ts';
import { dataEnvelope, validationErrorSchema } from '../../../domain/shared/api.ts';
import { validationError } from '../../http-error.ts';
import { verifyPassword } from './password.ts';
import { presentUser } from './presenter.ts';
import type { AccountsRepository } from './repository.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { signedIn } from './guard.ts';

const loginOf = (body: unknown) => {
  const login = (body as { email?: unknown } | undefined)?.email;
  return typeof login === 'string' ? login.trim().toLowerCase() : '';
};

type Options = {
  repo: AccountsRepository;
  loginAttemptsPerMinute: number;
  throttle: LoginThrottle;
  /** The user answer lists the ids of their bookmarks (kept by the offers area). */
  bookmarkIdsOf: (userId: number) => Promise<number[]>;
};

export const accountsRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { repo, loginAttemptsPerMinute, throttle, bookmarkIdsOf },
) => {
  app.get(
    '/api/auth/csrf-cookie',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sets the XSRF-TOKEN cookie',
        response: { 204: z.null() },
      },
    },
    async (_request, reply) => {
      reply.issueCsrfToken();
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        body: loginPayloadSchema,
        response: { 200: dataEnvelope(userSchema), 422: validationErrorSchema },
      },
      // Guesses are throttled per login and address (here), and failures per account and per
      // address with growing waits in the handler (login-throttle.ts), since a botnet spreads
      // its guesses over many addresses and one address may try many accounts. All run before
      // the password hash is checked.
      config: {
        // Per account and address: the route's own limit (replaces the global one here).
        rateLimit: {
          max: loginAttemptsPerMinute,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) => `login:${loginOf(request.body)}:${request.ip}`,
        },
      },
    },
    async (request, reply) => {
      const { email, password, remember } = request.body;
      const found = await repo.findByLogin(email);
      await throttle.check(request, reply, {
        userId: found?.user.id,
        login: loginOf(request.body),
      });
      const valid = await verifyPassword(found?.user.passwordHash ?? null, password);
      if (!found || !valid) {
        await throttle.failed(request);
        throw validationError(
          { email: ['auth.failed'] },
          'These credentials do not match our records.',
        );
      }
      // A moderator blocked the account (decision 036): the right password still opens nothing.
      if (found.user.blockedAt)
        throw validationError({ email: ['auth.blocked'] }, 'This account is blocked.');
      await reply.startSession(found.user.id, remember);
      throttle.rememberDevice(request, reply, found.user.id);
      reply.issueCsrfToken();
      return { data: presentUser(found, await bookmarkIdsOf(found.user.id)) };
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { tags: ['auth'], response: { 204: z.null() } } },
    async (_request, reply) => {
      await reply.endSession();
      reply.issueCsrfToken();
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/user',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user, or null for a visitor without a session',
        response: { 200: dataEnvelope(userSchema.nullable()) },
      },
    },
    async (request) => {
      // Asking "who am I" without a session is a normal question, not an error (decision 024);
      // a blocked account's session answers as none.
      const found = await signedIn(request);
      if (!found) return { data: null };
      return { data: presentUser(found, await bookmarkIdsOf(found.user.id)) };
    },
  );
};
