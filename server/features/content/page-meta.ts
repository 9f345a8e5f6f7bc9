import { and, eq, inArray } from 'drizzle-orm';
import type { OfferType } from '../../../domain/offers/constants.ts';
import { pickText, type Locale } from '../../../domain/shared/locale.ts';
import type { Database } from '../../db/client.ts';
import { offers } from '../../db/schema.ts';
import type { PageMeta } from '../../plugins/html-meta.ts';
import type { ContentRepository } from './repository.ts';
import type { ContentService } from './service.ts';

type Found = { title: string; description: string; image?: string };

/** Public detail pages of offers (spec/offers.md §2); mitmachen also names summer events. */
const offerPages: [RegExp, OfferType[]][] = [
  [/^\/angebot\/mitmachen\/([a-z0-9-]+)$/, ['entry', 'summerevent']],
  [/^\/angebot\/active-spot\/([a-z0-9-]+)$/, ['spot']],
  [/^\/angebot\/verein\/([a-z0-9-]+)$/, ['club']],
  [/^\/angebot\/vereinsstandort\/([a-z0-9-]+)$/, ['place']],
];

/** Share text is short: the first 200 characters of the description, cut at a word. */
function shareText(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= 200) return flat;
  return `${flat.slice(0, 200).replace(/\s+\S*$/, '')} …`;
}

/** Screens that list things have no page row; they still deserve their own title. */
const listTitles: Record<string, Record<Locale, string>> = {
  '/news': { de: 'News', en: 'News' },
  '/events': { de: 'Events', en: 'Events' },
  '/angebot': { de: 'Sportangebot', en: 'Sports offers' },
};

/**
 * Title, description and share image for the HTML shell of a path, so shared links and
 * crawlers see the article, event or page itself rather than the portal's generic text.
 */
export function createPageMetaResolver(
  service: ContentService,
  repo: ContentRepository,
  publicUrl: string,
  /** Reads offers for their detail pages' share tags; without it those pages get the default. */
  db?: Database,
) {
  const base = publicUrl.replace(/\/$/, '');
  const absolute = (src: string) => (/^https?:\/\//.test(src) ? src : `${base}${src}`);

  async function lookup(path: string, locale: Locale): Promise<Found | undefined> {
    const list = listTitles[path];
    if (list) return { title: list[locale], description: '' };
    for (const [pattern, types] of offerPages) {
      const slug = path.match(pattern)?.[1];
      if (!slug || !db) continue;
      const [row] = await db
        .select({ title: offers.title, description: offers.description, image: offers.image })
        .from(offers)
        .where(and(eq(offers.slug, slug), inArray(offers.type, types)))
        .limit(1);
      return (
        row && {
          title: pickText(row.title, locale),
          description: shareText(pickText(row.description, locale)),
          ...(row.image ? { image: row.image } : {}),
        }
      );
    }
    const news = path.match(/^\/news\/([a-z0-9-]+)$/);
    if (news) {
      const row = await repo.article(news[1]!, new Date());
      return (
        row && {
          title: pickText(row.detailTitle, locale) || pickText(row.teaserTitle, locale),
          description: pickText(row.teaserDescription, locale),
          image: row.teaserImage,
        }
      );
    }
    const event = path.match(/^\/events\/([a-z0-9-]+)$/);
    if (event) {
      const row = await repo.event(event[1]!, new Date());
      return (
        row && {
          title: pickText(row.detailTitle, locale) || pickText(row.teaserTitle, locale),
          description: pickText(row.teaserDescription, locale),
          image: row.teaserImage,
        }
      );
    }
    const page = path.match(/^\/(?:meta\/)?([a-z0-9-]+)$/);
    if (page) {
      const row = await repo.page(page[1]!);
      return (
        row && {
          title: pickText(row.title, locale),
          description: pickText(row.description, locale),
        }
      );
    }
    return undefined;
  }

  return async ({
    path,
    url,
    locale,
  }: {
    path: string;
    url: string;
    locale: Locale;
  }): Promise<PageMeta> => {
    const { settings, highlights } = await service.bundle(locale);
    const found = path === '/' ? undefined : await lookup(path, locale);
    const neutral = path === '/' ? '' : path;
    const fallbackImage = highlights.find((h) => !h.file.endsWith('.mp4'))?.file;
    const image = found?.image ?? fallbackImage;
    return {
      title: found ? `${found.title} | ${settings.site_name}` : settings.site_name,
      description: found?.description || settings.site_description,
      url,
      locale,
      ...(image ? { image: absolute(image) } : {}),
      alternates: { de: `${base}${neutral || '/'}`, en: `${base}/en${neutral}` },
    };
  };
}
