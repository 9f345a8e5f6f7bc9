import { and, count, desc, eq, gt, ilike, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditEntrySchema,
  auditListQuerySchema,
  backendApiBase,
  backendListEnvelope,
  dashboardSchema,
  idParamSchema,
  identitySchema,
  listQueryBase,
} from '../../../../domain/backend/api.ts';
import { listFilters, userRolesInputSchema } from '../../../../domain/content/backend.ts';
import { accountActivitySchema } from '../../../../domain/offers/review.ts';
import { permissionsOf, roleOf, roles } from '../../../../domain/backend/roles.ts';
import { dataEnvelope, errorSchema, validationErrorSchema } from '../../../../domain/shared/api.ts';
import * as t from '../../../db/schema/index.ts';
import { HttpError } from '../../../http-error.ts';
import {
  auditPage,
  diffOf,
  recordChange,
  requirePermission,
  inQueue,
  listPage,
} from '../../backend/index.ts';
import { actorOf } from '../actor.ts';
import { activityOf } from './account-activity.ts';

const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: validationErrorSchema };
const staffUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(roles),
  roles: z.array(z.string()),
  official: z.boolean(),
  blocked_at: z.string().nullable(),
});
export const presentUser = (u: typeof t.users.$inferSelect) => ({
  id: u.id,
  username: u.username,
  email: u.email,
  name: `${u.name} ${u.surname}`.trim(),
  role: roleOf(u.roles),
  roles: u.roles,
  official: u.official,
  blocked_at: u.blockedAt?.toISOString() ?? null,
});
export { staffUserSchema };

/** Who is signed in, the dashboard, the audit record, and (admins) the roles of accounts. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['backend'];
  const anyStaff = requirePermission('backend');

  app.get(
    `${backendApiBase}/me`,
    {
      config: anyStaff,
      schema: {
        tags,
        summary: 'The signed-in staff member and what the role allows',
        response: { 200: dataEnvelope(identitySchema), ...errors },
      },
    },
    async (request) => {
      const { user } = request.currentUser!;
      return {
        data: {
          id: user.id,
          fullName: actorOf(request).name,
          email: user.email,
          role: roleOf(user.roles),
          roles: user.roles,
          permissions: permissionsOf(user.roles),
        },
      };
    },
  );

  app.get(
    `${backendApiBase}/dashboard`,
    {
      config: anyStaff,
      schema: {
        tags,
        summary: 'What waits for work and the latest changes',
        response: { 200: dataEnvelope(dashboardSchema), ...errors },
      },
    },
    async () => {
      const now = new Date();
      const n = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
      const db = app.db;
      const lacksEnglish = (column: PgColumn) => sql`coalesce(${column}->>'en', '') = ''`;
      const [
        unpublishedPages,
        draftFragments,
        scheduledArticles,
        scheduledEvents,
        unpublishedHighlights,
        missingPages,
        missingArticles,
        missingEvents,
        openReports,
        suggestions,
        latest,
      ] = await Promise.all([
        n(db.select({ n: count() }).from(t.pages).where(eq(t.pages.published, false))),
        n(db.select({ n: count() }).from(t.fragments).where(eq(t.fragments.public, false))),
        n(db.select({ n: count() }).from(t.articles).where(gt(t.articles.publishedStart, now))),
        n(db.select({ n: count() }).from(t.events).where(gt(t.events.publishedStart, now))),
        n(db.select({ n: count() }).from(t.highlights).where(eq(t.highlights.published, false))),
        n(db.select({ n: count() }).from(t.pages).where(lacksEnglish(t.pages.title))),
        n(db.select({ n: count() }).from(t.articles).where(lacksEnglish(t.articles.teaserTitle))),
        n(db.select({ n: count() }).from(t.events).where(lacksEnglish(t.events.teaserTitle))),
        n(db.select({ n: count() }).from(t.reports).where(inQueue)),
        n(
          db
            .select({ n: count() })
            .from(t.categorySuggestions)
            .where(eq(t.categorySuggestions.status, 'open')),
        ),
        auditPage(db, { page: 1, per_page: 10 }),
      ]);
      return {
        data: {
          waiting: {
            unpublished_pages: unpublishedPages,
            draft_fragments: draftFragments,
            scheduled_articles: scheduledArticles,
            scheduled_events: scheduledEvents,
            unpublished_highlights: unpublishedHighlights,
            missing_translations: missingPages + missingArticles + missingEvents,
            open_reports: openReports,
            category_suggestions: suggestions,
          },
          latest: latest.rows,
        },
      };
    },
  );

  app.get(
    `${backendApiBase}/audit`,
    {
      config: requirePermission('content'),
      schema: {
        tags,
        summary: 'Every recorded change, newest first',
        querystring: auditListQuerySchema,
        response: { 200: backendListEnvelope(auditEntrySchema), ...errors },
      },
    },
    async (request) => {
      const { page, per_page } = request.query;
      const { rows, total } = await auditPage(app.db, request.query);
      return listPage(rows, total, { page, per_page });
    },
  );

  const adminOnly = requirePermission('roles');
  // Moderators look accounts up too (official flag, blocking; decision 036).
  const accountReaders = requirePermission('moderation');
  app.get(
    `${backendApiBase}/users`,
    {
      config: accountReaders,
      schema: {
        tags,
        summary: 'Accounts and their roles (moderators and admins)',
        querystring: z.object({
          ...listQueryBase,
          sort: z.enum(['username', 'email']).optional(),
          ...listFilters.users,
        }),
        response: { 200: backendListEnvelope(staffUserSchema), ...errors },
      },
    },
    async (request) => {
      const { page, per_page, q, role, sort, order } = request.query;
      const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
      const where = and(
        pattern
          ? or(
              ilike(t.users.email, pattern),
              ilike(t.users.username, pattern),
              ilike(t.users.surname, pattern),
            )
          : undefined,
        role === 'user'
          ? sql`cardinality(${t.users.roles}) = 0`
          : role
            ? sql`${role} = any(${t.users.roles})`
            : undefined,
      );
      const column = sort === 'email' ? t.users.email : t.users.username;
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(t.users)
          .where(where)
          .orderBy(order === 'DESC' ? desc(column) : column, t.users.id)
          .limit(per_page)
          .offset((page - 1) * per_page),
        app.db.select({ n: count() }).from(t.users).where(where),
      ]);
      const n = total?.n ?? 0;
      return {
        data: rows.map(presentUser),
        currentPage: page,
        pages: Math.max(1, Math.ceil(n / per_page)),
        total: n,
      };
    },
  );

  app.get(
    `${backendApiBase}/users/:id`,
    {
      config: accountReaders,
      schema: {
        tags,
        summary:
          'One account, its roles, its offers and the reports it filed (moderators and admins)',
        params: idParamSchema,
        response: {
          200: dataEnvelope(staffUserSchema.extend(accountActivitySchema.shape)),
          ...errors,
        },
      },
    },
    async (request) => {
      const [row] = await app.db.select().from(t.users).where(eq(t.users.id, request.params.id));
      if (!row) throw new HttpError(404, 'Not found.');
      return { data: { ...presentUser(row), ...(await activityOf(app.db, row.id)) } };
    },
  );

  app.put(
    `${backendApiBase}/users/:id`,
    {
      config: adminOnly,
      schema: {
        tags,
        summary: "Set an account's staff roles (admins)",
        params: idParamSchema,
        body: userRolesInputSchema,
        response: { 200: dataEnvelope(staffUserSchema), ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const roleSet = [...new Set(request.body.roles)];
      if (request.params.id === actor.id && !roleSet.includes('admin'))
        throw new HttpError(422, 'Admins cannot take away their own admin role.', {
          roles: ['validation.own_admin'],
        });
      const row = await app.db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(t.users)
          .where(eq(t.users.id, request.params.id))
          .for('update');
        if (!before) throw new HttpError(404, 'Not found.');
        const [after] = await tx
          .update(t.users)
          .set({ roles: roleSet, updatedAt: new Date() })
          .where(eq(t.users.id, before.id))
          .returning();
        await recordChange(tx, actor, {
          resource: 'users',
          recordId: before.id,
          action: 'update',
          changes: diffOf({ roles: before.roles }, { roles: roleSet }),
        });
        return after!;
      });
      return { data: presentUser(row) };
    },
  );
};
