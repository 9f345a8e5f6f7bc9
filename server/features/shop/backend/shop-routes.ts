import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  backendApiBase,
  backendListEnvelope,
  idParamSchema,
} from '../../../../domain/backend/api.ts';
import {
  productInputSchema,
  productListQuerySchema,
  productRecordSchema,
  productSaveSchema,
  productVersionBodySchema,
  purchaseListQuerySchema,
  purchaseRecordSchema,
} from '../../../../domain/shop/backend.ts';
import { dataEnvelope } from '../../../../domain/shared/api.ts';
import { requirePermission, backendErrors as errors, listPage } from '../../backend/index.ts';
import { actorOf } from '../../accounts/index.ts';
import { createProductStore } from './product-store.ts';
import { purchaseById, purchasePage } from './purchase-queries.ts';

/**
 * The shop in the backend (decision 039): editors create, edit, publish and unpublish products
 * and read the purchases with their states; refunds start in the payment provider.
 */
export const shopBackendRoutes: FastifyPluginAsyncZod<{
  /** Drops the rendered pages the shop appears on. */
  invalidate: () => void;
}> = async (app, { invalidate }) => {
  const tags = ['backend'];
  const guard = requirePermission('content');
  const store = createProductStore(app.db);
  const path = `${backendApiBase}/products`;
  const one = { 200: dataEnvelope(productRecordSchema), ...errors };
  // A visitor sees every change on the next request.
  const written = <T>(data: T) => {
    invalidate();
    return { data };
  };

  app.get(
    path,
    {
      config: guard,
      schema: {
        tags,
        summary: 'The shop products (search, published, sorting, paging)',
        querystring: productListQuerySchema,
        response: { 200: backendListEnvelope(productRecordSchema), ...errors },
      },
    },
    async (request) => {
      const { rows, total } = await store.list(request.query);
      return listPage(rows, total, request.query);
    },
  );

  app.get(
    `${path}/:id`,
    {
      config: guard,
      schema: { tags, summary: 'One shop product', params: idParamSchema, response: one },
    },
    async (request) => ({ data: await store.get(request.params.id) }),
  );

  app.post(
    path,
    {
      config: guard,
      schema: { tags, summary: 'Create a shop product', body: productInputSchema, response: one },
    },
    async (request) => written(await store.create(request.body, actorOf(request))),
  );

  app.put(
    `${path}/:id`,
    {
      config: guard,
      schema: {
        tags,
        summary: 'Save a shop product over the version read (409 when it changed since)',
        params: idParamSchema,
        body: productSaveSchema,
        response: one,
      },
    },
    async (request) => {
      const { version, ...input } = request.body;
      return written(await store.update(request.params.id, version, input, actorOf(request)));
    },
  );

  for (const [action, published] of [
    ['publish', true],
    ['unpublish', false],
  ] as const)
    app.post(
      `${path}/:id/${action}`,
      {
        config: guard,
        schema: {
          tags,
          summary: published
            ? 'Show a product in the shop (409 when it changed since it was read)'
            : 'Take a product out of the shop; its buyers keep it (409 when it changed since)',
          params: idParamSchema,
          body: productVersionBodySchema,
          response: one,
        },
      },
      async (request) =>
        written(
          await store.setPublished(
            request.params.id,
            request.body.version,
            published,
            actorOf(request),
          ),
        ),
    );

  app.get(
    `${backendApiBase}/purchases`,
    {
      config: guard,
      schema: {
        tags,
        summary: 'Purchases with buyer and state (filter by state and product), newest first',
        querystring: purchaseListQuerySchema,
        response: { 200: backendListEnvelope(purchaseRecordSchema), ...errors },
      },
    },
    async (request) => {
      const { rows, total } = await purchasePage(app.db, request.query);
      return listPage(rows, total, request.query);
    },
  );

  app.get(
    `${backendApiBase}/purchases/:id`,
    {
      config: guard,
      schema: {
        tags,
        summary: 'One purchase with its dates; its state comes from the payment provider',
        params: idParamSchema,
        response: { 200: dataEnvelope(purchaseRecordSchema), ...errors },
      },
    },
    async (request) => ({ data: await purchaseById(app.db, request.params.id) }),
  );
};
