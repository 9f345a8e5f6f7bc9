import { z } from 'zod';
import type { BookmarkItem, ProfileOfferItem } from '../../../domain/offers/types.ts';
import { offerSummarySchema } from './schemas.ts';

/** Response schemas of the profile lists; the contract is domain/offers/types.ts. */

export const profileOfferItemSchema = z.object({
  id: z.number().int(),
  type: z.enum(['spot', 'entry', 'place']),
  created_at: z.string(),
  title: z.string(),
  club_title: z.string().nullable(),
  street: z.string().nullable(),
  street_number: z.string().nullable(),
  zipcode: z.string().nullable(),
  city: z.string().nullable(),
  slug: z.string(),
});

export const bookmarkItemSchema = z.object({
  id: z.number().int().describe('The bookmark; remove it with the offer id (offer.id)'),
  offer: offerSummarySchema,
});

// Compile-time guards: the schemas above describe exactly the contract's types.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameProfileOffer: Same<z.infer<typeof profileOfferItemSchema>, ProfileOfferItem> = true;
const sameBookmark: Same<z.infer<typeof bookmarkItemSchema>, BookmarkItem> = true;
void [sameProfileOffer, sameBookmark];
