import { dayRange, monthRange } from '../../../domain/shared/time.ts';
import type { Locale } from '../../../domain/shared/locale.ts';
import type { ResponseCache, CachedResponse } from '../../adapters/response-cache.ts';
import { articlesPerPage, eventsPerPage, type ContentRepository } from './repository.ts';
import { presentFragments } from './fragments.ts';
import * as present from './presenter.ts';

type Options = { now?: () => Date };

const parseTags = (tags: string | undefined) =>
  tags
    ? tags
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean)
        .slice(0, 10)
    : undefined;

/** Read as this moment, every scheduled article and event counts as published (previews). */
const unpublishedToo = new Date('9999-12-31T00:00:00Z');

/** Euro 2024 events carry this tag; the Euro page's calendar lists only them. */
export const euroTag = 'euro24';

/**
 * Pages, articles, events, highlights and FAQ in the request's language. Public reads are
 * kept as ready bytes; preview reads (editors only) always go to the database.
 */
export function createEditorialService(
  repo: ContentRepository,
  cache: ResponseCache,
  options: Options = {},
) {
  const now = options.now ?? (() => new Date());

  /** `load` gives the whole answer body, or undefined for 404 (which is not cached). */
  async function cached(
    key: string,
    load: () => Promise<object | undefined>,
  ): Promise<CachedResponse | undefined> {
    const hit = cache.get(key);
    if (hit) return hit;
    // Lists and details depend on the clock (publication, event start): they end there.
    const [body, expiresAt] = await Promise.all([load(), repo.nextChange(now())]);
    return body === undefined ? undefined : cache.set(key, JSON.stringify(body), { expiresAt });
  }

  async function pageData(slug: string, locale: Locale, preview: boolean) {
    const row = await repo.page(slug);
    if (!row) return undefined;
    const fragments = presentFragments(await repo.fragmentsOf({ pageId: row.id }), locale, preview);
    return present.presentPageDetail(row, fragments, locale, preview);
  }

  return {
    /** Preview answers are built per request: they may hold drafts and must never be cached. */
    pagePreview: (slug: string, locale: Locale) => pageData(slug, locale, true),
    page(slug: string, locale: Locale) {
      return cached(`content:page:${slug}:${locale}`, async () => {
        const data = await pageData(slug, locale, false);
        return data && { data };
      });
    },
    articleList(page: number, tags: string | undefined, locale: Locale) {
      const tagList = parseTags(tags);
      return cached(`content:articles:${page}:${tagList?.join('+') ?? ''}:${locale}`, async () => {
        const { rows, total } = await repo.articlePage(now(), page, tagList);
        return {
          data: rows.map((r) => present.presentArticleTeaser(r, locale)),
          currentPage: page,
          pages: Math.max(1, Math.ceil(total / articlesPerPage)),
        };
      });
    },
    async article(slug: string, locale: Locale, preview: boolean) {
      // A preview shows an article before its publication time too.
      const row = await repo.article(slug, preview ? unpublishedToo : now());
      if (!row) return undefined;
      const fragments = presentFragments(
        await repo.fragmentsOf({ articleId: row.id }),
        locale,
        preview,
      );
      return present.presentArticleDetail(row, fragments, locale);
    },
    async articleTeaser(slug: string, locale: Locale) {
      const row = await repo.article(slug, now());
      return row ? present.presentArticleTeaser(row, locale) : undefined;
    },
    /** Not cached (spec/portal.md §9): the list depends on the moment of the request. */
    async eventList(
      query: { month: number; year: number; page: number; tags?: string },
      locale: Locale,
    ) {
      const [from, to] = monthRange(query.year, query.month);
      const { rows, total } = await repo.eventPage(
        from,
        to,
        now(),
        query.page,
        parseTags(query.tags),
      );
      return {
        data: rows.map((r) => present.presentEventTeaser(r, locale)),
        currentPage: query.page,
        pages: Math.max(1, Math.ceil(total / eventsPerPage)),
      };
    },
    async event(slug: string, locale: Locale, preview: boolean) {
      const row = await repo.event(slug, preview ? unpublishedToo : now());
      if (!row) return undefined;
      const fragments = presentFragments(
        await repo.fragmentsOf({ eventId: row.id }),
        locale,
        preview,
      );
      return present.presentEventDetail(row, fragments, locale);
    },
    async eventTeaser(slug: string, locale: Locale) {
      const row = await repo.event(slug, now());
      return row ? present.presentEventTeaser(row, locale) : undefined;
    },
    async highlightTeaser(id: number, locale: Locale) {
      const row = await repo.highlight(id);
      return row ? present.presentHighlight(row, locale) : undefined;
    },
    faq(locale: Locale) {
      return cached(`content:faq:${locale}`, async () => ({
        data: (await repo.faq()).map((r) => present.presentFaqItem(r, locale)),
      }));
    },
    async euroCalendar(start: string, locale: Locale) {
      const [from, to] = dayRange(start);
      return (await repo.eventsBetween(from, to, [euroTag])).map((r) =>
        present.presentEventTeaser(r, locale),
      );
    },
  };
}

export type EditorialService = ReturnType<typeof createEditorialService>;
