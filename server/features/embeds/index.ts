import type { FastifyInstance } from 'fastify';
import type { OfferCache } from '../offers/index.ts';
import { embedRoutes } from './routes.ts';

/**
 * The embeds area's public entry: the offer lists other sites embed and the options the
 * develop pages build them from. The answers live in the offers' cache.
 */
export async function registerEmbeds(
  app: FastifyInstance,
  deps: { cache: OfferCache; publicUrl: string; rateLimitPerMinute: number },
) {
  await app.register(embedRoutes, deps);
}
