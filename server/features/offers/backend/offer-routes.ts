import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  backendApiBase,
  backendListEnvelope,
  idParamSchema,
} from '../../../../domain/backend/api.ts';
import {
  hideOfferInputSchema,
  mergeSpotInputSchema,
  moderatedOfferRowSchema,
  offerListQuerySchema,
} from '../../../../domain/offers/moderation.ts';
import { dataEnvelope } from '../../../../domain/shared/api.ts';
import { moderatedOfferDetailSchema } from '../../../../domain/offers/offer-edit.ts';
import { requirePermission, backendErrors as errors, listPage } from '../../backend/index.ts';
import { actorOf } from '../../accounts/index.ts';
import type { Moderation } from './moderation-service.ts';
import { offerRecord } from './offer-edit.ts';
import { mergeSpot, offerPage, showOffer } from './offer-moderation.ts';
import type { RebuildDates } from './rebuild-dates.ts';

/** Every offer for the moderators: filter, hide, show again, merge spots (decision 036). */
export const offerRoutes: FastifyPluginAsyncZod<{
  moderation: Moderation;
  invalidateOffers: () => void;
  rebuildDates: RebuildDates;
}> = async (app, { moderation, invalidateOffers, rebuildDates }) => {
  const tags = ['backend'];
  const guard = requirePermission('moderation');
  const path = `${backendApiBase}/offers`;
  const response = { 200: dataEnvelope(moderatedOfferDetailSchema), ...errors };

  const one = async (id: number) => ({ data: await offerRecord(app.db, id) });

  app.get(
    path,
    {
      config: guard,
      schema: {
        tags,
        summary:
          'Every offer: search, kind, category, district, owner, reported, hidden, created or changed since',
        querystring: offerListQuerySchema,
        response: { 200: backendListEnvelope(moderatedOfferRowSchema), ...errors },
      },
    },
    async (request) => {
      const { rows, total } = await offerPage(app.db, request.query);
      const { page, per_page } = request.query;
      return listPage(rows, total, { page, per_page });
    },
  );

  app.get(
    `${path}/:id`,
    {
      config: guard,
      schema: { tags, summary: 'One offer for the moderators', params: idParamSchema, response },
    },
    async (request) => one(request.params.id),
  );

  app.post(
    `${path}/:id/hide`,
    {
      config: guard,
      schema: {
        tags,
        summary: 'Hide an offer from visitors (its open reports settle; the owner is mailed)',
        params: idParamSchema,
        body: hideOfferInputSchema,
        response,
      },
    },
    async (request) => {
      await moderation.hide({ offerId: request.params.id }, request.body.reason, actorOf(request));
      return one(request.params.id);
    },
  );

  app.post(
    `${path}/:id/show`,
    {
      config: guard,
      schema: {
        tags,
        summary: 'Show a hidden offer to visitors again',
        params: idParamSchema,
        response,
      },
    },
    async (request) => {
      await showOffer(app.db, request.params.id, actorOf(request), rebuildDates);
      invalidateOffers();
      return one(request.params.id);
    },
  );

  app.post(
    `${path}/:id/merge`,
    {
      config: guard,
      schema: {
        tags,
        summary: 'Merge a duplicate spot into another; its entries and bookmarks move along',
        params: idParamSchema,
        body: mergeSpotInputSchema,
        response,
      },
    },
    async (request) => {
      await mergeSpot(app.db, request.params.id, request.body.into, actorOf(request));
      invalidateOffers();
      return one(request.body.into);
    },
  );
};
