import { desc, eq, sql } from 'drizzle-orm';
import type { AccountActivity } from '../../../../domain/offers/review.ts';
import type { Database } from '../../../db/client.ts';
import * as t from '../../../db/schema/index.ts';

/** How many of the newest offers and reports the user screen lists. */
const shown = 100;
const openReports = sql<number>`(select count(*)::int from ${t.reports} r where r.target_id = ${t.offers.id} and r.status = 'open')`;

/** An account's offers (with their state) and the reports it filed, newest first. */
export async function activityOf(db: Database, userId: number): Promise<AccountActivity> {
  const [offers, reports] = await Promise.all([
    db
      .select({ offer: t.offers, openReports })
      .from(t.offers)
      .where(eq(t.offers.userId, userId))
      .orderBy(desc(t.offers.createdAt), desc(t.offers.id))
      .limit(shown),
    db
      .select({ report: t.reports, title: t.offers.title })
      .from(t.reports)
      .leftJoin(t.offers, eq(t.offers.id, t.reports.targetId))
      .where(eq(t.reports.userId, userId))
      .orderBy(desc(t.reports.createdAt), desc(t.reports.id))
      .limit(shown),
  ]);
  return {
    offers: offers.map(({ offer: o, openReports: n }) => ({
      id: o.id,
      type: o.type,
      slug: o.slug,
      title: o.title.de,
      hidden_reason: o.hiddenAt ? (o.hiddenReason ?? '') : null,
      awaiting_review: o.heldAt !== null,
      open_reports: n,
      created_at: o.createdAt.toISOString(),
    })),
    reports: reports.map(({ report: r, title }) => ({
      id: r.id,
      reason: r.reason,
      message: r.message,
      status: r.status,
      created_at: r.createdAt.toISOString(),
      offer_id: r.targetId,
      offer_title: title?.de ?? null,
    })),
  };
}
