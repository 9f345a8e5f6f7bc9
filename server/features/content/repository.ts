import { and, arrayOverlaps, asc, count, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

export const articlesPerPage = 9;
export const eventsPerPage = 9;

/** Reads of the editorial tables; everything locale-specific happens in the presenter. */
export function createContentRepository(db: Database) {
  const tagFilter = (
    column: typeof t.articles.tags | typeof t.events.tags,
    tags: string[] | undefined,
  ) => (tags && tags.length ? arrayOverlaps(column, tags) : undefined);

  return {
    async settings() {
      const [row] = await db.select().from(t.settings).where(eq(t.settings.key, 'site')).limit(1);
      return row?.value;
    },
    pages: () =>
      db
        .select({
          id: t.pages.id,
          slug: t.pages.slug,
          title: t.pages.title,
          naviLabel: t.pages.naviLabel,
        })
        .from(t.pages)
        .where(eq(t.pages.published, true))
        .orderBy(asc(t.pages.position), asc(t.pages.id)),
    async page(slug: string) {
      const [row] = await db
        .select()
        .from(t.pages)
        .where(and(eq(t.pages.slug, slug), eq(t.pages.published, true)))
        .limit(1);
      return row;
    },
    fragmentsOf(owner: { pageId: number } | { articleId: number } | { eventId: number }) {
      const where =
        'pageId' in owner
          ? eq(t.fragments.pageId, owner.pageId)
          : 'articleId' in owner
            ? eq(t.fragments.articleId, owner.articleId)
            : eq(t.fragments.eventId, owner.eventId);
      return db
        .select()
        .from(t.fragments)
        .where(where)
        .orderBy(asc(t.fragments.position), asc(t.fragments.id));
    },
    districts: () => db.select().from(t.districts).orderBy(asc(t.districts.name)),
    categories: () =>
      db.select().from(t.categories).orderBy(asc(t.categories.position), asc(t.categories.slug)),
    spottypes: () => db.select().from(t.spottypes).orderBy(asc(t.spottypes.id)),
    highlights: () =>
      db
        .select()
        .from(t.highlights)
        .where(eq(t.highlights.published, true))
        .orderBy(asc(t.highlights.position), asc(t.highlights.id)),
    async highlight(id: number) {
      const [row] = await db
        .select()
        .from(t.highlights)
        .where(and(eq(t.highlights.id, id), eq(t.highlights.published, true)))
        .limit(1);
      return row;
    },
    /**
     * The next moment a public answer changes by the clock alone: an article or event whose
     * publication starts, or an event that starts (it leaves the upcoming list). Null: none.
     */
    async nextChange(now: Date): Promise<Date | null> {
      const at = sql`${now.toISOString()}::timestamptz`;
      const [row] = await db
        .select({
          at: sql<string | Date | null>`least(
            (select min(${t.articles.publishedStart}) from ${t.articles} where ${t.articles.publishedStart} > ${at}),
            (select min(${t.events.publishedStart}) from ${t.events} where ${t.events.publishedStart} > ${at}),
            (select min(${t.events.eventStart}) from ${t.events} where ${t.events.eventStart} > ${at})
          )`,
        })
        .from(sql`(select 1) as one`);
      return row?.at ? new Date(row.at) : null;
    },
    latestArticles: (now: Date, limit: number) =>
      db
        .select()
        .from(t.articles)
        .where(lte(t.articles.publishedStart, now))
        .orderBy(desc(t.articles.publishedStart))
        .limit(limit),
    async articlePage(now: Date, page: number, tags?: string[]) {
      const where = and(lte(t.articles.publishedStart, now), tagFilter(t.articles.tags, tags));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(t.articles)
          .where(where)
          .orderBy(desc(t.articles.publishedStart), desc(t.articles.id))
          .limit(articlesPerPage)
          .offset((page - 1) * articlesPerPage),
        db.select({ n: count() }).from(t.articles).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    async article(slug: string, now: Date) {
      const [row] = await db
        .select()
        .from(t.articles)
        .where(and(eq(t.articles.slug, slug), lte(t.articles.publishedStart, now)))
        .limit(1);
      return row;
    },
    upcomingEvents: (now: Date, limit: number) =>
      db
        .select()
        .from(t.events)
        .where(and(gte(t.events.eventStart, now), lte(t.events.publishedStart, now)))
        .orderBy(asc(t.events.eventStart))
        .limit(limit),
    /** Events that start inside [from, to), oldest first. */
    async eventPage(from: Date, to: Date, now: Date, page: number, tags?: string[]) {
      const where = and(
        gte(t.events.eventStart, from),
        lt(t.events.eventStart, to),
        lte(t.events.publishedStart, now),
        tagFilter(t.events.tags, tags),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(t.events)
          .where(where)
          .orderBy(asc(t.events.eventStart), asc(t.events.id))
          .limit(eventsPerPage)
          .offset((page - 1) * eventsPerPage),
        db.select({ n: count() }).from(t.events).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    async event(slug: string, now: Date) {
      const [row] = await db
        .select()
        .from(t.events)
        .where(and(eq(t.events.slug, slug), lte(t.events.publishedStart, now)))
        .limit(1);
      return row;
    },
    eventsBetween: (from: Date, to: Date, tags: string[]) =>
      db
        .select()
        .from(t.events)
        .where(
          and(
            gte(t.events.eventStart, from),
            lt(t.events.eventStart, to),
            tagFilter(t.events.tags, tags),
          ),
        )
        .orderBy(asc(t.events.eventStart)),
    faq: () => db.select().from(t.faqItems).orderBy(asc(t.faqItems.position), asc(t.faqItems.id)),
    /** Everything public for the sitemap and the feeds. */
    allPageSlugs: () =>
      db
        .select({ slug: t.pages.slug, updatedAt: t.pages.updatedAt })
        .from(t.pages)
        .where(eq(t.pages.published, true)),
    allArticles: (now: Date, limit: number) =>
      db
        .select()
        .from(t.articles)
        .where(lte(t.articles.publishedStart, now))
        .orderBy(desc(t.articles.publishedStart))
        .limit(limit),
    allEvents: (now: Date, limit: number) =>
      db
        .select()
        .from(t.events)
        .where(lte(t.events.publishedStart, now))
        .orderBy(asc(t.events.eventStart))
        .limit(limit),
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
