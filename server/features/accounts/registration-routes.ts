import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerPayloadSchema } from '../../../domain/accounts/payloads.ts';
import { userSchema } from '../../../domain/accounts/user.ts';
import { dataEnvelope, errorSchema, validationErrorSchema } from '../../../domain/shared/api.ts';
import { HttpError } from '../../http-error.ts';
import type { AccountService } from './account-service.ts';
import { signedInUser } from './guard.ts';
import { presentUser } from './presenter.ts';
import type { AccountsRepository } from './repository.ts';
import { maxDatabaseId } from '../../../domain/shared/ids.ts';

type Options = { repo: AccountsRepository; service: AccountService; mailsPerMinute: number };

const statusSchema = z.object({ status: z.string() });

/** What a whole link from the verification mail carries; anything else is an invalid link. */
const verificationLinkSchema = z.object({
  id: z.coerce.number().int().positive().max(maxDatabaseId),
  expires: z.coerce.number().int().positive(),
  signature: z.string().min(10).max(200),
});

/** Register, resend the verification mail, and the signed link that verifies. */
export const registrationRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { repo, service, mailsPerMinute },
) => {
  const tags = ['auth'];
  const mailLimit = { rateLimit: { max: mailsPerMinute, timeWindow: '1 minute' } };

  app.post(
    '/api/auth/register',
    {
      schema: {
        tags,
        body: registerPayloadSchema,
        response: { 200: dataEnvelope(userSchema), 422: validationErrorSchema },
      },
      config: { ...mailLimit, access: 'public' },
    },
    async (request, reply) => {
      const id = await service.register(request.body);
      await reply.startSession(id, true);
      reply.issueCsrfToken();
      const found = await repo.findById(id);
      if (!found) throw new HttpError(500, 'Registration failed.');
      return { data: presentUser(found) };
    },
  );

  app.post(
    '/api/auth/email/verification-notification',
    {
      schema: { tags, response: { 200: dataEnvelope(statusSchema), 401: errorSchema } },
      // The one call an unverified account needs: asking for the mail that verifies it.
      config: { ...mailLimit, access: 'login' },
    },
    async (request) => {
      const current = signedInUser(request);
      if (current.user.emailVerifiedAt) return { data: { status: 'already-verified' } };
      await service.sendVerification(current);
      return { data: { status: 'verification-link-sent' } };
    },
  );

  // The link from the mail: works without a session (another device), then lands on /verified.
  // A browser opens it, so every failure, a link cut short in the mail program included, lands
  // on the verify screen with the reason (link invalid or expired, request a new one), never on
  // a JSON error. Hidden from the API document: it is a link, not a call.
  app.get<{ Params: Record<string, unknown>; Querystring: Record<string, unknown> }>(
    '/api/auth/email/verify/:id',
    { schema: { hide: true }, config: { access: 'public' } },
    async (request, reply) => {
      const link = verificationLinkSchema.safeParse({ ...request.query, ...request.params });
      const found = link.success ? await repo.findById(link.data.id) : undefined;
      const result =
        link.success && found ? service.signer.verify(link.data, found.user.email) : 'invalid';
      const lang = found?.user.lang ?? request.locale;
      const prefix = lang === 'en' ? '/en' : '';
      if (!found || result !== 'valid')
        return reply.redirect(`${prefix}/verify?error=${result}`, 303);
      if (!found.user.emailVerifiedAt)
        await repo.update(found.user.id, { emailVerifiedAt: new Date() });
      return reply.redirect(`${prefix}/verified`, 303);
    },
  );
};
