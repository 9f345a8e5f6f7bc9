/**
 * Shapes of the offers API as the browser receives them (snake_case, like the spec),
 * inferred from the answer schemas in `answers.ts`. Type-only: the browser types answers
 * instead of parsing them (decision 008), so importing these pulls no zod into its bundle.
 */
import type { z } from 'zod';
import type * as answers from './answers.ts';
import type { ReportReason } from './constants.ts';

export type Category = z.infer<typeof answers.categorySchema>;
export type SpotType = z.infer<typeof answers.spotTypeSchema>;
export type OfferFeature = z.infer<typeof answers.offerFeatureSchema>;
export type OfferFeatureCollection = z.infer<typeof answers.featureCollectionSchema>;
export type ClubSummary = z.infer<typeof answers.clubSummarySchema>;
export type OfferSummary = z.infer<typeof answers.offerSummarySchema>;
export type OfferListResponse = z.infer<typeof answers.offerListSchema>;
export type WeekdayTimes = z.infer<typeof answers.weekdayTimesSchema>;
export type Schedule = z.infer<typeof answers.scheduleSchema>;
export type OfferDetail = z.infer<typeof answers.offerDetailSchema>;
export type ProfileOfferItem = z.infer<typeof answers.profileOfferItemSchema>;
export type BookmarkItem = z.infer<typeof answers.bookmarkItemSchema>;

export type ReportPayload = {
  type: 'entry' | 'spot' | 'club';
  target_id: number;
  reason: ReportReason | null;
  custom: boolean;
  message: string | null;
};

export type BookmarkPayload = { id: number; type: 'spot' | 'entry' | 'summerevent' };
