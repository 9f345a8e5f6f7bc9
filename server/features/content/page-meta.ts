import { pickText, type Locale } from '../../../domain/shared/locale.ts';
import { errorScreenStatus, lookedUpScreens, matchScreen } from '../../../domain/shared/screens.ts';
import type { PageMeta } from '../../plugins/html-meta.ts';
import type { ContentRepository } from './repository.ts';
import type { ContentService } from './service.ts';

/** What a screen tells link previews about itself. */
export type ShareText = { title: string; description: string; image?: string };

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
  /** Other features' screens (the offers' detail pages), asked in order before the content's. */
  sources: readonly ShareTextSource[],
) {
  const base = publicUrl.replace(/\/$/, '');
  const absolute = (src: string) => (/^https?:\/\//.test(src) ? src : `${base}${src}`);

  async function lookup(
    path: string,
    locale: Locale,
    search: URLSearchParams,
  ): Promise<Found | undefined> {
    const list = listTitles[path];
    if (list) return { title: list[locale], description: '' };
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
    const found = path === '/' || !screen ? undefined : await lookup(path, locale, search);
    // A path no screen has, or a screen whose article, event, page or offer is not there.
    const status = !screen
      ? 404
      : (errorScreenStatus[screen] ?? (lookedUpScreens.has(screen) && !found ? 404 : 200));
    const neutral = path === '/' ? '' : path;
    const fallbackImage = highlights.find((h) => !h.file.endsWith('.mp4'))?.file;
    const image = found?.image ?? fallbackImage;
    return {
      status,
      meta: {
        title: found ? `${found.title} | ${settings.site_name}` : settings.site_name,
        description: found?.description || settings.site_description,
        url,
        locale,
        ...(image ? { image: absolute(image) } : {}),
        alternates: { de: `${base}${neutral || '/'}`, en: `${base}/en${neutral}` },
      },
    };
  };
}
