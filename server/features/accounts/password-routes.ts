import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  resetPasswordRequestSchema,
} from '../../../domain/accounts/payloads.ts';
import { dataEnvelope, errorSchema, validationErrorSchema } from '../../../domain/shared/api.ts';
import { HttpError, validationError } from '../../http-error.ts';
import type { AccountService } from './account-service.ts';
import { signedInUser } from './guard.ts';
import { newPasswordHash, verifyPassword } from './password.ts';
import type { AccountsRepository } from './repository.ts';
import { recipientLimit } from '../../plugins/rate-limit.ts';
import type { LoginThrottle } from './login-throttle.ts';

type Options = {
  repo: AccountsRepository;
  service: AccountService;
  mailsPerMinute: number;
  mailsPerRecipientPerHour: number;
  resetsPerMinute: number;
  /** A reset marks the browser as the account's own (login throttling lets it through). */
  throttle: LoginThrottle;
  changesPerMinute: number;
};

const statusSchema = z.object({ status: z.string() });

/** Forgot, reset and change password. */
export const passwordRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  {
    repo,
    service,
    mailsPerMinute,
    mailsPerRecipientPerHour,
    resetsPerMinute,
    changesPerMinute,
    throttle,
  },
) => {
  const tags = ['auth'];
  // Reset mails still being prepared; shutting down waits for them.
  const pending = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => void (await Promise.all(pending)));

  app.post(
    '/api/auth/forgot-password',
    {
      schema: {
        tags,
        body: forgotPasswordSchema,
        response: { 200: dataEnvelope(statusSchema), 422: validationErrorSchema },
      },
      config: { rateLimit: { max: mailsPerMinute, timeWindow: '1 minute' }, access: 'public' },
      preHandler: recipientLimit(
        app,
        mailsPerRecipientPerHour,
        (request) => (request.body as { email: string }).email,
      ),
    },
    async (request) => {
      // The answer leaves before the lookup and the mail: known and unknown addresses take
      // the same time, so timing does not tell who has an account.
      const work = service
        .forgotPassword(request.body.email, request.locale)
        .catch((error: unknown) => request.log.error({ err: error }, 'reset mail failed'))
        .finally(() => pending.delete(work));
      pending.add(work);
      return { data: { status: 'passwords.sent' } };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      schema: {
        tags,
        body: resetPasswordRequestSchema,
        response: { 200: dataEnvelope(statusSchema), 422: validationErrorSchema },
      },
      config: { rateLimit: { max: resetsPerMinute, timeWindow: '1 minute' }, access: 'public' },
    },
    async (request, reply) => {
      const { email, token, password } = request.body;
      const userId = await service.resetPassword(email, token, password);
      if (!userId)
        throw validationError(
          { email: ['passwords.token'] },
          'This password reset link is invalid or has expired.',
        );
      // A reset ends every session of the account, this browser's included (spec/portal.md §4).
      await app.endSessionsOfUser(userId);
      await reply.endSession();
      throttle.rememberDevice(request, reply, userId);
      reply.issueCsrfToken();
      return { data: { status: 'passwords.reset' } };
    },
  );

  // spec/portal.md §7 names both PUT and a POST with the user id; both change the password.
  app.route({
    method: ['PUT', 'POST'],
    url: '/api/auth/user/password',
    schema: {
      tags,
      body: changePasswordSchema.and(z.object({ id: z.number().int().optional() })),
      response: {
        200: dataEnvelope(statusSchema),
        401: errorSchema,
        403: errorSchema,
        422: validationErrorSchema,
      },
    },
    config: { rateLimit: { max: changesPerMinute, timeWindow: '1 minute' } },
    handler: async (request) => {
      const { user } = signedInUser(request);
      if (!user.passwordHash)
        throw new HttpError(403, 'Accounts from single sign-on have no password.');
      if (!(await verifyPassword(user.passwordHash, request.body.old))) {
        throw validationError({ old: ['validation.password.current'] });
      }
      const passwordHash = await newPasswordHash(request.body.password, [
        user.name,
        user.surname,
        user.username,
        user.email,
      ]);
      await repo.update(user.id, { passwordHash });
      // Other devices must sign in with the new password; this one stays signed in.
      await app.endSessionsOfUser(user.id, request.session?.id);
      return { data: { status: 'password-updated' } };
    },
  });
};
