import { asc, count, desc, eq, ilike } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  backendApiBase,
  backendListEnvelope,
  listQueryBase,
  versionSchema,
} from '../../../../domain/backend/api.ts';
import {
  settingsFields,
  settingsInputSchema,
  summerSettingsInputSchema,
} from '../../../../domain/content/backend.ts';
import { districtSchema } from '../../../../domain/content/bundle.ts';
import { dataEnvelope } from '../../../../domain/shared/api.ts';
import * as t from '../../../db/schema/index.ts';
import { HttpError } from '../../../http-error.ts';
import {
  defaultReviewSettings,
  reviewSettingsInputSchema,
  reviewSettingsKey,
} from '../../../../domain/offers/review.ts';
import { summerSettingsKey } from '../../../../domain/summer/summer-schemas.ts';
import {
  diffOf,
  recordChange,
  requirePermission,
  conflict,
  backendErrors as errors,
} from '../../backend/index.ts';
import { actorOf } from '../../accounts/index.ts';

type Options = { invalidate: (resource: string) => void };
/**
 * The settings records: the content bundle's and the summer calendar's (editors), and the
 * review hold (moderators, decision 041), which starts from its default where no row exists.
 */
const records = [
  { key: 'site', input: settingsInputSchema, fields: settingsFields, what: 'the content bundle' },
  { key: summerSettingsKey, input: summerSettingsInputSchema, what: 'the summer calendar' },
  {
    key: reviewSettingsKey,
    input: reviewSettingsInputSchema,
    what: 'the review hold of first offers',
    permission: 'moderation',
    initial: defaultReviewSettings,
  },
] as const;

/** The settings records (`site`, `summer`) and the districts (official, read-only). */
export const settingsRoutes: FastifyPluginAsyncZod<Options> = async (app, { invalidate }) => {
  const guard = requirePermission('content');

  for (const entry of records) {
    const { key, input, what } = entry;
    const recordGuard = 'permission' in entry ? requirePermission(entry.permission) : guard;
    const ensureRow = async () => {
      if ('initial' in entry)
        await app.db.insert(t.settings).values({ key, value: entry.initial }).onConflictDoNothing();
    };
    const path = `${backendApiBase}/settings/${key}`;
    // Read with the stored shape where saving is stricter: a link stored before the check still
    // opens in the form, to be mended.
    const fields = 'fields' in entry ? entry.fields : input;
    const record = z.intersection(fields, z.object({ id: z.literal(key), version: versionSchema }));
    const present = (row: typeof t.settings.$inferSelect) => ({
      ...(row.value as object),
      id: key,
      version: row.version,
    });

    app.get(
      path,
      {
        config: recordGuard,
        schema: {
          tags: ['backend'],
          summary: `The settings of ${what}`,
          response: { 200: dataEnvelope(record), ...errors },
        },
      },
      async () => {
        await ensureRow();
        const [row] = await app.db.select().from(t.settings).where(eq(t.settings.key, key));
        if (!row) throw new HttpError(404, 'Not found.');
        return { data: present(row) as never };
      },
    );

    app.put(
      path,
      {
        config: recordGuard,
        schema: {
          tags: ['backend'],
          summary: `Save the settings of ${what} over the version read (409 when they changed since)`,
          body: z.intersection(input, z.object({ version: versionSchema })),
          response: { 200: dataEnvelope(record), ...errors },
        },
      },
      async (request) => {
        const { version, ...value } = request.body as { version: number };
        const actor = actorOf(request);
        await ensureRow();
        const row = await app.db.transaction(async (tx) => {
          const [before] = await tx
            .select()
            .from(t.settings)
            .where(eq(t.settings.key, key))
            .for('update');
          if (!before) throw new HttpError(404, 'Not found.');
          if (before.version !== version) throw conflict(before.version);
          const [after] = await tx
            .update(t.settings)
            .set({ value, version: version + 1, updatedAt: new Date() })
            .where(eq(t.settings.key, key))
            .returning();
          await recordChange(tx, actor, {
            resource: 'settings',
            recordId: key,
            action: 'update',
            changes: diffOf(before.value as Record<string, unknown>, value),
          });
          return after!;
        });
        invalidate('settings');
        return { data: present(row) as never };
      },
    );
  }

  app.get(
    `${backendApiBase}/districts`,
    {
      // Official, read-only data every staff role filters by (the moderators' offers list).
      config: requirePermission('backend'),
      schema: {
        tags: ['backend'],
        summary: 'The districts (from official data; read-only)',
        querystring: z.object({ ...listQueryBase, sort: z.enum(['name', 'slug']).optional() }),
        response: { 200: backendListEnvelope(districtSchema), ...errors },
      },
    },
    async (request) => {
      const { page, per_page, q, sort, order } = request.query;
      const where = q
        ? ilike(t.districts.name, `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
        : undefined;
      const column = sort === 'slug' ? t.districts.slug : t.districts.name;
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(t.districts)
          .where(where)
          .orderBy(order === 'DESC' ? desc(column) : asc(column))
          .limit(per_page)
          .offset((page - 1) * per_page),
        app.db.select({ n: count() }).from(t.districts).where(where),
      ]);
      const n = total?.n ?? 0;
      return {
        data: rows,
        currentPage: page,
        pages: Math.max(1, Math.ceil(n / per_page)),
        total: n,
      };
    },
  );
};
