import { z } from 'zod';
import { reportReasons, reportStatuses } from './moderation.ts';

// The review hold of first offers and what moderators see of one account (decision 041).

/** The settings record of the review hold (key `review`). */
export const reviewSettingsKey = 'review';
export const reviewSettingsInputSchema = z.object({
  /** A new offer of an account that never had one approved waits for a moderator. */
  hold_first_offers: z.boolean(),
});
export type ReviewSettings = z.infer<typeof reviewSettingsInputSchema>;
export const defaultReviewSettings: ReviewSettings = { hold_first_offers: false };

/** Approving a held offer: it shows to visitors, its owner is told by mail. */
export const approvedOfferSchema = z.object({
  id: z.number().int(),
  awaiting_review: z.literal(false),
});

/** One of an account's offers on the user screen. */
export const accountOfferSchema = z.object({
  id: z.number().int(),
  type: z.enum(['spot', 'entry', 'place', 'club', 'summerevent']),
  slug: z.string(),
  title: z.string(),
  hidden_reason: z.string().nullable(),
  awaiting_review: z.boolean(),
  open_reports: z.number().int(),
  created_at: z.string(),
});

/** A report the account filed, with the offer it is about (null once that was deleted). */
export const accountReportSchema = z.object({
  id: z.number().int(),
  reason: z.enum(reportReasons).nullable(),
  message: z.string().nullable(),
  status: z.enum(reportStatuses),
  created_at: z.string(),
  offer_id: z.number().int().nullable(),
  offer_title: z.string().nullable(),
});

/** What the user screen shows beside the account: its offers and the reports it filed. */
export const accountActivitySchema = z.object({
  offers: z.array(accountOfferSchema),
  reports: z.array(accountReportSchema),
});
export type AccountActivity = z.infer<typeof accountActivitySchema>;
