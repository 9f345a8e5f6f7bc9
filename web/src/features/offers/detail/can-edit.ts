import type { User } from '../../../../../domain/accounts/user.ts';
import type { OfferDetail } from '../../../../../domain/offers/types.ts';

type Owner = Pick<OfferDetail, 'type' | 'user' | 'club_id'>;

/**
 * spec/offers.md §6: not a club, and the owner is the current user; or the user's club
 * owns this place.
 */
export function canEditOffer(offer: Owner, user: Pick<User, 'id' | 'club_id'> | null): boolean {
  if (!user || offer.type === 'club') return false;
  if (offer.user && offer.user.id === user.id) return true;
  return offer.type === 'place' && user.club_id !== null && offer.club_id === user.club_id;
}

/** The profile home opens the offer for editing (§2: offer={id}, profileType club or user). */
export function editPath(offer: Pick<OfferDetail, 'id' | 'type'>): string {
  const profileType = offer.type === 'place' ? 'club' : 'user';
  return `/home?offer=${offer.id}&profileType=${profileType}`;
}
