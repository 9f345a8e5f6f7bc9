/** Tables of the editorial content: pages, their fragments, news, events, highlights and the FAQ. */
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, localized, updatedAt, version } from './columns.ts';
import { products } from './shop.ts';

export const pages = pgTable('pages', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: localized('title').notNull(),
  naviLabel: localized('navi_label'),
  description: localized('description'),
  position: integer('position').notNull().default(0),
  published: boolean('published').notNull().default(true),
  version: version(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Ordered content blocks of a page, article or event; exactly one owner is set. */
export const fragments = pgTable(
  'fragments',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id').references(() => pages.id, { onDelete: 'cascade' }),
    articleId: integer('article_id').references(() => articles.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'cascade' }),
    // A paid product's content (the shop): shown to its owners only.
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    template: text('template').notNull(),
    // Non-public fragments are drafts: only editors see them, in preview mode.
    public: boolean('public').notNull().default(true),
    content: jsonb('content').notNull(),
    version: version(),
  },
  (t) => [
    index('fragments_page_position_idx').on(t.pageId, t.position),
    index('fragments_article_position_idx').on(t.articleId, t.position),
    index('fragments_event_position_idx').on(t.eventId, t.position),
    index('fragments_product_position_idx').on(t.productId, t.position),
    check(
      'fragments_one_owner',
      sql`num_nonnulls(${t.pageId}, ${t.articleId}, ${t.eventId}, ${t.productId}) = 1`,
    ),
  ],
);

export const highlights = pgTable('highlights', {
  id: serial('id').primaryKey(),
  type: text('type', { enum: ['internal', 'external'] }).notNull(),
  internalUrl: text('internal_url'),
  externalUrl: text('external_url'),
  title: localized('title').notNull(),
  topline: localized('topline').notNull(),
  richtext: localized('richtext').notNull(),
  file: text('file').notNull(),
  fileAlt: localized('file_alt').notNull(),
  fileCaption: localized('file_caption').notNull(),
  poster: text('poster'),
  gradient: boolean('gradient').notNull().default(false),
  videoLoop: boolean('video_loop').notNull().default(false),
  position: integer('position').notNull().default(0),
  published: boolean('published').notNull().default(true),
  version: version(),
});

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    publishedStart: timestamp('published_start', { withTimezone: true }).notNull(),
    teaserTitle: localized('teaser_title').notNull(),
    teaserDescription: localized('teaser_description').notNull(),
    teaserImage: text('teaser_image').notNull(),
    teaserImageCopyright: text('teaser_image_copyright').notNull().default(''),
    teaserImageCaption: localized('teaser_image_caption'),
    teaserImageGradient: boolean('teaser_image_gradient').notNull().default(false),
    external: boolean('external').notNull().default(false),
    externalUrl: text('external_url'),
    detailTitle: localized('detail_title'),
    detailImage: text('detail_image'),
    detailImageAlt: localized('detail_image_alt'),
    copyright: text('copyright').notNull().default(''),
    caption: localized('caption'),
    description: localized('description'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [index('articles_published_idx').on(t.publishedStart)],
);

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    publishedStart: timestamp('published_start', { withTimezone: true }).notNull(),
    teaserTitle: localized('teaser_title').notNull(),
    teaserDescription: localized('teaser_description').notNull(),
    teaserImage: text('teaser_image').notNull(),
    teaserImageCopyright: text('teaser_image_copyright').notNull().default(''),
    teaserImageCaption: localized('teaser_image_caption'),
    teaserImageGradient: boolean('teaser_image_gradient').notNull().default(false),
    eventStart: timestamp('event_start', { withTimezone: true }).notNull(),
    eventEnd: timestamp('event_end', { withTimezone: true }),
    eventAllday: boolean('event_allday').notNull().default(false),
    eventEndAllday: boolean('event_end_allday').notNull().default(false),
    eventLocation: text('event_location').notNull().default(''),
    eventUrl: text('event_url'),
    detailTitle: localized('detail_title'),
    detailImage: text('detail_image'),
    detailImageAlt: localized('detail_image_alt'),
    copyright: text('copyright').notNull().default(''),
    caption: localized('caption'),
    description: localized('description'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [index('events_start_idx').on(t.eventStart)],
);

export const faqItems = pgTable('faq_items', {
  id: serial('id').primaryKey(),
  group: text('group', { enum: ['general', 'website', 'app', 'playground'] }).notNull(),
  title: localized('title').notNull(),
  content: localized('content').notNull(),
  position: integer('position').notNull().default(0),
  version: version(),
});
