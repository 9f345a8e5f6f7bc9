import type { FastifyInstance } from 'fastify';
import { pickText, type Locale } from '../../../domain/shared/locale.ts';
import { shareText, type ShareTextSource, type SitemapSource } from '../content/index.ts';
import { createPeptalkRepository } from './repository.ts';
import { peptalkRoutes } from './routes.ts';

export { peptalkBackendRoutes } from './backend/routes.ts';

const listTexts = {
  de: {
    title: 'Peptalk',
    description:
      'Kurze Videos, in denen Trainerinnen, Trainer und Sportler der Stadt zum Bewegen motivieren.',
  },
  en: {
    title: 'Peptalk',
    description: 'Short videos in which the city’s coaches and athletes talk you into moving.',
  },
} as const;

/**
 * The peptalk area's public entry: its calls, and the share text of its pages for the HTML
 * shell (a talk's title, summary and poster; an unknown video id is a 404).
 */
export async function registerPeptalk(app: FastifyInstance) {
  const repo = createPeptalkRepository(app.db);
  await app.register(peptalkRoutes, { repo });
  const share: ShareTextSource = async (path: string, locale: Locale) => {
    if (path === '/peptalk') return listTexts[locale];
    const slug = path.match(/^\/peptalk\/([^/]+)$/)?.[1];
    if (!slug) return null;
    const row = await repo.bySlug(slug);
    return (
      row && {
        title: pickText(row.title, locale),
        description: shareText(`${row.speaker}: ${pickText(row.summary, locale)}`),
        image: row.poster,
      }
    );
  };
  const sitemap: SitemapSource = async () =>
    (await repo.list(undefined)).map((row) => ({
      path: `/peptalk/${row.slug}`,
      lastmod: row.updatedAt,
    }));
  return { shareText: share, sitemap };
}
