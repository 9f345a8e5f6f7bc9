import type { CreatableType } from '../../../domain/offers/constants.ts';
import { hiddenCategorySlug } from '../../../domain/offers/constants.ts';
import {
  categoriesToSave,
  scheduleFromWizard,
  wizardMessages,
  type WizardForm,
} from '../../../domain/offers/wizard.ts';
import { slugify } from '../../../domain/shared/slug.ts';
import type { LocalizedText } from '../../../domain/shared/locale.ts';
import type { Database } from '../../db/client.ts';
import type * as t from '../../db/schema/index.ts';
import { HttpError, validationError } from '../../http-error.ts';
import { createOfferWriteRepository, type OfferWriteRepository } from './save-repository.ts';
import { assignDistricts } from './districts.ts';
import { holdsNewOffer } from './review-hold.ts';
import type { Actor } from '../accounts/index.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

type OfferRow = typeof t.offers.$inferSelect;

const forbidden = (message: string) => new HttpError(403, message);
const slugMaxLength = 80;
const defaultSlug: Record<CreatableType, string> = {
  entry: 'mitmach-angebot',
  spot: 'active-spot',
  place: 'vereinsstandort',
};

/**
 * Who may change an offer (spec/offers.md §6): its owner, and for a club location every
 * member of the owning club.
 */
export function mayChange(actor: Actor, offer: Pick<OfferRow, 'type' | 'userId' | 'clubId'>) {
  if (offer.type === 'place') return actor.clubId !== null && offer.clubId === actor.clubId;
  return offer.userId !== null && offer.userId === actor.id;
}

/** An own offer of the route's type, or 404 (unknown, other type) / 403 (someone else's). */
async function ownOffer(repo: OfferWriteRepository, actor: Actor, type: CreatableType, id: number) {
  const offer = await repo.offer(id);
  if (!offer || offer.type !== type) throw new HttpError(404, 'Offer not found.');
  if (!mayChange(actor, offer)) throw forbidden('You may only change your own offers.');
  return offer;
}

/**
 * A moderator's edit of someone else's offer (decision 040): the backend route checked the
 * moderation permission, so ownership is not asked; `record` writes the audit entry inside
 * the save's transaction, with the row before and after.
 */
export type ModeratorEdit = {
  record(tx: Database, before: OfferRow, after: OfferRow): Promise<void>;
};

/** Any offer of the type, for a moderator; 404 when unknown or of another type. */
async function anyOffer(repo: OfferWriteRepository, type: CreatableType, id: number) {
  const offer = await repo.offer(id);
  if (!offer || offer.type !== type) throw new HttpError(404, 'Offer not found.');
  return offer;
}

/** A free slug from the title: "lauftreff-alster", then "lauftreff-alster-2", … */
async function freeSlug(repo: OfferWriteRepository, title: string, type: CreatableType) {
  const base = slugify(title).slice(0, slugMaxLength).replace(/-+$/, '') || defaultSlug[type];
  const taken = await repo.slugsLike(base);
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/**
 * Category slugs must exist; the hidden activity-island category is the city's own and
 * cannot be chosen for entries and places. Answers the categories in the user's order.
 */
async function checkedCategories(repo: OfferWriteRepository, form: WizardForm) {
  // A suggestion replaces the choice: a category ticked before it is not published.
  const slugs = [...new Set(categoriesToSave(form))];
  const rows = await repo.categoriesBySlug(slugs);
  const known = new Map(rows.map((r) => [r.slug, r]));
  if (slugs.some((s) => !known.has(s))) {
    throw validationError({ categories: [wizardMessages.categoriesUnknown] });
  }
  const hidden = rows.some((r) => r.hidden || r.slug === hiddenCategorySlug);
  if (form.type !== 'spot' && hidden) {
    throw validationError({ categories: [wizardMessages.categoriesHidden] });
  }
  return slugs.map((s) => known.get(s)!);
}

/**
 * A contact URL is for official users (spec/offers.md §6); others may keep one an official
 * user set before, so an edit of an older offer does not fail on a field they cannot see.
 */
function contactUrlOf(form: WizardForm, actor: Actor, existing: OfferRow | undefined) {
  if (form.type === 'place') return null;
  const url = form.contact_url;
  if (url === null || actor.official || url === existing?.contactUrl) return url;
  throw validationError({ contact_url: [wizardMessages.contactUrlOfficial] });
}

/** Where the offer sits: an entry at a spot takes the spot's place and address. */
async function locationOf(repo: OfferWriteRepository, form: WizardForm) {
  if (form.type === 'entry' && form.entry_location === 'spot') {
    const spot = form.spot_id ? await repo.offer(form.spot_id) : undefined;
    if (!spot || spot.type !== 'spot') {
      throw validationError({ spot_id: [wizardMessages.spotUnknown] });
    }
    return {
      latitude: spot.latitude,
      longitude: spot.longitude,
      street: spot.street,
      streetNumber: spot.streetNumber,
      zipcode: spot.zipcode,
      city: spot.city,
      spotId: spot.id,
      entryLocation: 'spot' as const,
    };
  }
  return {
    latitude: form.map_latitude,
    longitude: form.map_longitude,
    street: form.street,
    streetNumber: form.street_number,
    zipcode: form.zipcode,
    city: form.city,
    spotId: null,
    entryLocation: form.type === 'entry' ? ('new' as const) : null,
  };
}

/** The columns of the form's fields; what does not apply to the type is left empty. */
function columnsOf(
  form: WizardForm,
  categories: Awaited<ReturnType<typeof checkedCategories>>,
  title: LocalizedText,
) {
  const entry = form.type === 'entry' ? form : null;
  const schedule = entry ? scheduleFromWizard(entry) : null;
  return {
    title,
    description: { de: form.description ?? '' },
    image: form.image,
    categories: categories.map((c) => c.slug),
    freeOffer: form.type === 'place' ? false : form.free_offer,
    barrierFree: form.barrier_free,
    targetgroup: entry ? entry.targetgroup : ['all'],
    contactMail: entry ? entry.contact_mail : false,
    repetition: schedule?.repetition ?? null,
    startDate: schedule?.start ?? null,
    endDate: schedule?.end ?? null,
    timeStart: schedule?.time_start ?? null,
    timeEnd: schedule?.time_end ?? null,
    weekdays: schedule ? schedule.weekdays : null,
    monthlyMode: schedule?.monthly_mode ?? null,
    monthlyValue: schedule?.monthly_value ?? null,
  };
}

/**
 * Creates (no id) or updates (id) an offer from the wizard in one transaction and answers
 * its id. Permissions first, then the checks against stored data, then the write: a
 * refused save leaves nothing behind.
 */
export async function saveOffer(
  db: Database,
  actor: Actor,
  form: WizardForm,
  moderatorEdit?: ModeratorEdit,
): Promise<number> {
  // Two saves of the same title at once may pick the same free slug; the loser tries again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await saveOnce(db, actor, form, moderatorEdit);
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}

async function saveOnce(
  db: Database,
  actor: Actor,
  form: WizardForm,
  moderatorEdit: ModeratorEdit | undefined,
): Promise<number> {
  return db.transaction(async (tx) => {
    const repo = createOfferWriteRepository(tx as unknown as Database);
    const existing = !form.id
      ? undefined
      : moderatorEdit
        ? await anyOffer(repo, form.type, form.id)
        : await ownOffer(repo, actor, form.type, form.id);
    if (!existing) {
      if (!actor.verified) throw forbidden('Your e-mail address is not verified.');
      if (form.type === 'place' && actor.clubId === null) {
        throw forbidden('Only members of a club can add club locations.');
      }
    }
    const categories = await checkedCategories(repo, form);
    const contactUrl = contactUrlOf(form, actor, existing);
    const location = await locationOf(repo, form);
    // An Active Spot may go without a title; it is then known by its sport, or by the sport
    // suggested for it.
    const title = form.title
      ? { de: form.title }
      : (categories[0]?.title ?? { de: (form.suggest_mode && form.suggest) || '' });
    const columns = { ...columnsOf(form, categories, title), ...location, contactUrl };

    let id: number;
    if (existing) {
      id = existing.id;
      await repo.update(id, { ...columns, updatedAt: new Date() });
    } else {
      id = await repo.insert({
        ...columns,
        type: form.type,
        slug: await freeSlug(repo, title.de, form.type),
        userId: actor.id,
        clubId: form.type === 'place' ? actor.clubId : null,
        heldAt: (await holdsNewOffer(tx as unknown as Database, { ...actor, staff: !!actor.staff }))
          ? new Date()
          : null,
      });
    }
    if (form.suggest_mode && form.suggest) {
      await repo.addSuggestion({ userId: actor.id, text: form.suggest, offerId: id });
    }
    // Every saved location gets its district from the boundaries (decision 029).
    await assignDistricts(tx as unknown as Database, [id]);
    if (moderatorEdit && existing)
      await moderatorEdit.record(tx as unknown as Database, existing, (await repo.offer(id))!);
    return id;
  });
}

/** Deletes an own offer (places: of the user's club). */
export async function deleteOffer(db: Database, actor: Actor, type: CreatableType, id: number) {
  await db.transaction(async (tx) => {
    const repo = createOfferWriteRepository(tx as unknown as Database);
    await ownOffer(repo, actor, type, id);
    await repo.remove(id);
  });
}
