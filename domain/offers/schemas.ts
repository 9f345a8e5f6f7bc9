/**
 * Request contracts of the offers API (zod). The server validates with these at the edge;
 * the browser imports them only lazily, on a form's first submit (decision 008).
 */
import { z } from 'zod';
import {
  bookmarkableTypes,
  filterTypes,
  listMaxLimit,
  listMaxOffset,
  maxDistanceKm,
  offerLimits,
  offerTypes,
  reportableTypes,
  reportReasons,
  targetGroups,
} from './constants.ts';
import { latitudeInput, longitudeInput } from '../geo/schemas.ts';

const commaList = <T extends readonly [string, ...string[]]>(values: T, field: string) =>
  z
    .string()
    .max(500)
    .transform((s) => s.split(',').filter((v) => v.length > 0))
    .pipe(z.array(z.enum(values, { error: `unknown ${field}` })));

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Filter of the geo and list calls (spec/offers.md §7). */
export const offerFilterQuerySchema = z.object({
  types: commaList(filterTypes, 'type').optional(),
  categories: z
    .string()
    .max(2000)
    .transform((s) => s.split(',').filter((v) => v.length > 0))
    .pipe(z.array(z.string().regex(/^[a-z0-9-]{1,64}$/, 'invalid category slug')).max(100))
    .optional(),
  targetgroup: z.enum(targetGroups).optional(),
  free_offer: flag.optional(),
  barrier_free: flag.optional(),
});
export type OfferFilterQuery = z.infer<typeof offerFilterQuerySchema>;

/** The list adds a nearby point, paging and the bookmark narrowing. */
export const offerListQuerySchema = offerFilterQuerySchema
  .extend({
    lat: latitudeInput.optional(),
    lng: longitudeInput.optional(),
    distance: z.coerce.number().positive().max(maxDistanceKm).optional(),
    limit: z.coerce.number().int().min(1).max(listMaxLimit).default(5),
    /** How many offers of the order come before the first one answered (paging past 100). */
    offset: z.coerce.number().int().min(0).max(listMaxOffset).default(0),
    bookmarked: flag.optional(),
  })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), {
    message: 'lat and lng go together',
    path: ['lat'],
  });
export type OfferListQuery = z.infer<typeof offerListQuerySchema>;

export const offerTypeParamSchema = z.enum(offerTypes);

export const bookmarkPayloadSchema = z.object({
  id: z.coerce.number().int().positive(),
  type: z.enum(bookmarkableTypes).optional(),
});

/**
 * A report names a reason or carries a custom message, never both (spec/offers.md §4 Report).
 */
export const reportPayloadSchema = z
  .object({
    type: z.enum(reportableTypes),
    target_id: z.coerce.number().int().positive(),
    reason: z.enum(reportReasons).nullish(),
    custom: z.boolean().default(false),
    message: z.string().trim().max(offerLimits.reportMessage, 'validation.max').nullish(),
  })
  .superRefine((r, ctx) => {
    if (r.custom && !r.message) {
      ctx.addIssue({ code: 'custom', path: ['message'], message: 'validation.required' });
    }
    if (!r.custom && !r.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'validation.report.choose' });
    }
  });
export type ReportInput = z.infer<typeof reportPayloadSchema>;

export const bookmarkDeleteSchema = z.object({ id: z.coerce.number().int().positive() });

export const idParamsSchema = z.object({
  type: z.enum(offerTypes),
  id: z.coerce.number().int().positive(),
});

export const slugParamsSchema = z.object({
  type: z.enum(offerTypes),
  slug: z.string().min(1).max(200),
});
