import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pickText } from '../../../domain/shared/locale.ts';
import { localeSchema } from '../../../domain/shared/locale-schema.ts';
import { metaPageSlugs } from '../../../domain/content/constants.ts';
import { statisticsPagePath } from '../../../domain/statistics/statistics.ts';
import type { ContentRepository } from './repository.ts';
import { writeCalendar } from './ical.ts';
import { writeRss, writeSitemap } from './rss.ts';

/** Pages another area adds to the sitemap (offers, talks): locale-neutral paths. */
export type SitemapSource = () => Promise<{ path: string; lastmod?: Date }[]>;

type Options = {
  repo: ContentRepository;
  publicUrl: string;
  siteName: () => Promise<string>;
  /** Filled by areas registered later; read on every request. */
  sitemapSources: readonly SitemapSource[];
};

// Feeds and the sitemap are for crawlers and calendar apps: generous limits, short caching.
const feedCache = 'public, max-age=600';
const langQuery = z.object({ lang: localeSchema.default('de') });
const metaSlugs = new Set<string>(Object.values(metaPageSlugs));
const staticPaths = [
  '/',
  '/news',
  '/events',
  '/angebot',
  '/shop',
  '/peptalk',
  statisticsPagePath(),
  '/develop',
  '/meta/faq',
  '/meta/kontakt',
];

/** robots.txt, sitemap.xml, the news RSS feed and the events iCalendar feed. */
export const seoRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { repo, publicUrl, siteName, sitemapSources },
) => {
  const base = publicUrl.replace(/\/$/, '');
  const alternates = (path: string) => ({
    de: `${base}${path}`,
    en: `${base}/en${path === '/' ? '' : path}`,
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', feedCache)
      .send(
        `User-agent: *\nDisallow: /api/\nDisallow: /home\nDisallow: /user\nDisallow: /dev/\nSitemap: ${base}/sitemap.xml\n`,
      ),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const now = new Date();
    const [pages, articles, events, districts, added] = await Promise.all([
      repo.allPageSlugs(),
      repo.allArticles(now, 5000),
      repo.allEvents(now, 5000),
      repo.districts(),
      Promise.all(sitemapSources.map((source) => source())),
    ]);
    const urls = [
      ...staticPaths.map((path) => ({ path, lastmod: undefined })),
      ...pages
        .filter((p) => p.slug !== metaPageSlugs.faq && p.slug !== metaPageSlugs.contact)
        .map((p) => ({
          path: `${metaSlugs.has(p.slug) ? '/meta' : ''}/${p.slug}`,
          lastmod: p.updatedAt,
        })),
      ...articles
        .filter((a) => !a.external)
        .map((a) => ({ path: `/news/${a.slug}`, lastmod: a.publishedStart })),
      ...events.map((e) => ({ path: `/events/${e.slug}`, lastmod: e.publishedStart })),
      // Every district has its own statistics page beside the city's.
      ...districts.map((d) => ({ path: statisticsPagePath(d.slug), lastmod: undefined })),
      ...added.flat(),
    ].map(({ path, lastmod }) => ({
      loc: `${base}${path}`,
      alternates: alternates(path),
      lastmod,
    }));
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', feedCache)
      .send(writeSitemap(urls));
  });

  app.get(
    '/feeds/news.xml',
    { schema: { tags: ['content'], summary: 'RSS feed of the news', querystring: langQuery } },
    async (request, reply) => {
      const locale = request.query.lang;
      const prefix = locale === 'en' ? '/en' : '';
      const articles = await repo.allArticles(new Date(), 50);
      const rss = writeRss(
        {
          title: `${await siteName()} – News`,
          description:
            locale === 'en'
              ? 'News about sport and exercise in Hamburg'
              : 'Neuigkeiten rund um Sport und Bewegung in Hamburg',
          link: `${base}${prefix}/news`,
          language: locale,
          self: `${base}/feeds/news.xml?lang=${locale}`,
        },
        articles.map((a) => ({
          title: pickText(a.teaserTitle, locale),
          description: pickText(a.teaserDescription, locale),
          link: a.external && a.externalUrl ? a.externalUrl : `${base}${prefix}/news/${a.slug}`,
          guid: `article-${a.id}`,
          published: a.publishedStart,
        })),
      );
      return reply
        .type('application/rss+xml; charset=utf-8')
        .header('Cache-Control', feedCache)
        .send(rss);
    },
  );

  app.get(
    '/feeds/events.ics',
    {
      schema: {
        tags: ['content'],
        summary: 'iCalendar feed of the events',
        querystring: langQuery,
      },
    },
    async (request, reply) => {
      const locale = request.query.lang;
      const prefix = locale === 'en' ? '/en' : '';
      const events = await repo.allEvents(new Date(), 1000);
      const host = new URL(base).host;
      const ics = writeCalendar(
        `${await siteName()} – Events`,
        events.map((e) => ({
          uid: `event-${e.id}@${host}`,
          start: e.eventStart,
          end: e.eventEnd,
          allDay: e.eventAllday,
          summary: pickText(e.teaserTitle, locale),
          description: pickText(e.teaserDescription, locale),
          location: e.eventLocation,
          url: `${base}${prefix}/events/${e.slug}`,
          updated: e.createdAt,
        })),
      );
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Cache-Control', feedCache)
        .send(ics);
    },
  );
};
