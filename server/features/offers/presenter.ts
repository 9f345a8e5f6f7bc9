import { pickText, type Locale } from '../../../domain/shared/locale.ts';
import { targetGroups, type TargetGroup } from '../../../domain/offers/constants.ts';
import type {
  Category,
  ClubSummary,
  OfferDetail,
  OfferSummary,
  Schedule,
} from '../../../domain/offers/types.ts';
import type * as t from '../../db/schema/index.ts';
import type { FoundOffer, SummaryRow } from './repository.ts';

// The wire format of the offers API lives here only (domain/offers/types.ts).

const shortLength = 120;

/** About 120 characters, cut at a word boundary, with an ellipsis when something was cut. */
export function shorten(text: string, max = shortLength): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  const head = (space > max / 2 ? cut.slice(0, space) : plain.slice(0, max)).replace(
    /[\s,;:.–-]+$/,
    '',
  );
  return `${head}…`;
}

/**
 * An upload is stored as `<name>_high.jpg` beside `<name>_mid.jpg` (features/media); other
 * images (editors' paths, older data) have no smaller variant.
 */
export const midVariantOf = (image: string | null): string | null =>
  image && /^\/media\/[a-f0-9]+_high\.jpg$/.test(image)
    ? image.replace(/_high\.jpg$/, '_mid.jpg')
    : null;

const joinParts = (...parts: (string | null | undefined)[]) =>
  parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(' ');

export function presentSummary(row: SummaryRow, locale: Locale): OfferSummary {
  return {
    id: row.id,
    type: row.type,
    slug: row.slug,
    title: pickText(row.title, locale),
    shortened_description: shorten(pickText(row.description, locale)),
    address_line1: joinParts(row.street, row.streetNumber),
    address_line2: joinParts(row.zipcode, row.city),
    map_latitude: row.latitude,
    map_longitude: row.longitude,
    categories: row.categories,
    free_offer: row.freeOffer,
    barrier_free: row.barrierFree,
    distance: row.distance === null || row.distance === undefined ? null : Number(row.distance),
  };
}

export const presentCategory = (
  row: typeof t.categories.$inferSelect,
  locale: Locale,
): Category => ({
  slug: row.slug,
  title: pickText(row.title, locale),
  icon: row.icon,
  hidden: row.hidden,
});

const isTargetGroup = (v: string): v is TargetGroup =>
  (targetGroups as readonly string[]).includes(v);

export function presentSchedule(o: typeof t.offers.$inferSelect): Schedule | null {
  if (o.type !== 'entry' && o.type !== 'summerevent') return null;
  const weekdays: Schedule['weekdays'] = {};
  for (const [day, times] of Object.entries(o.weekdays ?? {})) {
    if (times) weekdays[day as keyof Schedule['weekdays']] = { start: times.start, end: times.end };
  }
  return {
    repetition: o.repetition,
    start: o.startDate,
    end: o.endDate,
    time_start: o.timeStart,
    time_end: o.timeEnd,
    weekdays,
    monthly_mode: o.monthlyMode,
    monthly_value: o.monthlyValue,
  };
}

function presentClub(found: FoundOffer): ClubSummary | null {
  const { club } = found;
  if (!club) return null;
  return {
    id: club.id,
    // The club's detail page is its club offer; a club without one keeps its own slug.
    slug: found.clubOfferSlug ?? club.slug,
    title: club.title,
    logo: club.logo,
    approved: club.approved,
    contact_url: club.contactUrl,
  };
}

export function presentDetail(
  found: FoundOffer,
  related: { entries: SummaryRow[]; places: SummaryRow[]; categories: Category[] },
  locale: Locale,
): OfferDetail {
  const o = found.offer;
  const { distance: _distance, ...summary } = presentSummary(o, locale);
  const bySlug = new Map(related.categories.map((c) => [c.slug, c]));
  return {
    ...summary,
    description: pickText(o.description, locale),
    image: o.image,
    image_mid: midVariantOf(o.image),
    image_subline: o.imageSubline ? pickText(o.imageSubline, locale) || null : null,
    street: o.street,
    street_number: o.streetNumber,
    zipcode: o.zipcode,
    city: o.city,
    categories_full: o.categories.flatMap((slug) => bySlug.get(slug) ?? []),
    spottype: found.spottype
      ? { slug: found.spottype.slug, title: pickText(found.spottype.title, locale) }
      : null,
    targetgroup: o.type === 'entry' ? o.targetgroup.filter(isTargetGroup) : [],
    contact_mail: o.contactMail,
    // The owner's address is shown only when they chose so.
    contact_mail_address: o.contactMail && found.owner ? found.owner.email : null,
    contact_url: o.contactUrl,
    entry_location: o.entryLocation,
    spot_id: o.spotId,
    spot: found.spot
      ? { id: found.spot.id, slug: found.spot.slug, title: pickText(found.spot.title, locale) }
      : null,
    user: found.owner ? { id: found.owner.id, username: found.owner.username } : null,
    club_id: o.clubId,
    club: presentClub(found),
    schedule: presentSchedule(o),
    entries: related.entries.map((e) => presentSummary(e, locale)),
    places: related.places.map((p) => presentSummary(p, locale)),
    organizer: o.organizer,
    organizer_url: o.organizerUrl,
    registration_url: o.registrationUrl,
    location_name: o.locationName,
    hidden: o.hiddenAt ? { reason: o.hiddenReason ?? '' } : null,
    // Only when held (decision 041), so the spec's answer stays as it was otherwise.
    ...(o.heldAt ? { awaiting_review: true } : {}),
    created_at: o.createdAt.toISOString(),
  };
}
