import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, errorSchema, validationErrorSchema } from '../../../domain/shared/api.ts';
import { shopApi } from '../../../domain/shop/api-paths.ts';
import { productSlugParams, shopItemSchema } from '../../../domain/shop/products.ts';
import { shopSettingsSchema, type ShopPayments } from '../../../domain/shop/settings.ts';
import { presentShopItem } from './presenter.ts';
import type { ShopRepository } from './repository.ts';
import type { ShopService } from './service.ts';

type Options = {
  repo: ShopRepository;
  service: ShopService;
  /** Whether a payment provider is configured. */
  payments: ShopPayments;
};

/** The shop's public calls of spec/portal.md §7 (a buyer's calls: purchase-routes.ts). */
export const shopRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { repo, service, payments },
) => {
  const tags = ['shop'];

  app.get(
    shopApi.settings,
    {
      schema: {
        tags,
        summary: 'Whether the shop takes payments now (no payment provider configured: not)',
        response: { 200: dataEnvelope(shopSettingsSchema) },
      },
    },
    async () => ({ data: { payments } }),
  );

  app.get(
    shopApi.products,
    {
      schema: {
        tags,
        summary: 'The products of the shop (api.product.list)',
        response: { 200: dataEnvelope(z.array(shopItemSchema)) },
      },
    },
    async (request) => ({
      data: (await repo.listProducts()).map((row) => presentShopItem(row, request.locale)),
    }),
  );

  app.get(
    '/api/products/:slug',
    {
      schema: {
        tags,
        summary: 'One product by slug (api.product)',
        params: productSlugParams,
        response: {
          200: dataEnvelope(shopItemSchema),
          404: errorSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) => ({
      data: presentShopItem(await service.productOr404(request.params.slug), request.locale),
    }),
  );
};
