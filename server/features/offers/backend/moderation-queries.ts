import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Report, Suggestion } from '../../../../domain/offers/moderation.ts';
import type { Database } from '../../../db/client.ts';
import * as t from '../../../db/schema/index.ts';
import { inQueue } from '../../backend/index.ts';

// Reads of the moderators' lists: each report or suggestion with the offer beside it.

const reporter = alias(t.users, 'reporter');
const handler = alias(t.users, 'handler');
const owner = alias(t.users, 'owner');

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const offerColumns = {
  id: t.offers.id,
  type: t.offers.type,
  slug: t.offers.slug,
  title: t.offers.title,
  categories: t.offers.categories,
  hiddenReason: t.offers.hiddenReason,
  hiddenAt: t.offers.hiddenAt,
  owner: owner.username,
};

type OfferRow = {
  [K in keyof typeof offerColumns]: K extends 'owner' ? string | null : unknown;
};

function presentOffer(row: OfferRow | null) {
  if (!row || row.id === null) return null;
  const o = row as {
    id: number;
    type: NonNullable<Report['offer']>['type'];
    slug: string;
    title: { de: string };
    categories: string[];
    hiddenReason: string | null;
    hiddenAt: Date | null;
    owner: string | null;
  };
  return {
    id: o.id,
    type: o.type,
    slug: o.slug,
    title: o.title.de,
    categories: o.categories,
    // An offer hidden without a reason still reads as hidden.
    hidden_reason: o.hiddenAt ? (o.hiddenReason ?? '') : null,
    owner: o.owner,
  };
}

/** Open reports of the same offer, for the queue's count beside each report. */
const openOfTarget = sql<number>`(select count(*)::int from ${t.reports} r2 where r2.target_id = ${t.reports.targetId} and r2.status = 'open')`;

export async function reportPage(
  db: Database,
  query: {
    page: number;
    per_page: number;
    order: 'ASC' | 'DESC';
    sort?: 'created_at' | 'offer_reports' | undefined;
    state: 'open' | 'handled';
    reason?: Report['reason'] | undefined;
    q?: string | undefined;
  },
  byId?: number,
): Promise<{ rows: Report[]; total: number }> {
  const pattern = query.q ? likePattern(query.q) : undefined;
  const where = and(
    byId === undefined
      ? query.state === 'open'
        ? inQueue
        : ne(t.reports.status, 'open')
      : undefined,
    byId === undefined ? undefined : eq(t.reports.id, byId),
    query.reason ? eq(t.reports.reason, query.reason) : undefined,
    pattern
      ? or(
          ilike(t.reports.message, pattern),
          sql`${t.offers.title}->>'de' ilike ${pattern}`,
          ilike(t.offers.slug, pattern),
        )
      : undefined,
  );
  const direction = query.order === 'DESC' ? desc : asc;
  const order: SQL[] =
    query.sort === 'offer_reports'
      ? [direction(openOfTarget), asc(t.reports.id)]
      : [direction(t.reports.createdAt), asc(t.reports.id)];
  const base = () =>
    db
      .select({
        report: t.reports,
        reporter: reporter.username,
        handler: handler.username,
        offer: offerColumns,
        openOfTarget,
      })
      .from(t.reports)
      .innerJoin(reporter, eq(reporter.id, t.reports.userId))
      .leftJoin(handler, eq(handler.id, t.reports.handledBy))
      .leftJoin(t.offers, eq(t.offers.id, t.reports.targetId))
      .leftJoin(owner, eq(owner.id, t.offers.userId));
  const [rows, [total]] = await Promise.all([
    base()
      .where(where)
      .orderBy(...order)
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({ n: count() })
      .from(t.reports)
      .leftJoin(t.offers, eq(t.offers.id, t.reports.targetId))
      .where(where),
  ]);
  return {
    rows: rows.map((r) => ({
      id: r.report.id,
      type: r.report.type,
      reason: r.report.reason,
      message: r.report.message,
      status: r.report.status,
      created_at: r.report.createdAt.toISOString(),
      handled_at: r.report.handledAt?.toISOString() ?? null,
      handled_by: r.handler,
      reporter: r.reporter,
      offer: presentOffer(r.offer as OfferRow | null),
      offer_reports: r.openOfTarget,
    })),
    total: total?.n ?? 0,
  };
}

export async function suggestionPage(
  db: Database,
  query: {
    page: number;
    per_page: number;
    order: 'ASC' | 'DESC';
    sort?: 'created_at' | 'text' | undefined;
    state: 'open' | 'handled';
    q?: string | undefined;
  },
  byId?: number,
): Promise<{ rows: Suggestion[]; total: number }> {
  const s = t.categorySuggestions;
  const where = and(
    byId === undefined
      ? query.state === 'open'
        ? eq(s.status, 'open')
        : ne(s.status, 'open')
      : eq(s.id, byId),
    query.q ? ilike(s.text, likePattern(query.q)) : undefined,
  );
  const direction = query.order === 'DESC' ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select({ suggestion: s, by: reporter.username, offer: offerColumns })
      .from(s)
      .leftJoin(reporter, eq(reporter.id, s.userId))
      .leftJoin(t.offers, eq(t.offers.id, s.offerId))
      .leftJoin(owner, eq(owner.id, t.offers.userId))
      .where(where)
      .orderBy(direction(query.sort === 'text' ? s.text : s.createdAt), asc(s.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(s).where(where),
  ]);
  return {
    rows: rows.map((r) => ({
      id: r.suggestion.id,
      text: r.suggestion.text,
      status: r.suggestion.status,
      category_slug: r.suggestion.categorySlug,
      created_at: r.suggestion.createdAt.toISOString(),
      handled_at: r.suggestion.handledAt?.toISOString() ?? null,
      suggested_by: r.by,
      offer: presentOffer(r.offer as OfferRow | null),
    })),
    total: total?.n ?? 0,
  };
}
