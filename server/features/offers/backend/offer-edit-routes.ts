import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backendApiBase, idParamSchema } from '../../../../domain/backend/api.ts';
import { moderatedOfferDetailSchema } from '../../../../domain/offers/offer-edit.ts';
import { wizardFormSchema } from '../../../../domain/offers/wizard.ts';
import { dataEnvelope, errorSchema, validationErrorSchema } from '../../../../domain/shared/api.ts';
import { requirePermission } from '../../backend/index.ts';
import { actorOf } from '../../accounts/index.ts';
import type { Moderation } from './moderation-service.ts';
import { editOffer, offerRecord } from './offer-edit.ts';

const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: validationErrorSchema };

/**
 * A moderator edits (the wizard's form, the point included) or deletes any offer
 * (decision 040). Hide, show and merge live in offer-routes.ts.
 */
export const offerEditRoutes: FastifyPluginAsyncZod<{
  moderation: Moderation;
  invalidateOffers: () => void;
}> = async (app, { moderation, invalidateOffers }) => {
  const tags = ['backend'];
  const guard = requirePermission('moderation');
  const path = `${backendApiBase}/offers/:id`;

  app.put(
    path,
    {
      config: guard,
      schema: {
        tags,
        summary: "Edit an entry, spot or place with the wizard's rules, its point included",
        params: idParamSchema,
        body: wizardFormSchema,
        response: { 200: dataEnvelope(moderatedOfferDetailSchema), ...errors },
      },
    },
    async (request) => {
      await editOffer(app.db, request.params.id, request.body, actorOf(request));
      // The map, the list and the detail show the change at once.
      invalidateOffers();
      return { data: await offerRecord(app.db, request.params.id) };
    },
  );

  app.delete(
    path,
    {
      config: guard,
      schema: {
        tags,
        summary: 'Delete an offer; its open reports keep the outcome "deleted"',
        params: idParamSchema,
        response: { 200: dataEnvelope(moderatedOfferDetailSchema), ...errors },
      },
    },
    async (request) => {
      const before = await offerRecord(app.db, request.params.id);
      await moderation.remove({ offerId: request.params.id }, actorOf(request));
      return { data: before };
    },
  );
};
