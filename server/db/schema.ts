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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, localized, updatedAt, version } from './schema-columns.ts';
import type { MultiPolygonCoordinates } from '../../domain/geo/districts.ts';
// Only referenced inside callbacks (fragments.product_id), so the two files may import each other.
// eslint-disable-next-line import-x/no-cycle
import { products } from './schema-shop.ts';

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  version: version(),
  updatedAt: updatedAt(),
});

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

export const districts = pgTable('districts', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  bbox: jsonb('bbox').$type<[number, number, number, number]>().notNull(),
  // The district's area (GeoJSON MultiPolygon coordinates): every saved offer gets its
  // district by point-in-polygon from these (decision 029).
  boundary: jsonb('boundary')
    .$type<MultiPolygonCoordinates>()
    .notNull()
    .default(sql`'[]'::jsonb`),
});

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: localized('title').notNull(),
  icon: text('icon').notNull(),
  // Hidden categories (bewegungsinsel) exist for the map but are not offered for new entries.
  hidden: boolean('hidden').notNull().default(false),
  position: integer('position').notNull().default(0),
  version: version(),
});

export const spottypes = pgTable('spottypes', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: localized('title').notNull(),
  version: version(),
});

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

export const clubs = pgTable('clubs', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  logo: text('logo'),
  approved: boolean('approved').notNull().default(false),
  contactUrl: text('contact_url'),
  createdAt: createdAt(),
  // Moderators edit clubs in the backend with versioned saves (decisions 033, 036).
  version: version(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    gender: text('gender').notNull().default('u'),
    official: boolean('official').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    ssoDriver: text('sso_driver'),
    clubId: integer('club_id').references(() => clubs.id, { onDelete: 'set null' }),
    specialTermsAcceptedAt: timestamp('special_terms_accepted_at', { withTimezone: true }),
    lang: text('lang').notNull().default('de'),
    newsletter: boolean('newsletter').notNull().default(false),
    image: text('image'),
    street: text('street'),
    streetNumber: text('street_number'),
    city: text('city'),
    zipcode: text('zipcode'),
    country: text('country'),
    birthday: text('birthday'),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Set by a moderator (decision 036): no sign-in, and the account's offers are hidden.
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    // Stored roles are the staff roles (domain/backend/roles.ts); visitor and user are implied.
    check('users_staff_roles', sql`${t.roles} <@ array['editor', 'moderator', 'admin']::text[]`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    // sha256 of the cookie token: a leaked table does not hand out live sessions.
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remember: boolean('remember').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const faqItems = pgTable('faq_items', {
  id: serial('id').primaryKey(),
  group: text('group', { enum: ['general', 'website', 'app', 'playground'] }).notNull(),
  title: localized('title').notNull(),
  content: localized('content').notNull(),
  position: integer('position').notNull().default(0),
  version: version(),
});

/** Double opt-in: only rows with confirmed_at count as subscribers. Tokens are stored hashed. */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  locale: text('locale').notNull().default('de'),
  confirmTokenHash: text('confirm_token_hash'),
  unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** The embedded mail adapter's outbox: every mail the portal sent, for the developer to open. */
export const outboxMails = pgTable('outbox_mails', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
  createdAt: createdAt(),
});

/** Password reset tokens: random, stored hashed, single use, short-lived. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/** Files users uploaded; kept per user so deleting an account can delete its files. */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull(),
    /** Storage keys: the file and, for images, its mid-resolution variant. */
    keys: text('keys').array().notNull(),
    /** Bytes in storage, every variant included (what the upload quota counts). */
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_user_idx').on(t.userId)],
);

/**
 * Every change made in the editors' backend, written in the same transaction as the change:
 * who (kept by name too, so the record outlives the account), when, and each changed field.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    actor: text('actor').notNull(),
    resource: text('resource').notNull(),
    recordId: text('record_id').notNull(),
    action: text('action', {
      enum: ['create', 'update', 'delete', 'reorder', 'duplicate'],
    }).notNull(),
    changes: jsonb('changes').$type<Record<string, { from: unknown; to: unknown }>>().notNull(),
  },
  (t) => [
    index('audit_entries_record_idx').on(t.resource, t.recordId, t.at),
    index('audit_entries_at_idx').on(t.at),
  ],
);

// The offers area's tables (offers, bookmarks, reports, suggestions, addresses).
// eslint-disable-next-line import-x/no-cycle -- schema-offers.ts reads these tables only lazily
export * from './schema-offers.ts';
// The shop's tables (products, purchases, receipts, payment events, local payment sessions);
// the cycle is reported once, at the import of products above.
export * from './schema-shop.ts';
// Peptalk videos (decision 035).
export * from './schema-peptalk.ts';
