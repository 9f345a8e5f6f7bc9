import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ResponseCache } from '../../adapters/response-cache.ts';
import type { ConsentVariant, Settings } from '../../../domain/content/bundle.ts';
import { createContentRepository } from './repository.ts';
import { createContentService } from './service.ts';
import { contentRoutes } from './routes.ts';
import { createEditorialService } from './editorial-service.ts';
import { editorialRoutes } from './editorial-routes.ts';
import { seoRoutes, type SitemapSource } from './seo-routes.ts';
import { eventCalendarRoutes } from './event-calendar-routes.ts';
import { createPageMetaResolver, type ShareTextSource } from './page-meta.ts';

export { contentBackendRoutes } from './backend/routes.ts';
export type { ContentService } from './service.ts';
// The iCalendar writer of the event calendars, also used for an offer entry's dates.
export { writeCalendar, type CalendarEvent } from './ical.ts';
export { shareText, type ShareText, type ShareTextSource } from './page-meta.ts';
export type { SitemapSource } from './seo-routes.ts';
// A paid product's content is fragments too (the shop shows them to its owners).
export { presentFragments } from './fragments.ts';

/** The content area's public entry: registers its routes and hands back its service. */
export async function registerContent(
  app: FastifyInstance,
  deps: {
    cache: ResponseCache;
    consentVariant?: ConsentVariant;
    ssoProviders: Settings['sso_providers'];
    /** Whether the request may see drafts (pv): editors only. */
    canPreview: (request: FastifyRequest) => Promise<boolean>;
    publicUrl: string;
  },
) {
  const repo = createContentRepository(app.db);
  const service = createContentService(repo, deps.cache, {
    consentVariant: deps.consentVariant,
    ssoProviders: deps.ssoProviders,
  });
  await app.register(contentRoutes, { service });
  const editorial = createEditorialService(repo, deps.cache);
  await app.register(editorialRoutes, { service: editorial, canPreview: deps.canPreview });
  // Features registered later add their pages to the sitemap here.
  const sitemapSources: SitemapSource[] = [];
  await app.register(seoRoutes, {
    repo,
    sitemapSources,
    publicUrl: deps.publicUrl,
    siteName: async () => (await service.bundle('de')).settings.site_name,
  });
  await app.register(eventCalendarRoutes, {
    repo,
    publicUrl: deps.publicUrl,
    siteName: async () => (await service.bundle('de')).settings.site_name,
  });
  // Features registered later add the share text of their own screens here.
  const shareTextSources: ShareTextSource[] = [];
  return {
    service,
    resolveMeta: createPageMetaResolver(service, repo, deps.publicUrl, shareTextSources),
    addShareTextSource: (source: ShareTextSource) => shareTextSources.push(source),
    addSitemapSource: (source: SitemapSource) => sitemapSources.push(source),
  };
}
// The editors' backend checks fragment content with the same rules as the seed.
export { validateFragmentContent } from './fragments.ts';
