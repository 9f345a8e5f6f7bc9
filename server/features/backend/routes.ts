import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditEntrySchema,
  backendApiBase,
  backendListEnvelope,
  idParamSchema,
  listQueryBase,
  versionQuerySchema,
} from '../../../domain/backend/api.ts';
import { recordOf, versioned } from '../../../domain/content/backend.ts';
import { dataEnvelope } from '../../../domain/shared/api.ts';
import { auditPage } from './audit.ts';
import type { Permission } from '../../../domain/backend/roles.ts';
import { requirePermission } from './guard.ts';
import type { Actor } from '../accounts/index.ts';
import type { ListQuery, Store } from './store.ts';
import { backendErrors as errors, listPage } from './answers.ts';

/** One kind of content: its store, its wire schemas and its list filters. */
export type Resource = {
  store: Store;
  fields: z.ZodObject;
  input: z.ZodType<Record<string, unknown>>;
  filters: Record<string, z.ZodType>;
  /** What the calls need; content by default (decisions 033, 036). */
  permission?: Permission;
};

type Options = {
  resources: Resource[];
  invalidate: (resource: string) => void;
  /** The accounts area's actorOf, handed in: the accounts area builds on this core. */
  actorOf: (request: FastifyRequest) => Actor;
};

/**
 * List, read, create, save (with the version read) and delete, plus each record's history,
 * for every editable kind of content. Every call needs the content permission.
 */
export const resourceRoutes: FastifyPluginAsyncZod<Options> = async (app, opts) => {
  for (const { store, fields, input, filters, permission } of opts.resources) {
    const guard = requirePermission(permission ?? 'content');
    const { name } = store.spec;
    const path = `${backendApiBase}/${name}`;
    const record = recordOf(fields);
    const sortable = Object.keys(store.spec.sortable) as [string, ...string[]];
    const tags = ['backend'];
    const written = <T>(value: T) => {
      opts.invalidate(name);
      return { data: value };
    };

    app.get(
      path,
      {
        config: guard,
        schema: {
          tags,
          summary: `List ${name} (search, filters, sorting, paging)`,
          querystring: z.object({
            ...listQueryBase,
            sort: z.enum(sortable).optional(),
            ...filters,
          }),
          response: { 200: backendListEnvelope(record), ...errors },
        },
      },
      async (request) => {
        const query = request.query as ListQuery;
        const { rows, total } = await store.list(query);
        return listPage(rows, total, query) as never;
      },
    );

    app.get(
      `${path}/:id`,
      {
        config: guard,
        schema: {
          tags,
          summary: `Read one of ${name}`,
          params: idParamSchema,
          response: { 200: dataEnvelope(record), ...errors },
        },
      },
      async (request) => ({ data: (await store.get(request.params.id)) as never }),
    );

    app.post(
      path,
      {
        config: guard,
        schema: {
          tags,
          summary: `Create one of ${name}`,
          body: input,
          response: { 200: dataEnvelope(record), ...errors },
        },
      },
      async (request) =>
        written((await store.create(request.body, opts.actorOf(request))) as never),
    );

    app.put(
      `${path}/:id`,
      {
        config: guard,
        schema: {
          tags,
          summary: `Save one of ${name} over the version read (409 when it changed since)`,
          params: idParamSchema,
          body: versioned(input),
          response: { 200: dataEnvelope(record), ...errors },
        },
      },
      async (request) => {
        const { version, ...values } = request.body as { version: number };
        return written(
          (await store.update(request.params.id, version, values, opts.actorOf(request))) as never,
        );
      },
    );

    app.delete(
      `${path}/:id`,
      {
        config: guard,
        schema: {
          tags,
          summary: `Delete one of ${name} at the version read (409 when it changed since)`,
          params: idParamSchema,
          querystring: versionQuerySchema,
          response: { 200: dataEnvelope(record), ...errors },
        },
      },
      async (request) =>
        written(
          (await store.remove(
            request.params.id,
            request.query.version,
            opts.actorOf(request),
          )) as never,
        ),
    );

    app.get(
      `${path}/:id/history`,
      {
        config: guard,
        schema: {
          tags,
          summary: `The recorded changes of one of ${name}, newest first`,
          params: idParamSchema,
          querystring: z.object({ page: listQueryBase.page, per_page: listQueryBase.per_page }),
          response: { 200: backendListEnvelope(auditEntrySchema), ...errors },
        },
      },
      async (request) => {
        const { page, per_page } = request.query;
        const { rows, total } = await auditPage(app.db, {
          page,
          per_page,
          resource: name,
          record_id: String(request.params.id),
        });
        return listPage(rows, total, { page, per_page });
      },
    );
  }
};
