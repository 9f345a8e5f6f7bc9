import type { OfferFilterQuery } from '../../../domain/offers/schemas.ts';
import type { OfferType } from '../../../domain/offers/constants.ts';
import type { OfferQuery } from './repository.ts';

/**
 * What the map and the list show when no types are asked for: everything but summer events.
 * Both read one set, so both count the same; summer courses live in the summer calendar
 * (spec/offers.md §2, §3 Map feature), and the list's type filter cannot toggle them (§9).
 */
const shownTypes: OfferType[] = ['spot', 'entry', 'club', 'place'];

/**
 * Turns the validated query into the repository's filter: types absent means every type of
 * the call, an empty types value means nothing, and 'club' covers clubs and their places.
 * Lists are sorted and de-duplicated so equal filters share one cache key.
 */
export function normaliseFilter(query: OfferFilterQuery): OfferQuery {
  let types: OfferType[];
  if (query.types === undefined) types = shownTypes;
  else {
    const asked = new Set<OfferType>(query.types);
    if (asked.has('club')) asked.add('place');
    types = shownTypes.filter((type) => asked.has(type));
  }
  return {
    types,
    categories: [...new Set(query.categories ?? [])].sort(),
    targetgroup: query.targetgroup ?? null,
    freeOffer: query.free_offer === true,
    barrierFree: query.barrier_free === true,
  };
}

/** The cache key of a normalised filter. */
export function filterKey(q: OfferQuery): string {
  return [
    `t=${q.types.join(',')}`,
    `c=${q.categories.join(',')}`,
    `g=${q.targetgroup ?? ''}`,
    `f=${q.freeOffer ? 1 : 0}`,
    `b=${q.barrierFree ? 1 : 0}`,
  ].join(';');
}
