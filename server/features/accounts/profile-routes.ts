import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clubSaveSchema,
  deleteAccountSchema,
  specialTermsSchema,
  userSaveSchema,
} from '../../../domain/accounts/payloads.ts';
import { userSchema } from '../../../domain/accounts/user.ts';
import { dataEnvelope, errorSchema, validationErrorSchema } from '../../../domain/shared/api.ts';
import { HttpError, validationError } from '../../http-error.ts';
import { verifyPassword } from './password.ts';
import type { AccountService } from './account-service.ts';
import { signedInUser } from './guard.ts';
import { presentUser } from './presenter.ts';
import { campaignEndedMessage } from './spotter-campaign.ts';
import type { AccountsRepository } from './repository.ts';

type Options = {
  repo: AccountsRepository;
  service: AccountService;
  /** The erasure of decision 010, shared with the backend's user deletion (decision 041). */
  eraseAccount: (userId: number) => Promise<void>;
  deletionsPerMinute: number;
  bookmarkIdsOf: (userId: number) => Promise<number[]>;
};

const userAnswer = {
  200: dataEnvelope(userSchema),
  401: errorSchema,
  403: errorSchema,
  422: validationErrorSchema,
};

/** The signed-in user's own data: profile, special terms, club, account deletion. */
export const profileRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { repo, service, eraseAccount, deletionsPerMinute, bookmarkIdsOf },
) => {
  const tags = ['user'];
  const fresh = async (id: number) => {
    const found = await repo.findById(id);
    if (!found) throw new HttpError(401, 'Unauthenticated.');
    return { data: presentUser(found, await bookmarkIdsOf(id)) };
  };

  // api.user.save and Fortify's profile-information: the same form, e-mail read-only.
  app.route({
    method: ['POST', 'PUT'],
    url: '/api/user/save',
    schema: { tags, body: userSaveSchema, response: userAnswer },
    handler: async (request) => {
      const current = signedInUser(request);
      await service.saveProfile(current, request.body);
      return fresh(current.user.id);
    },
  });
  app.put(
    '/api/auth/user/profile-information',
    { schema: { tags, body: userSaveSchema, response: userAnswer } },
    async (request) => {
      const current = signedInUser(request);
      await service.saveProfile(current, request.body);
      return fresh(current.user.id);
    },
  );

  app.post(
    '/api/user/special-terms',
    { schema: { tags, body: specialTermsSchema, response: userAnswer } },
    async (request) => {
      const { user } = signedInUser(request);
      if (!user.specialTermsAcceptedAt) {
        if (!(await repo.spotterCampaignOpen()))
          throw validationError({ accept: [campaignEndedMessage] });
        await repo.update(user.id, { specialTermsAcceptedAt: new Date() });
      }
      return fresh(user.id);
    },
  );

  app.post(
    '/api/club/save',
    {
      schema: {
        tags,
        body: clubSaveSchema,
        response: {
          200: dataEnvelope(userSchema.shape.club.unwrap()),
          401: errorSchema,
          403: errorSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) => {
      const { user } = signedInUser(request);
      // Only members edit their own club; the name stays as the club registered it.
      if (user.clubId !== request.body.id)
        throw new HttpError(403, 'You can only edit your own club.');
      await repo.updateClub(request.body.id, {
        contactUrl: request.body.contact_url,
        ...(request.body.logo !== undefined ? { logo: request.body.logo } : {}),
      });
      const { data } = await fresh(user.id);
      if (!data.club) throw new HttpError(404, 'Club not found.');
      return { data: data.club };
    },
  );

  app.post(
    '/api/user/delete',
    {
      schema: {
        tags,
        body: deleteAccountSchema,
        response: {
          200: dataEnvelope(z.object({ status: z.string() })),
          401: errorSchema,
          403: errorSchema,
          422: validationErrorSchema,
        },
      },
      // An unverified account may still delete itself.
      config: { rateLimit: { max: deletionsPerMinute, timeWindow: '1 minute' }, access: 'login' },
    },
    async (request, reply) => {
      const { user } = signedInUser(request);
      if (request.body.id !== user.id)
        throw new HttpError(403, 'You can only delete your own account.');
      await confirmDeletion(user.passwordHash, request.body.password, request.session?.startedAt);
      await eraseAccount(user.id);
      await reply.endSession();
      reply.issueCsrfToken();
      return { data: { status: 'deleted' } };
    },
  );
};

/** An account signed in only by single sign-on confirms with a login of the last minutes. */
const recentLoginMs = 10 * 60 * 1000;

/**
 * Deleting needs the password once more; an account without one (single sign-on) needs a
 * fresh login instead, since there is nothing to re-enter.
 */
async function confirmDeletion(
  passwordHash: string | null,
  password: string | undefined,
  sessionStart: Date | undefined,
): Promise<void> {
  if (passwordHash) {
    if (!password) throw validationError({ password: ['validation.required'] });
    if (!(await verifyPassword(passwordHash, password)))
      throw validationError({ password: ['validation.password.current'] });
    return;
  }
  if (!sessionStart || Date.now() - sessionStart.getTime() > recentLoginMs)
    throw validationError({ password: ['validation.password.reauth'] });
}
