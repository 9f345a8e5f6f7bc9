import {
  settingsSchema,
  type ContentBundle,
  type ConsentVariant,
  type Settings,
} from '../../../domain/content/bundle.ts';
import type { Locale } from '../../../domain/shared/locale.ts';
import type { ResponseCache } from '../../adapters/response-cache.ts';
import type { ContentRepository } from './repository.ts';
import * as present from './presenter.ts';

// The home page shows a handful of each; the full lists have their own calls.
const teaserCount = 6;

export const contentCacheKey = (locale: Locale) => `content:${locale}`;

type Options = {
  consentVariant?: ConsentVariant;
  ssoProviders?: Settings['sso_providers'];
  now?: () => Date;
};

export function createContentService(
  repo: ContentRepository,
  cache: ResponseCache,
  options: Options = {},
) {
  const now = options.now ?? (() => new Date());

  async function settings() {
    const stored = settingsSchema.parse(await repo.settings());
    // Operators may pin the consent version per deployment without editing the database.
    if (options.consentVariant) stored.consent.variant = options.consentVariant;
    stored.sso_providers = options.ssoProviders ?? [];
    return stored;
  }

  async function bundle(locale: Locale): Promise<ContentBundle> {
    const at = now();
    const [s, pages, districts, categories, spottypes, highlights, articles, events] =
      await Promise.all([
        settings(),
        repo.pages(),
        repo.districts(),
        repo.categories(),
        repo.spottypes(),
        repo.highlights(),
        repo.latestArticles(at, teaserCount),
        repo.upcomingEvents(at, teaserCount),
      ]);
    return {
      settings: s,
      pages: pages.map((p) => present.presentPage(p, locale)),
      districts: districts.map(present.presentDistrict),
      categories: categories
        .filter((c) => !c.hidden)
        .map((c) => present.presentCategory(c, locale)),
      spottypes: spottypes.map((s) => present.presentSpottype(s, locale)),
      articles: articles.map((a) => present.presentArticleTeaser(a, locale)),
      events: events.map((e) => present.presentEventTeaser(e, locale)),
      highlights: highlights.map((h) => present.presentHighlight(h, locale)),
    };
  }

  // The page meta of every HTML answer reads the same bundle; keep the object beside the
  // bytes, until a write or the next scheduled publication or event start.
  const objects = new Map<Locale, { bundle: ContentBundle; expiresAt: Date | null }>();
  async function memo(locale: Locale) {
    const known = objects.get(locale);
    if (known && (known.expiresAt === null || now() < known.expiresAt)) return known;
    const at = now();
    const [fresh, expiresAt] = await Promise.all([bundle(locale), repo.nextChange(at)]);
    const entry = { bundle: fresh, expiresAt };
    objects.set(locale, entry);
    return entry;
  }

  return {
    bundle: async (locale: Locale) => (await memo(locale)).bundle,
    /** The bundle as ready bytes, per locale until a write or its clock boundary. */
    async cachedBundle(locale: Locale) {
      const key = contentCacheKey(locale);
      const hit = cache.get(key);
      if (hit) return hit;
      const { bundle: data, expiresAt } = await memo(locale);
      return cache.set(key, JSON.stringify({ data }), { expiresAt });
    },
    invalidate() {
      objects.clear();
      cache.invalidate('content:');
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
