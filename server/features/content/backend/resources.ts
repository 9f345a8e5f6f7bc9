import { eq, gt, ilike, lte, or, sql } from 'drizzle-orm';
import * as t from '../../../db/schema/index.ts';
import { validationError } from '../../../http-error.ts';
import { validateFragmentContent } from '../fragments.ts';
import { localizedLike, type ResourceSpec } from '../../backend/index.ts';

const flag = (value: unknown) => (value === undefined ? undefined : value === 'true');
const when = <T>(value: T | undefined, condition: (v: T) => ReturnType<typeof eq>) =>
  value === undefined ? undefined : condition(value);

const teaserLocalized = [
  'teaser_title',
  'teaser_description',
  'teaser_image_caption',
  'detail_title',
  'detail_image_alt',
  'caption',
  'description',
] as const;

export const pagesSpec: ResourceSpec = {
  name: 'pages',
  table: t.pages,
  localized: ['title', 'navi_label', 'description'],
  search: (p) => or(ilike(t.pages.slug, p), localizedLike(t.pages.title, p)),
  sortable: {
    slug: t.pages.slug,
    position: t.pages.position,
    published: t.pages.published,
    updated_at: t.pages.updatedAt,
  },
  defaultSort: [t.pages.position],
  filters: (q) => [when(flag(q.published), (v) => eq(t.pages.published, v))],
};

export const articlesSpec: ResourceSpec = {
  name: 'articles',
  table: t.articles,
  dates: ['published_start'],
  localized: teaserLocalized,
  search: (p) => or(ilike(t.articles.slug, p), localizedLike(t.articles.teaserTitle, p)),
  sortable: { slug: t.articles.slug, published_start: t.articles.publishedStart },
  defaultSort: [t.articles.publishedStart],
  filters: (q, now) => [
    when(flag(q.scheduled), (v) =>
      v ? gt(t.articles.publishedStart, now) : lte(t.articles.publishedStart, now),
    ),
    when(q.tag as string | undefined, (tag) => sql`${tag} = any(${t.articles.tags})`),
  ],
};

export const eventsSpec: ResourceSpec = {
  name: 'events',
  table: t.events,
  dates: ['published_start', 'event_start', 'event_end'],
  localized: teaserLocalized,
  search: (p) =>
    or(
      ilike(t.events.slug, p),
      ilike(t.events.eventLocation, p),
      localizedLike(t.events.teaserTitle, p),
    ),
  sortable: {
    slug: t.events.slug,
    published_start: t.events.publishedStart,
    event_start: t.events.eventStart,
  },
  defaultSort: [t.events.eventStart],
  filters: (q, now) => [
    when(flag(q.scheduled), (v) =>
      v ? gt(t.events.publishedStart, now) : lte(t.events.publishedStart, now),
    ),
    when(flag(q.upcoming), (v) =>
      v ? gt(t.events.eventStart, now) : lte(t.events.eventStart, now),
    ),
  ],
};

export const highlightsSpec: ResourceSpec = {
  name: 'highlights',
  table: t.highlights,
  localized: ['title', 'topline', 'richtext', 'file_alt', 'file_caption'],
  search: (p) => or(localizedLike(t.highlights.title, p), localizedLike(t.highlights.topline, p)),
  sortable: { position: t.highlights.position, published: t.highlights.published },
  defaultSort: [t.highlights.position],
  filters: (q) => [when(flag(q.published), (v) => eq(t.highlights.published, v))],
};

export const faqSpec: ResourceSpec = {
  name: 'faq',
  table: t.faqItems,
  localized: ['title', 'content'],
  search: (p) => or(localizedLike(t.faqItems.title, p), localizedLike(t.faqItems.content, p)),
  sortable: { group: t.faqItems.group, position: t.faqItems.position },
  defaultSort: [t.faqItems.group, t.faqItems.position],
  filters: (q) => [
    when(q.group as (typeof t.faqItems.$inferSelect)['group'] | undefined, (g) =>
      eq(t.faqItems.group, g),
    ),
  ],
};

export const categoriesSpec: ResourceSpec = {
  name: 'categories',
  table: t.categories,
  localized: ['title'],
  search: (p) => or(ilike(t.categories.slug, p), localizedLike(t.categories.title, p)),
  sortable: {
    slug: t.categories.slug,
    position: t.categories.position,
    hidden: t.categories.hidden,
  },
  defaultSort: [t.categories.position],
  filters: (q) => [when(flag(q.hidden), (v) => eq(t.categories.hidden, v))],
};

export const spottypesSpec: ResourceSpec = {
  name: 'spottypes',
  table: t.spottypes,
  localized: ['title'],
  search: (p) => or(ilike(t.spottypes.slug, p), localizedLike(t.spottypes.title, p)),
  sortable: { slug: t.spottypes.slug },
  defaultSort: [t.spottypes.id],
  filters: () => [],
};

/** Fragments belong to a page, article or event; their content is checked per template. */
export const fragmentsSpec: ResourceSpec = {
  name: 'fragments',
  table: t.fragments,
  localized: ['content'],
  search: (p) => or(ilike(t.fragments.template, p), sql`${t.fragments.content}::text ilike ${p}`),
  sortable: { position: t.fragments.position, template: t.fragments.template },
  defaultSort: [t.fragments.position],
  filters: (q) => [
    when(q.page_id as number | undefined, (id) => eq(t.fragments.pageId, id)),
    when(q.article_id as number | undefined, (id) => eq(t.fragments.articleId, id)),
    when(q.event_id as number | undefined, (id) => eq(t.fragments.eventId, id)),
    when(flag(q.public), (v) => eq(t.fragments.public, v)),
  ],
  async check(input) {
    const problems = validateFragmentContent(String(input.template), input.content);
    if (problems.length) throw validationError({ content: problems });
  },
};

/** Clubs (decision 036): moderators create, edit and approve them. */
export const clubsSpec: ResourceSpec = {
  name: 'clubs',
  table: t.clubs,
  localized: [],
  search: (p) => or(ilike(t.clubs.slug, p), ilike(t.clubs.title, p)),
  sortable: { slug: t.clubs.slug, title: t.clubs.title, approved: t.clubs.approved },
  defaultSort: [t.clubs.title],
  filters: (q) => [when(flag(q.approved), (v) => eq(t.clubs.approved, v))],
};
