import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { settings } from '../db/schema/index.ts';

/**
 * Sets the Active Spotter campaign's last day (yyyy-mm-dd, or null for no end) in the site
 * settings, as an editor would: the demo seed's campaign is over, tests of joining open it.
 */
export async function setSpotterCampaignEnd(db: Database, end: string | null) {
  await db
    .update(settings)
    .set({
      value: sql`jsonb_set(${settings.value}, '{spotter}', ${JSON.stringify({ end })}::jsonb)`,
    })
    .where(eq(settings.key, 'site'));
}
