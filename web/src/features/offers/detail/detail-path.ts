import { detailSegment, type OfferType } from '../../../../../domain/offers/constants.ts';

/** Path of an offer's public detail page (spec/offers.md §2), without the locale prefix. */
export function detailPath(offer: { type: OfferType; slug: string }): string {
  return `/angebot/${detailSegment[offer.type]}/${offer.slug}`;
}
