import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { offers } from '../../db/schema/index.ts';
import type { ResponseCache } from '../../adapters/response-cache.ts';
import { guardRoutes } from '../accounts/index.ts';
import { createOffersRepository } from './repository.ts';
import { createOfferCache } from './cache.ts';
import { offerRoutes } from './routes.ts';
import { bookmarkRoutes } from './bookmark-routes.ts';
import { reportRoutes } from './report-routes.ts';
import { saveRoutes } from './save-routes.ts';
import { profileRoutes } from './profile-routes.ts';
import { calendarRoutes } from './calendar-routes.ts';
import { offerShareText } from './share-meta.ts';
import { offerSitemap } from './sitemap.ts';

export { offersBackendRoutes } from './backend/routes.ts';
export { assignDistricts } from './districts.ts';
export { presentCategory } from './presenter.ts';
export { shownToVisitors } from './repository.ts';
export { sendCalendar } from './calendar-routes.ts';
export type { OfferCache } from './cache.ts';

/**
 * The offers area's public entry: discovery (map, list, detail, categories), bookmarks,
 * reports, the wizard's save and delete calls and the profile's lists. Hands back
 * `invalidate`, which every offer write must call.
 */
export async function registerOffers(
  app: FastifyInstance,
  deps: { cache: ResponseCache; publicUrl: string },
) {
  const repo = createOffersRepository(app.db);
  const cache = createOfferCache(deps.cache);
  await app.register(offerRoutes, { repo, cache });
  // A signed-in account's calls (bookmarks, reports, own offers): the tree admits it first.
  await app.register(async (tree) => {
    guardRoutes(tree, 'login');
    await tree.register(bookmarkRoutes, { repo });
    await tree.register(reportRoutes, { repo });
    await tree.register(saveRoutes, { repo, invalidate: cache.invalidate });
    await tree.register(profileRoutes);
  });
  await app.register(calendarRoutes, { publicUrl: deps.publicUrl });
  return {
    invalidate: cache.invalidate,
    /** The offers' answer cache: the statistics and embeds keep their answers in it too. */
    cache,
    /** Share text of the offers' detail pages, for the HTML shell (content's page meta). */
    shareText: offerShareText(app.db),
    /** Every offer page visitors may open, for the sitemap. */
    sitemap: offerSitemap(app.db),
  };
}

/** The ids the user bookmarked, for the user answer of the accounts area. */
export async function bookmarkIdsOf(db: Database, userId: number): Promise<number[]> {
  return createOffersRepository(db).bookmarkIds(userId);
}

/**
 * Deleting an account removes the spots and entries the person created; places belong to
 * their club and stay (docs/decisions/010-account-deletion.md). The caller drops the caches.
 */
export async function deleteOffersOfUser(db: Database, userId: number): Promise<void> {
  await db
    .delete(offers)
    .where(and(eq(offers.userId, userId), inArray(offers.type, ['spot', 'entry'])));
}
