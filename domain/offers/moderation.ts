import { z } from 'zod';
import { categoryInputSchema } from '../content/backend.ts';
import { listQueryBase } from '../backend/api.ts';

// The moderators' calls (decision 036): the reports queue, category suggestions, and the
// newsletter's subscribers. Wire names are snake_case like the rest of the backend.

export const reportReasons = ['wrong_category', 'missing', 'offensive', 'spam'] as const;
export const reportStatuses = ['open', 'dismissed', 'hidden', 'deleted'] as const;
export type ReportStatus = (typeof reportStatuses)[number];
export const suggestionStatuses = ['open', 'accepted', 'rejected'] as const;

/** The offer a report or suggestion is about, as the queue shows it beside it. */
export const moderatedOfferSchema = z.object({
  id: z.number().int(),
  type: z.enum(['spot', 'entry', 'place', 'club', 'summerevent']),
  slug: z.string(),
  title: z.string(),
  categories: z.array(z.string()),
  hidden_reason: z.string().nullable(),
  owner: z.string().nullable(),
});

export const reportSchema = z.object({
  id: z.number().int(),
  type: z.enum(['entry', 'spot', 'club']),
  reason: z.enum(reportReasons).nullable(),
  message: z.string().nullable(),
  status: z.enum(reportStatuses),
  created_at: z.string(),
  handled_at: z.string().nullable(),
  handled_by: z.string().nullable(),
  reporter: z.string(),
  /** Null once the offer was deleted; the report keeps its outcome. */
  offer: moderatedOfferSchema.nullable(),
  /** Open reports of the same offer, this one included. */
  offer_reports: z.number().int(),
});
export type Report = z.infer<typeof reportSchema>;

export const reportListQuerySchema = z.object({
  ...listQueryBase,
  sort: z.enum(['created_at', 'offer_reports']).optional(),
  /** `open` (the queue, default) or `handled`. */
  state: z.enum(['open', 'handled']).default('open'),
  reason: z.enum(reportReasons).optional(),
});

/** Hiding an offer: the reason its owner is told by mail and on the offer. */
export const hideOfferInputSchema = z.object({
  reason: z.string().trim().min(1).max(500),
});
export type HideOfferInput = z.infer<typeof hideOfferInputSchema>;

export const suggestionSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  status: z.enum(suggestionStatuses),
  category_slug: z.string().nullable(),
  created_at: z.string(),
  handled_at: z.string().nullable(),
  suggested_by: z.string().nullable(),
  offer: moderatedOfferSchema.nullable(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const suggestionListQuerySchema = z.object({
  ...listQueryBase,
  sort: z.enum(['created_at', 'text']).optional(),
  state: z.enum(['open', 'handled']).default('open'),
});

/**
 * Accepting a suggestion: map it to an existing category, or create one with the editors'
 * category fields. Either way the offer gets the category.
 */
export const acceptSuggestionInputSchema = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('existing'),
    category_slug: z
      .string()
      .min(1)
      .max(200)
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'validation.slug'),
  }),
  categoryInputSchema.extend({ mode: z.literal('new') }),
]);
export type AcceptSuggestionInput = z.infer<typeof acceptSuggestionInputSchema>;

export const newsletterSummarySchema = z.object({
  confirmed: z.number().int(),
  pending: z.number().int(),
});

/** The `official` flag of an account (badge, contact address allowed). */
export const officialInputSchema = z.object({ official: z.boolean() });
/** Blocking an account: no sign-in, its offers hidden from visitors. */
export const blockInputSchema = z.object({ blocked: z.boolean() });

/** A club member as the backend lists them. */
export const clubMemberSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  name: z.string(),
});
export type ClubMember = z.infer<typeof clubMemberSchema>;
/** Adding a member by e-mail address or username. */
export const clubMemberInputSchema = z.object({ login: z.string().trim().min(1).max(200) });
export const clubMemberParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  user_id: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** An offer as the moderators' offers list shows it. */
export const moderatedOfferRowSchema = z.object({
  id: z.number().int(),
  type: z.enum(['spot', 'entry', 'place', 'club', 'summerevent']),
  slug: z.string(),
  title: z.string(),
  categories: z.array(z.string()),
  district: z.string().nullable(),
  owner: z.string().nullable(),
  hidden_reason: z.string().nullable(),
  /** Held for review (decision 041) until a moderator approves it. */
  awaiting_review: z.boolean(),
  open_reports: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The point on the map (the list's small map shows the page's offers). */
  map_latitude: z.number(),
  map_longitude: z.number(),
});
export type ModeratedOfferRow = z.infer<typeof moderatedOfferRowSchema>;

const flag = z.enum(['true', 'false']).optional();
export const offerListQuerySchema = z.object({
  ...listQueryBase,
  sort: z.enum(['title', 'created_at', 'updated_at']).optional(),
  type: z.enum(['spot', 'entry', 'place', 'club', 'summerevent']).optional(),
  category: z.string().max(200).optional(),
  district: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  reported: flag,
  hidden: flag,
  /** Part of the owner's username. */
  owner: z.string().trim().min(1).max(200).optional(),
  /** Days (YYYY-MM-DD): offers created, or changed, on or after it. */
  created_since: z.iso.date().optional(),
  changed_since: z.iso.date().optional(),
  /** `true`: the offers waiting for review (decision 041). */
  held: flag,
});

/** Merging a duplicate spot into another: its entries and bookmarks move along. */
export const mergeSpotInputSchema = z.object({
  into: z.number().int().min(1).max(2_147_483_647),
});
