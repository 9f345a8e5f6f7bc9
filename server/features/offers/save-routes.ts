import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { offerApi } from '../../../domain/offers/api-paths.ts';
import { creatableTypes, type CreatableType } from '../../../domain/offers/constants.ts';
import { offerDeleteSchema, wizardFormSchemas } from '../../../domain/offers/wizard.ts';
import type { Locale } from '../../../domain/shared/locale.ts';
import { dataEnvelope, errorSchema, validationErrorSchema } from '../../../domain/shared/api.ts';
import { HttpError } from '../../http-error.ts';
import type { OffersRepository } from './repository.ts';
import { presentCategory, presentDetail } from './presenter.ts';
import { offerDetailSchema } from '../../../domain/offers/answers.ts';
import { actorOf } from '../accounts/index.ts';
import { deleteOffer, saveOffer } from './save-service.ts';

type Options = { repo: OffersRepository; invalidate: () => void };

/**
 * Runs after the tree's guard admitted the account and before the body is validated, so an
 * unverified user learns to verify (403) before being told about field errors.
 */
function guard(type: CreatableType, action: 'save' | 'delete') {
  return async (request: FastifyRequest) => {
    const actor = actorOf(request);
    const body = request.body as { id?: unknown } | undefined;
    const creating = action === 'save' && (body?.id === undefined || body.id === null);
    if (creating && !actor.verified)
      throw new HttpError(403, 'Your e-mail address is not verified.');
    if (creating && type === 'place' && actor.clubId === null) {
      throw new HttpError(403, 'Only members of a club can add club locations.');
    }
  };
}

const typeLabel: Record<CreatableType, string> = {
  entry: 'participation offer',
  spot: 'Active Spot',
  place: 'club location',
};

/** The wizard's save calls and the delete of own offers (spec/offers.md §7). */
export const saveRoutes: FastifyPluginAsyncZod<Options> = async (app, { repo, invalidate }) => {
  const tags = ['offers'];
  const security = [{ session: [], xsrf: [] }];

  /** The saved offer as the detail call answers it, so the map can show it at once. */
  async function detailOf(id: number, type: CreatableType, locale: Locale) {
    const found = await repo.find({ id }, type);
    if (!found) throw new HttpError(404, 'Offer not found.');
    const [entries, categories] = await Promise.all([
      type === 'spot' ? repo.entriesAt(id) : [],
      repo.categories(),
    ]);
    return presentDetail(
      found,
      { entries, places: [], categories: categories.map((c) => presentCategory(c, locale)) },
      locale,
    );
  }

  for (const type of creatableTypes) {
    app.post(
      offerApi.save(type),
      {
        preValidation: guard(type, 'save'),
        schema: {
          tags,
          security,
          summary: `Creates (without id) or updates (with id) a ${typeLabel[type]} from the wizard`,
          body: wizardFormSchemas[type],
          response: {
            200: dataEnvelope(offerDetailSchema),
            201: dataEnvelope(offerDetailSchema),
            401: errorSchema,
            403: errorSchema,
            404: errorSchema,
            422: validationErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const id = await saveOffer(app.db, actorOf(request), request.body);
        // The map and the list show the new state at once.
        invalidate();
        const data = await detailOf(id, type, request.locale);
        return reply.code(request.body.id ? 200 : 201).send({ data });
      },
    );

    app.post(
      offerApi.remove(type),
      {
        preValidation: guard(type, 'delete'),
        schema: {
          tags,
          security,
          summary: `Deletes an own ${typeLabel[type]}`,
          body: offerDeleteSchema,
          response: {
            200: dataEnvelope(z.object({ id: z.number().int() })),
            401: errorSchema,
            403: errorSchema,
            404: errorSchema,
            422: validationErrorSchema,
          },
        },
      },
      async (request) => {
        const { id } = request.body;
        await deleteOffer(app.db, actorOf(request), type, id);
        invalidate();
        return { data: { id } };
      },
    );
  }
};
