import { queryOptions, skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import { offerApi } from '../../../../../domain/offers/api-paths.ts';
import type { OfferType } from '../../../../../domain/offers/constants.ts';
import type { OfferDetail } from '../../../../../domain/offers/types.ts';
import type { Locale } from '../../../../../domain/shared/locale.ts';
import { api } from '../../../lib/api-client.ts';
import { NotFoundError } from '../../../lib/api-errors.ts';
import { useLocale } from '../../../lib/locale.ts';
import { offerKeys } from './keys.ts';

// The client adds /api itself; the contract's paths carry it for the server's sake.

export type OfferRef = { id: number; type: OfferType };

/** GET one offer by id (api.entry, api.spot, … of spec/offers.md §7). */
export function getOfferById(ref: OfferRef, locale: Locale, signal?: AbortSignal) {
  return api.get<OfferDetail>(offerApi.byId(ref.type, ref.id), { locale, signal });
}

/** GET one offer by slug; 404 for unknown slugs. */
export function getOfferBySlug(
  type: OfferType,
  slug: string,
  locale: Locale,
  signal?: AbortSignal,
) {
  return api.get<OfferDetail>(offerApi.bySlug(type, slug), { locale, signal });
}

/** One offer by id; without a ref (nothing chosen yet) the query waits and asks nothing. */
export function offerDetailQueryOptions(ref: OfferRef | null, locale: Locale) {
  return queryOptions({
    queryKey: ref ? offerKeys.detail(ref.type, ref.id, locale) : offerKeys.noDetail,
    queryFn: ref ? ({ signal }) => getOfferById(ref, locale, signal) : skipToken,
  });
}

/** One offer by slug of one type: the detail page and the offer screen's focus link share it. */
export function offerSlugQueryOptions(type: OfferType, slug: string, locale: Locale) {
  return queryOptions({
    queryKey: offerKeys.slug(type, slug, locale),
    queryFn: ({ signal }) => getOfferBySlug(type, slug, locale, signal),
  });
}

/**
 * The panel's details, loaded when the panel opens (spec/offers.md §2: missing details are
 * loaded on demand). Failures are logged only (§8); the panel offers a retry.
 */
export function useOfferDetail(ref: OfferRef | null) {
  return useQuery(offerDetailQueryOptions(ref, useLocale()));
}

/** Tries each type in turn: mitmachen/{slug} names an entry or a summer event (§2). */
async function firstBySlug(
  queryClient: QueryClient,
  types: readonly OfferType[],
  slug: string,
  locale: Locale,
): Promise<OfferDetail> {
  let lastError: unknown = new NotFoundError({ message: 'Not found' });
  for (const type of types) {
    try {
      const offer = await queryClient.fetchQuery(offerSlugQueryOptions(type, slug, locale));
      queryClient.setQueryData(offerDetailQueryOptions(offer, locale).queryKey, offer);
      return offer;
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
      lastError = error;
    }
  }
  throw lastError;
}

/** A detail page's offer: the first of `types` that has the slug. */
export function offerPageQueryOptions(types: readonly OfferType[], slug: string, locale: Locale) {
  return queryOptions({
    queryKey: offerKeys.page(types, slug, locale),
    queryFn: ({ client }) => firstBySlug(client, types, slug, locale),
    retry: false,
  });
}

/** A detail page's offer. A 404 goes to the route's error screen, which shows the 404 page. */
export function useOfferBySlug(types: readonly OfferType[], slug: string) {
  return useQuery({
    ...offerPageQueryOptions(types, slug, useLocale()),
    throwOnError: (error) => error instanceof NotFoundError,
  });
}
