import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { offerApi } from '../../../domain/offers/api-paths.ts';
import { bookmarkableTypes } from '../../../domain/offers/constants.ts';
import { bookmarkDeleteSchema, bookmarkPayloadSchema } from '../../../domain/offers/schemas.ts';
import { errorSchema, validationErrorSchema } from '../../../domain/shared/api.ts';
import { HttpError, validationError } from '../../http-error.ts';
import { signedInUser } from '../accounts/index.ts';
import type { OffersRepository } from './repository.ts';
import { maxDatabaseId } from '../../../domain/shared/ids.ts';
import { bookmarksAnswerSchema } from '../../../domain/offers/answers.ts';

type Options = { repo: OffersRepository };

/** The account the offers' route tree admitted (an unverified address is enough here). */
export async function userIdOf(request: FastifyRequest): Promise<number> {
  return signedInUser(request).user.id;
}

const isBookmarkable = (type: string) => (bookmarkableTypes as readonly string[]).includes(type);

/** The bookmark toggle of the detail panel. */
export const bookmarkRoutes: FastifyPluginAsyncZod<Options> = async (app, { repo }) => {
  const tags = ['offers'];
  const security = [{ session: [], xsrf: [] }];

  app.post(
    offerApi.bookmarkSave,
    {
      schema: {
        tags,
        security,
        summary: 'Bookmarks a spot, entry or summer event (idempotent)',
        body: bookmarkPayloadSchema,
        response: {
          201: bookmarksAnswerSchema,
          401: errorSchema,
          404: errorSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const userId = await userIdOf(request);
      const { id, type } = request.body;
      const actual = id <= maxDatabaseId ? await repo.typeOf(id) : undefined;
      if (!actual) throw new HttpError(404, 'Offer not found.');
      if (!isBookmarkable(actual))
        throw validationError({ id: ['Only spots, entries and summer events can be bookmarked.'] });
      if (type && type !== actual)
        throw validationError({ type: [`The offer is of type ${actual}.`] });
      await repo.addBookmark(userId, id);
      return reply.code(201).send({ data: { bookmarks: await repo.bookmarkIds(userId) } });
    },
  );

  app.post(
    offerApi.bookmarkDelete,
    {
      schema: {
        tags,
        security,
        summary: 'Removes a bookmark (nothing happens when there is none)',
        body: bookmarkDeleteSchema,
        response: { 200: bookmarksAnswerSchema, 401: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request) => {
      const userId = await userIdOf(request);
      if (request.body.id <= maxDatabaseId) await repo.removeBookmark(userId, request.body.id);
      return { data: { bookmarks: await repo.bookmarkIds(userId) } };
    },
  );
};
