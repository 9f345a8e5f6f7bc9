import { useQuery } from '@tanstack/react-query';
import { offerApi } from '../../../../../domain/offers/api-paths.ts';
import type { ProfileOfferItem } from '../../../../../domain/offers/types.ts';
import type { Locale } from '../../../../../domain/shared/locale.ts';
import { api } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/locale.ts';
import type { ProfileType } from '../../../../../domain/accounts/limits.ts';

const path = offerApi.profileOffers;

/** Under 'user' (logout drops it, a bookmark change reloads it); titles differ per language. */
export const profileOffersKey = (profileType: ProfileType, locale: Locale) =>
  ['user', 'profileOffers', profileType, locale] as const;

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

export function useProfileOffers(profileType: ProfileType) {
  const locale = useLocale();
  return useQuery({
    queryKey: profileOffersKey(profileType, locale),
    queryFn: ({ signal }) => getProfileOffers(profileType, signal),
  });
}
