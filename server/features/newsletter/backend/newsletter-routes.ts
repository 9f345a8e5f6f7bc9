import { asc, count, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { backendApiBase } from '../../../../domain/backend/api.ts';
import { newsletterSummarySchema } from '../../../../domain/offers/moderation.ts';
import { dataEnvelope, errorSchema } from '../../../../domain/shared/api.ts';
import { toCsv } from '../../../../domain/shared/csv.ts';
import * as t from '../../../db/schema/index.ts';
import { requirePermission } from '../../backend/index.ts';

const errors = { 401: errorSchema, 403: errorSchema };
const subscriptions = t.newsletterSubscriptions;

/** Subscriber count and the confirmed subscribers as CSV: editors and admins (decision 036). */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['backend'];
  const guard = requirePermission('content');

  app.get(
    `${backendApiBase}/newsletter`,
    {
      config: guard,
      schema: {
        tags,
        summary: 'How many subscribers confirmed, and how many have not yet',
        response: { 200: dataEnvelope(newsletterSummarySchema), ...errors },
      },
    },
    async () => {
      const [[confirmed], [pending]] = await Promise.all([
        app.db
          .select({ n: count() })
          .from(subscriptions)
          .where(isNotNull(subscriptions.confirmedAt)),
        app.db.select({ n: count() }).from(subscriptions).where(isNull(subscriptions.confirmedAt)),
      ]);
      return { data: { confirmed: confirmed?.n ?? 0, pending: pending?.n ?? 0 } };
    },
  );

  app.get(
    `${backendApiBase}/newsletter/subscribers.csv`,
    {
      config: guard,
      schema: {
        tags,
        summary: 'Confirmed subscribers as CSV (email, language, confirmed at)',
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (_request, reply) => {
      const rows = await app.db
        .select({
          email: subscriptions.email,
          locale: subscriptions.locale,
          confirmedAt: subscriptions.confirmedAt,
        })
        .from(subscriptions)
        .where(isNotNull(subscriptions.confirmedAt))
        .orderBy(asc(subscriptions.confirmedAt), asc(subscriptions.id));
      const csv = toCsv([
        ['email', 'language', 'confirmed_at'],
        ...rows.map((r) => [r.email, r.locale, r.confirmedAt!.toISOString()]),
      ]);
      // The list holds personal data: never kept by a cache on the way.
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="newsletter-subscribers.csv"')
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};
