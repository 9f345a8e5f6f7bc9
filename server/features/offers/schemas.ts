import { z } from 'zod';
import {
  bookmarkableTypes,
  offerTypes,
  repetitions,
  targetGroups,
  weekdays,
} from '../../../domain/offers/constants.ts';
import type {
  Category,
  OfferDetail,
  OfferFeatureCollection,
  OfferListResponse,
} from '../../../domain/offers/types.ts';

/**
 * Response schemas of the offers API for the OpenAPI document and the serializer. The
 * browser's contract is domain/offers/types.ts; the checks at the bottom keep both equal.
 */

export const categorySchema = z.object({
  slug: z.string(),
  title: z.string(),
  icon: z.string(),
  hidden: z.boolean(),
});

const offerType = z.enum(offerTypes);

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

const times = z.object({ start: z.string(), end: z.string() });

const scheduleSchema = z.object({
  repetition: z.enum(repetitions).nullable(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  time_start: z.string().nullable(),
  time_end: z.string().nullable(),
  weekdays: z.partialRecord(z.enum(weekdays), times),
  monthly_mode: z.enum(['weekday', 'date']).nullable(),
  monthly_value: z.string().nullable(),
});

const clubSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  logo: z.string().nullable(),
  approved: z.boolean(),
  contact_url: z.string().nullable(),
});

export const offerDetailSchema = offerSummarySchema.omit({ distance: true }).extend({
  description: z.string(),
  image: z.string().nullable(),
  image_subline: z.string().nullable(),
  street: z.string().nullable(),
  street_number: z.string().nullable(),
  zipcode: z.string().nullable(),
  city: z.string().nullable(),
  categories_full: z.array(categorySchema),
  spottype: z.object({ slug: z.string(), title: z.string() }).nullable(),
  targetgroup: z.array(z.enum(targetGroups)),
  contact_mail: z.boolean(),
  contact_mail_address: z.string().nullable(),
  contact_url: z.string().nullable(),
  entry_location: z.enum(['new', 'spot']).nullable(),
  spot_id: z.number().int().nullable(),
  spot: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }).nullable(),
  user: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  club_id: z.number().int().nullable(),
  club: clubSummarySchema.nullable(),
  schedule: scheduleSchema.nullable(),
  entries: z.array(offerSummarySchema),
  places: z.array(offerSummarySchema),
  organizer: z.string().nullable(),
  organizer_url: z.string().nullable(),
  registration_url: z.string().nullable(),
  location_name: z.string().nullable(),
  created_at: z.string(),
});

/** Documentation only: the collection is sent as cached bytes, never serialised per request. */
export const featureCollectionSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.object({
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
    }),
  ),
});

export const bookmarksAnswerSchema = z.object({
  data: z.object({ bookmarks: z.array(z.number().int()) }),
});

export const bookmarkDeleteSchema = z.object({ id: z.coerce.number().int().positive() });

export const bookmarkTypes = bookmarkableTypes;

export const idParamsSchema = z.object({
  type: offerType,
  id: z.coerce.number().int().positive(),
});

export const slugParamsSchema = z.object({
  type: offerType,
  slug: z.string().min(1).max(200),
});

// Compile-time guards: the schemas above describe exactly the contract's types.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameSummary: Same<z.infer<typeof offerListSchema>, OfferListResponse> = true;
const sameDetail: Same<z.infer<typeof offerDetailSchema>, OfferDetail> = true;
const sameCategory: Same<z.infer<typeof categorySchema>, Category> = true;
const sameGeo: Same<z.infer<typeof featureCollectionSchema>, OfferFeatureCollection> = true;
void [sameSummary, sameDetail, sameCategory, sameGeo];
