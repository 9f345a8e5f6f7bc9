import { queryOptions, useQuery } from '@tanstack/react-query';
import { offerApi } from '../../../../../domain/offers/api-paths.ts';
import type { ProfileOfferItem } from '../../../../../domain/offers/types.ts';
import type { Locale } from '../../../../../domain/shared/locale.ts';
import { api } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/locale.ts';
import type { ProfileType } from '../../../../../domain/accounts/limits.ts';
import { offerKeys } from './keys.ts';

const path = offerApi.profileOffers;

/**
 * GET /api/user/offers?profileType=…: the personal profile's own entries and spots, or the
 * club profile's places, newest first (spec/portal.md §2 Home, §3 Profile offer item).
 */
export function getProfileOffers(
  profileType: ProfileType,
  signal?: AbortSignal,
): Promise<ProfileOfferItem[]> {
  return api.get<ProfileOfferItem[]>(path, { query: { profileType }, signal });
}

/** The user's (logout drops it, saving an offer reloads it); titles differ per language. */
export function profileOffersQueryOptions(profileType: ProfileType, locale: Locale) {
  return queryOptions({
    queryKey: offerKeys.profileOffersOf(profileType, locale),
    queryFn: ({ signal }) => getProfileOffers(profileType, signal),
  });
}

export function useProfileOffers(profileType: ProfileType) {
  return useQuery(profileOffersQueryOptions(profileType, useLocale()));
}
