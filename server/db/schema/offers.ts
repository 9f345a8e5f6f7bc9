/** Tables of the offers area (spec/offers.md §3): categories, spot types, offers and what users attach to them. */
import {
  boolean,
  check,
  doublePrecision,
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
import { createdAt, localized, updatedAt, version } from './columns.ts';
import { clubs, users } from './accounts.ts';
import { districts } from './geo.ts';

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

/**
 * The five kinds of offer of spec/offers.md §3 share one table: the map, the list and the
 * nearest-offer search read one index, and a spot's entries are a self-reference.
 */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: ['spot', 'entry', 'place', 'club', 'summerevent'] }).notNull(),
    slug: text('slug').notNull().unique(),
    title: localized('title').notNull(),
    description: localized('description').notNull(),
    image: text('image'),
    imageSubline: localized('image_subline'),
    street: text('street'),
    streetNumber: text('street_number'),
    zipcode: text('zipcode'),
    city: text('city'),
    latitude: doublePrecision('map_latitude').notNull(),
    longitude: doublePrecision('map_longitude').notNull(),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    spottypeId: integer('spottype_id').references(() => spottypes.id),
    freeOffer: boolean('free_offer').notNull().default(false),
    barrierFree: boolean('barrier_free').notNull().default(false),
    // Entries: a subset of all, kids, youths, adults, seniors; ['all'] when open to everyone.
    targetgroup: text('targetgroup')
      .array()
      .notNull()
      .default(sql`'{all}'::text[]`),
    contactMail: boolean('contact_mail').notNull().default(false),
    contactUrl: text('contact_url'),
    entryLocation: text('entry_location', { enum: ['new', 'spot'] }),
    // Schedule of entries and summer events (spec/offers.md §3 Entry); see domain/offers/schedule.ts.
    repetition: text('repetition', { enum: ['none', 'weekly', 'monthly'] }),
    startDate: text('start_date'),
    endDate: text('end_date'),
    timeStart: text('time_start'),
    timeEnd: text('time_end'),
    weekdays: jsonb('weekdays').$type<Partial<Record<string, { start: string; end: string }>>>(),
    monthlyMode: text('monthly_mode', { enum: ['weekday', 'date'] }),
    monthlyValue: text('monthly_value'),
    // Summer events: who runs them and where to sign up.
    organizer: text('organizer'),
    organizerUrl: text('organizer_url'),
    registrationUrl: text('registration_url'),
    locationName: text('location_name'),
    // Summer events (spec/offers.md §3): how the dates repeat, the single dates of 'other',
    // the organizer's logo, whether the end time is shown and whether signing up is needed.
    repetitionType: text('repetition_type', { enum: ['weekly', 'daily', 'other'] }),
    dates: text('dates').array(),
    logoUrl: text('logo_url'),
    hideEndTime: boolean('hide_end_time').notNull().default(false),
    isRegistration: boolean('is_registration').notNull().default(false),
    // Set from the coordinates by point-in-polygon whenever the offer is saved (decision 029).
    districtId: integer('district_id').references(() => districts.id, { onDelete: 'set null' }),
    // Deleting an account deletes its spots and entries explicitly; club places stay with the
    // club (docs/decisions/010-account-deletion.md), hence 'set null' here.
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    clubId: integer('club_id').references(() => clubs.id, { onDelete: 'cascade' }),
    spotId: integer('spot_id'),
    // Set by a moderator (decision 036): visitors no longer see the offer, its owner does, with
    // the reason. Null is visible.
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    // Held for review (decision 041): a first offer of an account waits for a moderator's
    // approval while the setting is on. Null is visible (as far as hiding allows).
    heldAt: timestamp('held_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('offers_type_idx').on(t.type),
    index('offers_spot_idx').on(t.spotId),
    index('offers_user_idx').on(t.userId),
    index('offers_club_idx').on(t.clubId),
    index('offers_district_idx').on(t.districtId),
    // Nearest offers: earthdistance over a GiST index (ARCHITECTURE.md, geo).
    index('offers_earth_idx').using('gist', sql`ll_to_earth(${t.latitude}, ${t.longitude})`),
  ],
);

/** A user's saved offers (spots, entries and summer events only; spec/offers.md §6). */
export const bookmarks = pgTable(
  'bookmarks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('bookmarks_user_offer_idx').on(t.userId, t.offerId)],
);

/**
 * Reports of wrong or offensive offers; one per user and target. A moderator settles them
 * (decision 036); a handled report keeps its outcome even when its offer was deleted.
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['entry', 'spot', 'club'] }).notNull(),
    targetId: integer('target_id').references(() => offers.id, { onDelete: 'set null' }),
    reason: text('reason', { enum: ['wrong_category', 'missing', 'offensive', 'spam'] }),
    message: text('message'),
    status: text('status', { enum: ['open', 'dismissed', 'hidden', 'deleted'] })
      .notNull()
      .default('open'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reports_user_target_idx').on(t.userId, t.targetId),
    index('reports_status_created_idx').on(t.status, t.createdAt),
    check('reports_reason_or_message', sql`num_nonnulls(${t.reason}, ${t.message}) = 1`),
  ],
);

/**
 * Categories users proposed in the wizard's suggest mode, for the editors to review. The
 * offer link goes when the offer goes; the proposal stays with its text.
 */
export const categorySuggestions = pgTable(
  'category_suggestions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    offerId: integer('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    // A moderator's answer (decision 036): the category it became or was mapped to.
    status: text('status', { enum: ['open', 'accepted', 'rejected'] })
      .notNull()
      .default('open'),
    categorySlug: text('category_slug'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('category_suggestions_created_idx').on(t.createdAt),
    index('category_suggestions_status_idx').on(t.status),
  ],
);
