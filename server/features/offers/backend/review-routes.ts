import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backendApiBase, idParamSchema } from '../../../../domain/backend/api.ts';
import { approvedOfferSchema } from '../../../../domain/offers/review.ts';
import { dataEnvelope, errorSchema, validationErrorSchema } from '../../../../domain/shared/api.ts';
import type { Mailer } from '../../../adapters/mail/mailer.ts';
import * as t from '../../../db/schema/index.ts';
import { HttpError } from '../../../http-error.ts';
import { recordChange, requirePermission } from '../../backend/index.ts';
import { actorOf } from '../../accounts/index.ts';
import { offerApprovedMail } from './review-mails.ts';

type Options = { mailer: Mailer; publicUrl: string; invalidateOffers: () => void };
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: validationErrorSchema };

/**
 * Approving an offer held for review (decision 041): visitors see it at once, and its owner
 * is told by mail in their language. Approving an offer that is not held changes nothing.
 */
export const reviewRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { mailer, publicUrl, invalidateOffers },
) => {
  app.post(
    `${backendApiBase}/offers/:id/approve`,
    {
      config: requirePermission('moderation'),
      schema: {
        tags: ['backend'],
        summary: 'Approve an offer held for review: it shows to visitors, its owner is told',
        params: idParamSchema,
        response: { 200: dataEnvelope(approvedOfferSchema), ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { offer, owner } = await app.db.transaction(async (tx) => {
        const [offer] = await tx
          .select()
          .from(t.offers)
          .where(eq(t.offers.id, request.params.id))
          .for('update');
        if (!offer) throw new HttpError(404, 'Not found.');
        if (!offer.heldAt) return { offer, owner: undefined };
        await tx.update(t.offers).set({ heldAt: null }).where(eq(t.offers.id, offer.id));
        await recordChange(tx, actor, {
          resource: 'offers',
          recordId: offer.id,
          action: 'update',
          changes: { held_at: { from: offer.heldAt.toISOString(), to: null } },
        });
        const [owner] =
          offer.userId === null
            ? []
            : await tx.select().from(t.users).where(eq(t.users.id, offer.userId));
        return { offer, owner };
      });
      invalidateOffers();
      // The approval stands even if the mail cannot go out now; the owner sees the offer live.
      if (owner)
        await mailer
          .send(
            offerApprovedMail(
              { email: owner.email, name: owner.name || owner.username, lang: owner.lang },
              offer,
              publicUrl,
            ),
          )
          .catch((error: unknown) =>
            app.log.error({ err: error, offerId: offer.id }, 'approved-offer mail not sent'),
          );
      return { data: { id: offer.id, awaiting_review: false as const } };
    },
  );
};
