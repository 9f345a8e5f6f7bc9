import { and, eq, isNull } from 'drizzle-orm';
import {
  defaultReviewSettings,
  reviewSettingsInputSchema,
  reviewSettingsKey,
  type ReviewSettings,
} from '../../../domain/offers/review.ts';
import type { Database } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

/** The review hold's setting; a database from before the setting existed holds nothing. */
export async function reviewSettings(db: Database): Promise<ReviewSettings> {
  const [row] = await db
    .select({ value: t.settings.value })
    .from(t.settings)
    .where(eq(t.settings.key, reviewSettingsKey));
  const parsed = reviewSettingsInputSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : defaultReviewSettings;
}

/**
 * Whether a new offer of this account waits for a moderator (decision 041): only while the
 * setting is on, never for staff or official accounts, and only until the account has had
 * one offer approved, that is, owns an offer that is not held.
 */
export async function holdsNewOffer(
  db: Database,
  actor: { id: number; official: boolean; staff: boolean },
): Promise<boolean> {
  if (actor.official || actor.staff) return false;
  if (!(await reviewSettings(db)).hold_first_offers) return false;
  const [approved] = await db
    .select({ id: t.offers.id })
    .from(t.offers)
    .where(and(eq(t.offers.userId, actor.id), isNull(t.offers.heldAt)))
    .limit(1);
  return !approved;
}
