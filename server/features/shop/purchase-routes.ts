import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, errorSchema, validationErrorSchema } from '../../../domain/shared/api.ts';
import { maxDatabaseId } from '../../../domain/shared/ids.ts';
import { shopApi } from '../../../domain/shop/api-paths.ts';
import {
  checkoutAnswerSchema,
  paidProductSchema,
  productSlugParams,
  purchasedProductSchema,
} from '../../../domain/shop/products.ts';
import { presentFragments } from '../content/index.ts';
import { signedInUser } from '../accounts/index.ts';
import { HttpError } from '../../http-error.ts';
import { presentPaidProduct, presentPurchase } from './presenter.ts';
import type { ShopRepository } from './repository.ts';
import type { ShopService } from './service.ts';

type Options = { repo: ShopRepository; service: ShopService; checkoutsPerMinute: number };

const idParams = z.object({ id: z.coerce.number().int().positive().max(maxDatabaseId) });

/**
 * The shop calls of one signed-in, verified buyer (spec/portal.md §7): buying, ending an open
 * payment, a paid product's content and the purchases. Registered inside a guarded tree, whose
 * guard admits the buyer before any of these runs.
 */
export const purchaseRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { repo, service, checkoutsPerMinute },
) => {
  const tags = ['shop'];
  const security = [{ session: [] }];

  app.post(
    '/api/products/:slug/checkout',
    {
      schema: {
        tags,
        security: [{ session: [], xsrf: [] }],
        summary: 'Starts the card payment; answers the payment page the browser goes to',
        params: productSlugParams,
        response: {
          200: dataEnvelope(checkoutAnswerSchema),
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
          422: validationErrorSchema,
          502: errorSchema,
          503: errorSchema,
        },
      },
      // Each call opens a session at the provider: keep a script from opening thousands.
      config: { rateLimit: { max: checkoutsPerMinute, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { user } = signedInUser(request);
      const answer = await service.checkout(
        { id: user.id, email: user.email },
        request.params.slug,
        request.locale,
      );
      return { data: answer };
    },
  );

  app.post(
    '/api/products/:slug/checkout/cancel',
    {
      schema: {
        tags,
        security: [{ session: [], xsrf: [] }],
        summary: 'The buyer came back without paying: an open payment is ended',
        params: productSlugParams,
        response: {
          200: dataEnvelope(z.array(purchasedProductSchema)),
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) => {
      const { user } = signedInUser(request);
      const product = await service.cancel({ id: user.id, email: user.email }, request.params.slug);
      const rows = await repo.purchasesOf(user.id);
      return {
        data: rows
          .filter((row) => row.product.id === product.id)
          .map((row) => presentPurchase(row.purchase, row.product, request.locale)),
      };
    },
  );

  app.get(
    '/api/paid-products/:id',
    {
      schema: {
        tags,
        security,
        summary: "A paid product's content; its owners only",
        params: idParams,
        response: {
          200: dataEnvelope(paidProductSchema),
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) => {
      const { user } = signedInUser(request);
      const product = await repo.productById(request.params.id);
      if (!product) throw new HttpError(404, 'No such product.');
      const owned = await repo.openPurchase(user.id, product.id);
      if (owned?.status !== 'succeeded') throw new HttpError(403, 'You do not own this product.');
      const fragments = presentFragments(await repo.fragmentsOf(product.id), request.locale, false);
      return { data: presentPaidProduct(product, fragments, request.locale) };
    },
  );

  app.get(
    shopApi.purchases,
    {
      schema: {
        tags,
        security,
        summary: "The signed-in user's purchases, newest first ('Meine Käufe')",
        response: {
          200: dataEnvelope(z.array(purchasedProductSchema)),
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request) => {
      const { user } = signedInUser(request);
      const rows = await repo.purchasesOf(user.id);
      return {
        data: rows.map((row) => presentPurchase(row.purchase, row.product, request.locale)),
      };
    },
  );
};
