/**
 * Answers of the offers API (snake_case, like the spec): one zod schema each. The server
 * serialises and documents with them; the browser uses the types inferred in `types.ts`
 * (type-only, so no zod in its bundle: decision 008).
 */
import { z } from 'zod';
import { offerTypes, repetitions, targetGroups, weekdays } from './constants.ts';

export const categorySchema = z.object({
  slug: z.string(),
  title: z.string(),
  icon: z.string(),
  hidden: z.boolean(),
});

export const spotTypeSchema = z.object({ slug: z.string(), title: z.string() });

const offerType = z.enum(offerTypes);

/** What the list shows of an offer (spec/offers.md §2 Offer list). */
export const offerSummarySchema = z.object({
  id: z.number().int(),
  type: offerType,
  slug: z.string(),
  title: z.string(),
  shortened_description: z.string(),
  address_line1: z.string(),
  address_line2: z.string(),
  map_latitude: z.number(),
  map_longitude: z.number(),
  categories: z.array(z.string()),
  free_offer: z.boolean(),
  barrier_free: z.boolean(),
  distance: z.number().nullable().describe('Kilometres from lat/lng, when given'),
});

export const offerListSchema = z.object({
  data: z.array(offerSummarySchema),
  total: z.number().int(),
});

export const weekdayTimesSchema = z.partialRecord(
  z.enum(weekdays),
  z.object({ start: z.string(), end: z.string() }),
);

export const scheduleSchema = z.object({
  repetition: z.enum(repetitions).nullable(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  time_start: z.string().nullable(),
  time_end: z.string().nullable(),
  weekdays: weekdayTimesSchema,
  monthly_mode: z.enum(['weekday', 'date']).nullable(),
  monthly_value: z.string().nullable(),
});

export const clubSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  logo: z.string().nullable(),
  approved: z.boolean(),
  contact_url: z.string().nullable(),
});

/** The full offer of every type; fields that do not apply to a type are null or empty. */
export const offerDetailSchema = offerSummarySchema.omit({ distance: true }).extend({
  description: z.string(),
  image: z.string().nullable(),
  image_mid: z
    .string()
    .nullable()
    .describe('The 800 px wide variant of an uploaded image (the stored one is 2400 px wide)'),
  image_subline: z.string().nullable(),
  street: z.string().nullable(),
  street_number: z.string().nullable(),
  zipcode: z.string().nullable(),
  city: z.string().nullable(),
  categories_full: z.array(categorySchema),
  spottype: spotTypeSchema.nullable(),
  targetgroup: z.array(z.enum(targetGroups)),
  contact_mail: z.boolean(),
  contact_mail_address: z
    .string()
    .nullable()
    .describe('Only present when the owner chose to show it (contact_mail)'),
  contact_url: z.string().nullable(),
  entry_location: z.enum(['new', 'spot']).nullable(),
  spot_id: z.number().int().nullable(),
  spot: z
    .object({ id: z.number().int(), slug: z.string(), title: z.string() })
    .nullable()
    .describe('The spot an entry takes place at'),
  user: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  club_id: z.number().int().nullable(),
  club: clubSummarySchema.nullable(),
  schedule: scheduleSchema.nullable(),
  entries: z.array(offerSummarySchema).describe('Spots: the entries that take place there'),
  places: z.array(offerSummarySchema).describe('Clubs: their locations'),
  organizer: z.string().nullable(),
  organizer_url: z.string().nullable(),
  registration_url: z.string().nullable(),
  location_name: z.string().nullable(),
  created_at: z.string(),
  hidden: z
    .object({ reason: z.string() })
    .nullable()
    .optional()
    .describe('Only its owner sees a hidden offer, with the reason a moderator gave'),
  awaiting_review: z
    .boolean()
    .optional()
    .describe('Held until a moderator approves it; only its owner sees it meanwhile'),
});

/** One map point; coordinates are [longitude, latitude], rounded to 6 decimals. */
export const offerFeatureSchema = z.object({
  type: z.literal('Feature'),
  geometry: z.object({
    type: z.literal('Point'),
    coordinates: z.tuple([z.number(), z.number()]).describe('[longitude, latitude]'),
  }),
  properties: z.object({
    id: z.number().int(),
    type: z.enum(['spot', 'entry', 'place', 'club']),
    spot_id: z.number().int().nullable(),
    categories: z.array(z.string()),
    spottype: z.string().nullable(),
  }),
});

/** Documentation only: the collection is sent as cached bytes, never serialised per request. */
export const featureCollectionSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(offerFeatureSchema),
});

export const bookmarksAnswerSchema = z.object({
  data: z.object({ bookmarks: z.array(z.number().int()) }),
});

/** An own offer on the profile (spec/portal.md §3 Profile offer item). */
export const profileOfferItemSchema = z.object({
  id: z.number().int(),
  type: z.enum(['spot', 'entry', 'place']),
  created_at: z.string(),
  title: z.string(),
  club_title: z.string().nullable(),
  street: z.string().nullable(),
  street_number: z.string().nullable(),
  zipcode: z.string().nullable(),
  city: z.string().nullable(),
  slug: z.string(),
  /** Held for review (decision 041): visitors do not see it yet. */
  awaiting_review: z.boolean().optional(),
});

export const bookmarkItemSchema = z.object({
  id: z.number().int().describe('The bookmark; remove it with the offer id (offer.id)'),
  offer: offerSummarySchema,
});
