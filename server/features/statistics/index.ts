import type { FastifyInstance } from 'fastify';
import type { OfferCache } from '../offers/index.ts';
import { statisticsRoutes } from './routes.ts';
import { statisticsShareText } from './share-meta.ts';

/**
 * The statistics area's public entry: the open figures of the offers and summer courses (city
 * and districts) and their charts. The answers live in the offers' cache, so every offer write
 * drops them.
 */
export async function registerStatistics(app: FastifyInstance, deps: { cache: OfferCache }) {
  await app.register(statisticsRoutes, { cache: deps.cache });
  return {
    /** The statistics pages' titles; an unknown district is a 404. */
    shareText: statisticsShareText(app.db),
  };
}
