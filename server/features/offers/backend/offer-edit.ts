import { eq } from 'drizzle-orm';
import type { ModeratedOfferDetail } from '../../../../domain/offers/offer-edit.ts';
import { wizardFromSchedule, type WizardForm } from '../../../../domain/offers/wizard.ts';
import type { Database } from '../../../db/client.ts';
import * as t from '../../../db/schema/index.ts';
import { HttpError, validationError } from '../../../http-error.ts';
import { presentSchedule } from '../presenter.ts';
import { saveOffer } from '../save-service.ts';
import { diffOf, recordChange, type Tx, rowToWire } from '../../backend/index.ts';
import type { Actor } from '../../accounts/index.ts';
import { offerPage } from './offer-moderation.ts';

type OfferRow = typeof t.offers.$inferSelect;

/** The wizard's form values of a stored offer (what the wizard's edit mode pre-fills). */
export function formOf(row: OfferRow): Record<string, unknown> | null {
  if (row.type !== 'entry' && row.type !== 'spot' && row.type !== 'place') return null;
  const form: Record<string, unknown> = {
    type: row.type,
    map_latitude: row.latitude,
    map_longitude: row.longitude,
    street: row.street,
    street_number: row.streetNumber,
    zipcode: row.zipcode,
    city: row.city,
    categories: row.categories,
    title: row.title.de,
    description: row.description.de,
    image: row.image,
    barrier_free: row.barrierFree,
  };
  if (row.type === 'place') return form;
  Object.assign(form, { free_offer: row.freeOffer, contact_url: row.contactUrl });
  if (row.type === 'spot') return form;
  return {
    ...form,
    ...wizardFromSchedule(presentSchedule(row)),
    contact_mail: row.contactMail,
    targetgroup: row.targetgroup,
    entry_location: row.entryLocation ?? 'new',
    spot_id: row.spotId,
  };
}

/** One offer for the record screen: the list's row, the form values and the owner's flag. */
export async function offerRecord(db: Database, id: number): Promise<ModeratedOfferDetail> {
  const { rows } = await offerPage(db, { page: 1, per_page: 1, order: 'ASC', id });
  const [found] = await db
    .select({ offer: t.offers, official: t.users.official })
    .from(t.offers)
    .leftJoin(t.users, eq(t.users.id, t.offers.userId))
    .where(eq(t.offers.id, id));
  if (!rows[0] || !found) throw new HttpError(404, 'Not found.');
  return { ...rows[0], form: formOf(found.offer), owner_official: found.official ?? false };
}

/**
 * A moderator edits any entry, spot or place through the wizard's save (decision 040): the
 * same checks against stored data, the same write, district and slug rules. The contact URL
 * rule follows the owner (an official owner may have one), not the moderator.
 */
export async function editOffer(db: Database, id: number, form: WizardForm, actor: Actor) {
  const [stored] = await db
    .select({ offer: t.offers, owner: t.users })
    .from(t.offers)
    .leftJoin(t.users, eq(t.users.id, t.offers.userId))
    .where(eq(t.offers.id, id));
  if (!stored) throw new HttpError(404, 'Not found.');
  if (stored.offer.type !== form.type) throw validationError({ type: ['validation.type_change'] });
  // A suggestion is the owner's proposal in the wizard; a moderator picks categories.
  if (form.categories.length === 0)
    throw validationError({ categories: ['offerValidation.categories.min'] });
  const owner = stored.owner;
  await saveOffer(
    db,
    // The save rules see the owner (staff: false as for the owner's own save); the name
    // stays the moderator's, who acts.
    {
      ...actor,
      id: owner?.id ?? actor.id,
      verified: true,
      official: owner?.official ?? false,
      clubId: stored.offer.clubId,
      staff: false,
    },
    { ...form, id, suggest_mode: false, suggest: null },
    {
      record: (tx, before, after) =>
        recordChange(tx as unknown as Tx, actor, {
          resource: 'offers',
          recordId: id,
          action: 'update',
          changes: diffOf(rowToWire(before), rowToWire(after)),
        }),
    },
  );
}
