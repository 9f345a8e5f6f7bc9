import { and, count, eq } from 'drizzle-orm';
import { pickText, type Locale } from '../../../domain/shared/locale.ts';
import type { Database } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { shareText, type ShareTextSource } from '../content/index.ts';

const coursePage = /^\/active-city-summer\/([a-z0-9-]+)$/;

/**
 * Share text of a summer course page, and whether it exists: an unknown slug, or an `i`
 * that names none of the course's dates, is a 404 (the HTML shell answers with it).
 */
export function summerShareText(db: Database): ShareTextSource {
  return async (path: string, locale: Locale, search?: URLSearchParams) => {
    const slug = path.match(coursePage)?.[1];
    if (!slug) return null;
    const [row] = await db
      .select({
        id: t.offers.id,
        title: t.offers.title,
        description: t.offers.description,
        image: t.offers.image,
      })
      .from(t.offers)
      .where(and(eq(t.offers.slug, slug), eq(t.offers.type, 'summerevent')))
      .limit(1);
    if (!row) return undefined;
    const i = search?.get('i');
    if (i !== null && i !== undefined) {
      if (!/^\d{1,6}$/.test(i)) return undefined;
      const [dates] = await db
        .select({ n: count() })
        .from(t.summerTimeEntries)
        .where(eq(t.summerTimeEntries.summereventId, row.id));
      if (Number(i) >= Number(dates?.n ?? 0)) return undefined;
    }
    return {
      title: pickText(row.title, locale),
      description: shareText(pickText(row.description, locale)),
      ...(row.image ? { image: row.image } : {}),
    };
  };
}
