import { and, eq, inArray } from 'drizzle-orm';
import type { OfferType } from '../../../domain/offers/constants.ts';
import { pickText, type Locale } from '../../../domain/shared/locale.ts';
import type { Database } from '../../db/client.ts';
import { offers } from '../../db/schema/index.ts';
import { shareText, type ShareTextSource } from '../content/index.ts';
import { shownToVisitors } from './repository.ts';

/** Public detail pages of offers (spec/offers.md §2); mitmachen also names summer events. */
const offerPages: [RegExp, OfferType[]][] = [
  [/^\/angebot\/mitmachen\/([a-z0-9-]+)$/, ['entry', 'summerevent']],
  [/^\/angebot\/active-spot\/([a-z0-9-]+)$/, ['spot']],
  [/^\/angebot\/verein\/([a-z0-9-]+)$/, ['club']],
  [/^\/angebot\/vereinsstandort\/([a-z0-9-]+)$/, ['place']],
];

/** Share title, text and image of an offer's detail page, for the HTML shell's meta tags. */
export function offerShareText(db: Database): ShareTextSource {
  return async (path: string, locale: Locale) => {
    for (const [pattern, types] of offerPages) {
      const slug = path.match(pattern)?.[1];
      if (!slug) continue;
      const [row] = await db
        .select({ title: offers.title, description: offers.description, image: offers.image })
        .from(offers)
        .where(and(eq(offers.slug, slug), inArray(offers.type, types), shownToVisitors))
        .limit(1);
      return (
        row && {
          title: pickText(row.title, locale),
          description: shareText(pickText(row.description, locale)),
          ...(row.image ? { image: row.image } : {}),
        }
      );
    }
    return null;
  };
}
