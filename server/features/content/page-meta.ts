import { pickText, type Locale } from '../../../domain/shared/locale.ts';
import { errorScreenStatus, lookedUpScreens, matchScreen } from '../../../domain/shared/screens.ts';
import type { PageMeta } from '../../plugins/html-meta.ts';
import type { ContentRepository } from './repository.ts';
import { englishSiteDescription, notFoundTexts, screenTexts } from './screen-texts.ts';
import type { ContentService } from './service.ts';

/** What a screen tells link previews about itself. */
export type ShareText = {
  title: string;
  description: string;
  image?: string;
  /** Open Graph type: a news article is an `article`, everything else a `website`. */
  type?: 'article';
};

/** The share picture when a screen has no bitmap of its own (web/public, 1200×630). */
export const defaultShareImage = '/share-image.png';

/** Link previews show bitmaps only: an SVG (the demo pictures, drawn logos) is never shown. */
export function isBitmap(src: string): boolean {
  return /\.(png|jpe?g|gif|webp)$/i.test(src.split(/[?#]/)[0]!);
}

/**
 * Another feature's screens: the share text of a path it owns (`undefined` when the thing
 * is gone), or `null` when the path is not one of its screens.
 */
export type ShareTextSource = (
  path: string,
  locale: Locale,
  /** The address's query, for screens whose record depends on it (a course date's `i`). */
  search?: URLSearchParams,
) => Promise<ShareText | undefined | null>;

type Found = ShareText;

/** The HTML shell's head for a path, and the status the page answers with. */
export type PageAnswer = { meta: PageMeta; status: number };

/** Share text is short: the first 200 characters of the description, cut at a word. */
export function shareText(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= 200) return flat;
  return `${flat.slice(0, 200).replace(/\s+\S*$/, '')} …`;
}

/**
 * Title, description and share image for the HTML shell of a path, so shared links and
 * crawlers see the article, event or page itself rather than the portal's generic text.
 */
export function createPageMetaResolver(
  service: ContentService,
  repo: ContentRepository,
  publicUrl: string,
  /** Other features' screens (the offers' detail pages), asked in order before the content's. */
  sources: readonly ShareTextSource[],
) {
  const base = publicUrl.replace(/\/$/, '');
  const absolute = (src: string) => (/^https?:\/\//.test(src) ? src : `${base}${src}`);

  async function lookup(
    path: string,
    screen: string,
    locale: Locale,
    search: URLSearchParams,
  ): Promise<Found | undefined> {
    const fixed = screenTexts[screen];
    if (fixed) return fixed[locale];
    for (const source of sources) {
      const found = await source(path, locale, search);
      if (found !== null) return found;
    }
    const news = path.match(/^\/news\/([a-z0-9-]+)$/);
    if (news) {
      const row = await repo.article(news[1]!, new Date());
      return (
        row && {
          title: pickText(row.detailTitle, locale) || pickText(row.teaserTitle, locale),
          description: pickText(row.teaserDescription, locale),
          image: row.teaserImage,
          type: 'article' as const,
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
    search = new URLSearchParams(),
  }: {
    path: string;
    url: string;
    locale: Locale;
    search?: URLSearchParams;
  }): Promise<PageAnswer> => {
    const { settings, highlights } = await service.bundle(locale);
    const screen = matchScreen(path);
    const found = path === '/' || !screen ? undefined : await lookup(path, screen, locale, search);
    // A path no screen has, or a screen whose article, event, page or offer is not there.
    const status = !screen
      ? 404
      : (errorScreenStatus[screen] ?? (lookedUpScreens.has(screen) && !found ? 404 : 200));
    // What is not there says so, in the visitor's language, and keeps out of search indexes.
    const text = status === 404 && !found ? notFoundTexts[locale] : found;
    const neutral = path === '/' ? '' : path;
    const highlightImage = highlights.find((h) => isBitmap(h.file))?.file;
    const own = found?.image && isBitmap(found.image) ? found.image : undefined;
    const image = own ?? highlightImage ?? defaultShareImage;
    const siteDescription = locale === 'en' ? englishSiteDescription : settings.site_description;
    return {
      status,
      meta: {
        title: text ? `${text.title} | ${settings.site_name}` : settings.site_name,
        description: text?.description || siteDescription,
        url,
        locale,
        image: absolute(image),
        ...(found?.type ? { type: found.type } : {}),
        ...(status >= 400 ? { noindex: true } : {}),
        alternates: { de: `${base}${neutral || '/'}`, en: `${base}/en${neutral}` },
      },
    };
  };
}
