import {
  settingsSchema,
  type ContentBundle,
  type ConsentVariant,
  type Settings,
} from '../../../domain/content/bundle.ts';
import type { Locale } from '../../../domain/shared/locale.ts';
import {
  prepareResponse,
  type CachedResponse,
  type ResponseCache,
} from '../../adapters/response-cache.ts';
import type { ContentRepository } from './repository.ts';
import * as present from './presenter.ts';

// The home page shows a handful of each; the full lists have their own calls.
const teaserCount = 6;

const contentCachePrefix = 'content:';
export const contentCacheKey = (locale: Locale) => `${contentCachePrefix}${locale}`;

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

  async function bundle(locale: Locale, at: Date): Promise<ContentBundle> {
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

  // The page meta of every HTML answer (and the feeds) reads the bundle as an object, so it
  // is kept beside the bytes it was written as, tied to that very cache entry: whatever ends
  // the entry (a write on this server, a write on another one through Redis, the next
  // scheduled publication or event start, the cache's own bounds) ends the object with it.
  // One cache, one way to drop it; no second store of its own.
  const objects = new WeakMap<CachedResponse, ContentBundle>();
  type Entry = { response: CachedResponse; bundle: ContentBundle };
  // Concurrent first requests share one build; a write bumps the generation so a build that
  // read the old rows before it is answered once but not kept.
  const building = new Map<Locale, Promise<Entry>>();
  let generation = 0;

  function build(locale: Locale): Promise<Entry> {
    const pending = building.get(locale);
    if (pending) return pending;
    const started = generation;
    const promise = (async () => {
      const at = now();
      const [fresh, expiresAt] = await Promise.all([bundle(locale, at), repo.nextChange(at)]);
      const json = JSON.stringify({ data: fresh });
      const response =
        started === generation
          ? await cache.set(contentCacheKey(locale), json, { expiresAt })
          : await prepareResponse(json);
      objects.set(response, fresh);
      return { response, bundle: fresh };
    })().finally(() => {
      if (building.get(locale) === promise) building.delete(locale);
    });
    building.set(locale, promise);
    return promise;
  }

  async function entry(locale: Locale): Promise<Entry> {
    const hit = cache.get(contentCacheKey(locale));
    const known = hit && objects.get(hit);
    return hit && known ? { response: hit, bundle: known } : build(locale);
  }

  return {
    bundle: async (locale: Locale) => (await entry(locale)).bundle,
    /** The bundle as ready bytes, per locale until a write or its clock boundary. */
    cachedBundle: async (locale: Locale) => (await entry(locale)).response,
    invalidate() {
      generation += 1;
      building.clear();
      cache.invalidate(contentCachePrefix);
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
