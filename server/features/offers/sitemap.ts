import { desc } from 'drizzle-orm';
import { detailSegment } from '../../../domain/offers/constants.ts';
import type { Database } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import type { SitemapSource } from '../content/index.ts';
import { shownToVisitors } from './repository.ts';

// One sitemap file holds at most 50,000 addresses; the rest of the portal needs a few hundred.
const maxOffers = 45_000;

/**
 * Every offer visitors may see, at its detail page; a summer course at its course page
 * (the share path `mitmachen/{slug}` leads there too). Hidden offers and those of blocked
 * owners stay out, like everywhere visitors look.
 */
export function offerSitemap(db: Database): SitemapSource {
  return async () => {
    const rows = await db
      .select({ type: t.offers.type, slug: t.offers.slug, updatedAt: t.offers.updatedAt })
      .from(t.offers)
      .where(shownToVisitors)
      .orderBy(desc(t.offers.updatedAt))
      .limit(maxOffers);
    return rows.map((row) => ({
      path:
        row.type === 'summerevent'
          ? `/active-city-summer/${row.slug}`
          : `/angebot/${detailSegment[row.type]}/${row.slug}`,
      lastmod: row.updatedAt,
    }));
  };
}
