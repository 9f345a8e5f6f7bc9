import type { OfferType } from '../../../../../domain/offers/constants.ts';

/** An offer as the map hands it to the screen. */
export type OfferRef = { id: number; type: OfferType };

/** Key of the optional `labels` prop of the map: `${type}:${id}` → the offer's title. */
export function labelKey(offer: OfferRef): string {
  return `${offer.type}:${offer.id}`;
}

type MarkerNameParts = {
  /** "Active Spot", "Verein", … in the active language. */
  typeName: string;
  /** The offer's own title when the screen knows it. */
  title?: string | undefined;
  /** Category titles of the offer, in order; used when the title is unknown. */
  categoryTitles: readonly string[];
};

/**
 * What a screen reader says for a marker: the type first (it is what colour and shape show),
 * then the title, or the sports when the map has no title ("Active Spot: Basketball").
 */
export function markerName({ typeName, title, categoryTitles }: MarkerNameParts): string {
  const what = title?.trim() || categoryTitles.filter(Boolean).join(', ');
  return what ? `${typeName}: ${what}` : typeName;
}
