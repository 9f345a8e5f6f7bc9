import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { offerApi } from '../../../domain/offers/api-paths.ts';
import { defaultDistanceKm } from '../../../domain/offers/constants.ts';
import { offerFilterQuerySchema, offerListQuerySchema } from '../../../domain/offers/schemas.ts';
import type { OfferType } from '../../../domain/offers/constants.ts';
import type { Locale } from '../../../domain/shared/locale.ts';
import { dataEnvelope, errorSchema, validationErrorSchema } from '../../../domain/shared/api.ts';
import { HttpError } from '../../http-error.ts';
import { currentUser, signedIn } from '../accounts/index.ts';
import { sendCached } from '../../plugins/cached-reply.ts';
import type { OffersRepository } from './repository.ts';
import type { OfferCache } from './cache.ts';
import { geoJson } from './geo.ts';
import { filterKey, normaliseFilter } from './query.ts';
import { presentCategory, presentDetail, presentSummary } from './presenter.ts';
import {
  categorySchema,
  featureCollectionSchema,
  offerDetailSchema,
  offerListSchema,
} from '../../../domain/offers/answers.ts';
import { idParamsSchema, slugParamsSchema } from '../../../domain/offers/schemas.ts';
import { maxDatabaseId } from '../../../domain/shared/ids.ts';

type Options = { repo: OffersRepository; cache: OfferCache };

/** Ids beyond PostgreSQL's integer cannot exist; asking for one is a plain 404. */

const notFound = () => new HttpError(404, 'Offer not found.');

/** The signed-in viewer (null for visitors and blocked accounts): owners see their hidden offers. */
const viewerOf = async (request: FastifyRequest) => (await signedIn(request))?.user.id ?? null;

/** Discovery: the map's points, the list, one offer's detail and the categories. */
export const offerRoutes: FastifyPluginAsyncZod<Options> = async (app, { repo, cache }) => {
  const tags = ['offers'];

  app.get(
    offerApi.geo,
    {
      schema: {
        tags,
        summary: 'Map points of the filter as GeoJSON (ETag; summer events are never on the map)',
        querystring: offerFilterQuerySchema,
        response: { 200: dataEnvelope(featureCollectionSchema), 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      const q = normaliseFilter(request.query);
      const answer = await cache.get(`geo:${filterKey(q)}`, async () =>
        geoJson(await repo.mapPoints(q)),
      );
      return sendCached(request, reply, answer);
    },
  );

  app.get(
    offerApi.list,
    {
      schema: {
        tags,
        summary:
          "Offers of the filter (the map's set, summer events are in the summer calendar): nearest first around lat/lng, otherwise by title; `offset` and `limit` page through all of them",
        querystring: offerListQuerySchema,
        response: { 200: offerListSchema, 401: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      const q = request.query;
      let bookmarkedBy: number | null = null;
      if (q.bookmarked) {
        bookmarkedBy = (await currentUser(request, 'login')).user.id;
      }
      const nearby =
        q.lat !== undefined && q.lng !== undefined
          ? { lat: q.lat, lng: q.lng, km: q.distance ?? defaultDistanceKm }
          : null;
      const filter = normaliseFilter(q);
      const page = async () => {
        const { rows, total } = await app.inQueryTurn(() =>
          repo.list(filter, {
            locale: request.locale,
            limit: q.limit,
            offset: q.offset,
            nearby,
            bookmarkedBy,
          }),
        );
        return { data: rows.map((row) => presentSummary(row, request.locale)), total };
      };
      // Title-sorted pages are the same for everyone: kept as bytes like the map. Pages
      // around a point or of one user's bookmarks are read fresh.
      if (nearby || bookmarkedBy !== null) return page();
      const key = `list:${request.locale}:${q.offset}:${q.limit}:${filterKey(filter)}`;
      const answer = await cache.get(key, async () => JSON.stringify(await page()));
      return sendCached(request, reply, answer);
    },
  );

  const detail = async (
    by: { id: number } | { slug: string },
    type: OfferType,
    locale: Locale,
    viewerId: number | null,
  ) => {
    const found = await repo.find(by, type);
    if (!found) throw notFound();
    const o = found.offer;
    // A hidden offer is gone for everyone but its owner, who sees why (decision 036).
    // So is one held for review (decision 041).
    if ((o.hiddenAt || o.heldAt) && (viewerId === null || o.userId !== viewerId)) throw notFound();
    // A blocked account cannot sign in; its offers are gone for everyone.
    if (found.owner?.blockedAt) throw notFound();
    const [entries, places, categories] = await Promise.all([
      o.type === 'spot' ? repo.entriesAt(o.id) : [],
      o.type === 'club' && o.clubId !== null ? repo.placesOf(o.clubId) : [],
      repo.categories(),
    ]);
    return {
      data: presentDetail(
        found,
        { entries, places, categories: categories.map((c) => presentCategory(c, locale)) },
        locale,
      ),
    };
  };

  app.get(
    '/api/offers/:type/:id',
    {
      schema: {
        tags,
        summary: 'One offer of the given type by id',
        params: idParamsSchema,
        response: {
          200: dataEnvelope(offerDetailSchema),
          404: errorSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) => {
      const { type, id } = request.params;
      if (id > maxDatabaseId) throw notFound();
      return detail({ id }, type, request.locale, await viewerOf(request));
    },
  );

  app.get(
    '/api/offers/:type/slug/:slug',
    {
      schema: {
        tags,
        summary: 'One offer of the given type by slug',
        params: slugParamsSchema,
        response: {
          200: dataEnvelope(offerDetailSchema),
          404: errorSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) =>
      detail(
        { slug: request.params.slug },
        request.params.type,
        request.locale,
        await viewerOf(request),
      ),
  );

  app.get(
    offerApi.categories,
    {
      schema: {
        tags,
        summary: 'Sport categories in their editorial order (hidden ones flagged)',
        response: { 200: dataEnvelope(categorySchema.array()) },
      },
    },
    async (request) => ({
      data: (await repo.categories()).map((c) => presentCategory(c, request.locale)),
    }),
  );
};
