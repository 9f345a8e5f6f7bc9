import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { offerApi } from '../../../../../domain/offers/api-paths.ts';
import type { OfferType } from '../../../../../domain/offers/constants.ts';
import type { OfferDetail } from '../../../../../domain/offers/types.ts';
import type { Locale } from '../../../../../domain/shared/locale.ts';
import { api } from '../../../lib/api-client.ts';
import { NotFoundError } from '../../../lib/api-errors.ts';
import { useLocale } from '../../../lib/locale.ts';

// The client adds /api itself; the contract's paths carry it for the server's sake.

export type OfferRef = { id: number; type: OfferType };

/** Keys shared with the offer screen's focus link, so a deep link and the page share a load. */
export const offerDetailKey = (type: OfferType, id: number, locale: Locale) =>
  ['offers', 'detail', type, id, locale] as const;
export const offerSlugKey = (type: OfferType, slug: string, locale: Locale) =>
  ['offers', 'slug', type, slug, locale] as const;

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

/**
 * The panel's details, loaded when the panel opens (spec/offers.md §2: missing details are
 * loaded on demand). Failures are logged only (§8); the panel offers a retry.
 */
export function useOfferDetail(ref: OfferRef | null) {
  const locale = useLocale();
  return useQuery({
    queryKey: ref ? offerDetailKey(ref.type, ref.id, locale) : ['offers', 'detail', 'none'],
    queryFn: ({ signal }) => getOfferById(ref!, locale, signal),
    enabled: ref !== null,
  });
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
      const offer = await queryClient.fetchQuery({
        queryKey: offerSlugKey(type, slug, locale),
        queryFn: ({ signal }) => getOfferBySlug(type, slug, locale, signal),
      });
      queryClient.setQueryData(offerDetailKey(offer.type, offer.id, locale), offer);
      return offer;
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
      lastError = error;
    }
  }
  throw lastError;
}

/** A detail page's offer. A 404 goes to the route's error screen, which shows the 404 page. */
export function useOfferBySlug(types: readonly OfferType[], slug: string) {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['offers', 'page', types.join(','), slug, locale],
    queryFn: () => firstBySlug(queryClient, types, slug, locale),
    throwOnError: (error) => error instanceof NotFoundError,
    retry: false,
  });
}
