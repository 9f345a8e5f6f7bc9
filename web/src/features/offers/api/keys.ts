import type { OfferType } from '../../../../../domain/offers/constants.ts';
import type { ProfileType } from '../../../../../domain/accounts/limits.ts';
import type { Locale } from '../../../../../domain/shared/locale.ts';
import { userQueryKey } from '../../../lib/auth/get-user.ts';

const all = ['offers'] as const;
// Answers for one user start with the user's key: logout drops them, a language change keeps
// them (lib/auth/logout.ts, app/locale-sync.ts).
const mine = [...userQueryKey, 'offers'] as const;
const bookmarked = [...mine, 'bookmarked'] as const;

/**
 * The query keys of the offers area. Only the option builders beside this file build whole
 * keys; mutations invalidate the roots (`all`, `mine`, `bookmarked`), so a write reloads the
 * answers it changes and nothing else (a bookmark leaves the shop's purchases alone).
 */
export const offerKeys = {
  /** Every answer that is the same for every visitor: map points, lists, details, pages. */
  all,
  geo: (query: string) => [...all, 'geo', query] as const,
  list: (locale: Locale, query: string, limit: number, offset = 0) =>
    [...all, 'list', locale, query, limit, offset] as const,
  detail: (type: OfferType, id: number, locale: Locale) =>
    [...all, 'detail', type, id, locale] as const,
  /** The key of a detail query that has no offer yet (a closed panel, a new offer). */
  noDetail: [...all, 'detail', 'none'] as const,
  slug: (type: OfferType, slug: string, locale: Locale) =>
    [...all, 'slug', type, slug, locale] as const,
  page: (types: readonly OfferType[], slug: string, locale: Locale) =>
    [...all, 'page', types.join(','), slug, locale] as const,

  /** Every answer that belongs to the signed-in user: bookmarks and own offers. */
  mine,
  /** What a bookmark toggle changes: the bookmark list and the bookmarked offer lists. */
  bookmarked,
  bookmarkItems: [...bookmarked, 'items'] as const,
  bookmarkItemsIn: (locale: Locale) => [...bookmarked, 'items', locale] as const,
  bookmarkedList: (locale: Locale, query: string, limit: number, offset = 0) =>
    [...bookmarked, 'list', locale, query, limit, offset] as const,
  profileOffers: [...mine, 'profile'] as const,
  profileOffersOf: (profileType: ProfileType, locale: Locale) =>
    [...mine, 'profile', profileType, locale] as const,
};
