import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { backendApiBase, idParamSchema } from '../../../../domain/backend/api.ts';
import {
  fragmentFields,
  fragmentReorderSchema,
  recordOf,
} from '../../../../domain/content/backend.ts';
import { dataEnvelope, errorSchema, validationErrorSchema } from '../../../../domain/shared/api.ts';
import * as t from '../../../db/schema/index.ts';
import { HttpError, validationError } from '../../../http-error.ts';
import { recordChange, requirePermission, presentRecord } from '../../backend/index.ts';
import { actorOf } from '../../accounts/index.ts';
import { fragmentsSpec } from './resources.ts';

type Options = { invalidate: (resource: string) => void };
const path = `${backendApiBase}/fragments`;
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: validationErrorSchema };
type FragmentRow = typeof t.fragments.$inferSelect;
const ownerOf = (f: FragmentRow) =>
  f.pageId !== null
    ? eq(t.fragments.pageId, f.pageId)
    : f.articleId !== null
      ? eq(t.fragments.articleId, f.articleId)
      : f.eventId !== null
        ? eq(t.fragments.eventId, f.eventId)
        : eq(t.fragments.productId, f.productId ?? 0);
/** The record whose history a reorder belongs to. */
const ownerRecord = (f: FragmentRow) =>
  f.pageId !== null
    ? { resource: 'pages', id: f.pageId }
    : f.articleId !== null
      ? { resource: 'articles', id: f.articleId }
      : f.eventId !== null
        ? { resource: 'events', id: f.eventId }
        : { resource: 'products', id: f.productId ?? 0 };

/** Reordering (by drag or by keyboard in the backend) and duplicating a page's fragments. */
export const fragmentRoutes: FastifyPluginAsyncZod<Options> = async (app, { invalidate }) => {
  const guard = requirePermission('content');

  app.post(
    `${path}/reorder`,
    {
      config: guard,
      schema: {
        tags: ['backend'],
        summary: 'Put the fragments of one page, article or event in the given order',
        body: fragmentReorderSchema,
        response: { 200: dataEnvelope(z.array(recordOf(fragmentFields))), ...errors },
      },
    },
    async (request) => {
      const { ids } = request.body;
      const actor = actorOf(request);
      const rows = await app.db.transaction(async (tx) => {
        const [first] = await tx.select().from(t.fragments).where(eq(t.fragments.id, ids[0]!));
        if (!first) throw new HttpError(404, 'Not found.');
        const siblings = await tx.select().from(t.fragments).where(ownerOf(first)).for('update');
        const known = new Set(siblings.map((s) => s.id));
        // The order must name every fragment of the owner exactly once.
        if (
          new Set(ids).size !== ids.length ||
          ids.length !== known.size ||
          !ids.every((id) => known.has(id))
        )
          throw validationError({ ids: ['validation.fragment_order'] });
        const before = siblings
          .sort((a, b) => a.position - b.position || a.id - b.id)
          .map((s) => s.id);
        for (const [position, id] of ids.entries()) {
          await tx
            .update(t.fragments)
            .set({ position })
            .where(and(eq(t.fragments.id, id), inArray(t.fragments.id, [...known])));
        }
        const owner = ownerRecord(first);
        await recordChange(tx, actor, {
          resource: owner.resource,
          recordId: owner.id,
          action: 'reorder',
          changes: { fragments: { from: before, to: ids } },
        });
        return tx.select().from(t.fragments).where(ownerOf(first)).orderBy(t.fragments.position);
      });
      invalidate('fragments');
      return { data: rows.map((r) => presentRecord(fragmentsSpec, r)) as never };
    },
  );

  app.post(
    `${path}/:id/duplicate`,
    {
      config: guard,
      schema: {
        tags: ['backend'],
        summary: 'Copy a fragment right after itself, as a draft',
        params: idParamSchema,
        response: { 200: dataEnvelope(recordOf(fragmentFields)), ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const copy = await app.db.transaction(async (tx) => {
        const [source] = await tx
          .select()
          .from(t.fragments)
          .where(eq(t.fragments.id, request.params.id));
        if (!source) throw new HttpError(404, 'Not found.');
        const siblings = await tx.select().from(t.fragments).where(ownerOf(source)).for('update');
        for (const s of siblings)
          if (s.position > source.position)
            await tx
              .update(t.fragments)
              .set({ position: s.position + 1 })
              .where(eq(t.fragments.id, s.id));
        const { id: _id, version: _version, ...values } = source;
        const [row] = await tx
          .insert(t.fragments)
          .values({ ...values, position: source.position + 1, public: false })
          .returning();
        await recordChange(tx, actor, {
          resource: 'fragments',
          recordId: row!.id,
          action: 'duplicate',
          changes: { duplicate_of: { from: null, to: source.id } },
        });
        return row!;
      });
      invalidate('fragments');
      return { data: presentRecord(fragmentsSpec, copy) as never };
    },
  );
};
