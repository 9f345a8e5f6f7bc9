import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { redisReady, type Redis } from '../../adapters/redis.ts';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['pglite', 'postgres']),
  /** Only with REDIS_URL: 'down' while counters and cache invalidations are per server. */
  redis: z.enum(['up', 'down']).optional(),
});

/**
 * Liveness and readiness in one: the process answers and the database does too (503
 * otherwise). Redis being away is reported as 'degraded' with 200: the server still serves
 * everything, with rate limits counted per server, so the load balancer should keep it.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ redis?: Redis | undefined }> = async (
  app,
  { redis },
) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        response: { 200: healthSchema, 503: z.object({ status: z.literal('unavailable') }) },
      },
    },
    async (_request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (err) {
        app.log.error({ err }, 'health check failed');
        return reply.code(503).send({ status: 'unavailable' as const });
      }
      const database = app.databaseKind;
      if (!redis) return { status: 'ok' as const, database };
      const up = redisReady(redis);
      return {
        status: up ? ('ok' as const) : ('degraded' as const),
        database,
        redis: up ? ('up' as const) : ('down' as const),
      };
    },
  );
};
