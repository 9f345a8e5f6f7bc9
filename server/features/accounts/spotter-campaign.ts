import { eq } from 'drizzle-orm';
import {
  spotterCampaignOpen,
  spotterCampaignSchema,
  type SpotterCampaign,
} from '../../../domain/accounts/spotter-campaign.ts';
import type { Database } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';

/**
 * The Active Spotter campaign as the editors set it in the content settings (key `spotter` of
 * the `site` record). Read fresh on every acceptance: a sign-up must not slip through a cache
 * after the end an editor just set.
 */
export async function readSpotterCampaign(db: Database): Promise<SpotterCampaign> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, 'site'))
    .limit(1);
  const stored = (row?.value as { spotter?: unknown } | undefined)?.spotter;
  const parsed = spotterCampaignSchema.safeParse(stored);
  return parsed.success ? parsed.data : { end: null };
}

/** The error for an acceptance after the campaign's end, under the field that carried it. */
export const campaignEndedMessage = 'validation.spotter.ended';

/** Whether the campaign still takes participants at `now`. */
export async function isSpotterCampaignOpen(db: Database, now = new Date()): Promise<boolean> {
  return spotterCampaignOpen(await readSpotterCampaign(db), now);
}
