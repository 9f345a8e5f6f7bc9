import { z } from 'zod';
import { dayRange } from '../shared/time.ts';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'format yyyy-mm-dd');

/**
 * The Active Spotter prize campaign's period (content settings key `spotter`): its last day,
 * inclusive on Hamburg's clock. Without an end the campaign runs until an editor sets one.
 */
export const spotterCampaignSchema = z
  .object({ end: isoDay.nullable().default(null) })
  .default({ end: null });
export type SpotterCampaign = z.infer<typeof spotterCampaignSchema>;

/** The instant the campaign closes: midnight after its last day in Hamburg, or null. */
export function spotterCampaignClosesAt(campaign: SpotterCampaign | undefined): Date | null {
  return campaign?.end ? dayRange(campaign.end)[1] : null;
}

/** Whether the campaign still takes participants at `now`. */
export function spotterCampaignOpen(campaign: SpotterCampaign | undefined, now = new Date()) {
  const closes = spotterCampaignClosesAt(campaign);
  return closes === null || now < closes;
}
