import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { offerApi } from '../../../domain/offers/api-paths.ts';
import type { BookmarkItem, ProfileOfferItem } from '../../../domain/offers/types.ts';
import { profileOffersQuerySchema } from '../../../domain/offers/wizard.ts';
import { pickText } from '../../../domain/shared/locale.ts';
import { dataEnvelope, errorSchema, validationErrorSchema } from '../../../domain/shared/api.ts';
import { HttpError } from '../../http-error.ts';
import { presentSummary } from './presenter.ts';
import { createOfferWriteRepository } from './save-repository.ts';
import { actorOf } from '../accounts/index.ts';
import { userIdOf } from './bookmark-routes.ts';
import { bookmarkItemSchema, profileOfferItemSchema } from '../../../domain/offers/answers.ts';

/** The profile's lists (spec/portal.md §2 Home, §7): own offers and bookmarks. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['offers'];
  const security = [{ session: [] }];
  const repo = createOfferWriteRepository(app.db);

  app.get(
    offerApi.profileOffers,
    {
      schema: {
        tags,
        security,
        summary:
          "The user's entries and spots (profileType=user) or their club's places (club), newest first",
        querystring: profileOffersQuerySchema,
        response: {
          200: dataEnvelope(profileOfferItemSchema.array()),
          401: errorSchema,
          403: errorSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      let owner: { userId: number } | { clubId: number } = { userId: actor.id };
      if (request.query.profileType === 'club') {
        if (actor.clubId === null) throw new HttpError(403, 'You do not belong to a club.');
        owner = { clubId: actor.clubId };
      }
      const rows = await repo.ownOffers(owner);
      const data: ProfileOfferItem[] = rows.map((row) => ({
        id: row.id,
        type: row.type as ProfileOfferItem['type'],
        created_at: row.createdAt.toISOString(),
        title: pickText(row.title, request.locale),
        club_title: row.clubTitle,
        street: row.street,
        street_number: row.streetNumber,
        zipcode: row.zipcode,
        city: row.city,
        slug: row.slug,
        // Only when held, so the spec's item stays as it was for every other offer.
        ...(row.heldAt ? { awaiting_review: true } : {}),
      }));
      return { data };
    },
  );

  app.get(
    offerApi.bookmarks,
    {
      schema: {
        tags,
        security,
        summary: "The user's bookmarks with their offers, newest first",
        response: { 200: dataEnvelope(bookmarkItemSchema.array()), 401: errorSchema },
      },
    },
    async (request) => {
      const rows = await repo.bookmarks(await userIdOf(request));
      const data: BookmarkItem[] = rows.map(({ bookmarkId, ...offer }) => ({
        id: bookmarkId,
        offer: presentSummary(offer, request.locale),
      }));
      return { data };
    },
  );
};
