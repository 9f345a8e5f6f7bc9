import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from '../adapters/redis.ts';

const assetPath = /\.(?:js|mjs|css|map|svg|png|jpe?g|webp|avif|gif|ico|woff2?|mp4|webm|vtt|pdf)$/i;
const isAsset = (url: string) => assetPath.test(url.split('?')[0] ?? '');

/**
 * A generous global limit per client address; routes that cost more (login, mail) declare
 * their own tighter limit in their route config.
 */
export const rateLimitPlugin = fp<{ perMinute: number; redis?: Redis }>(async (app, opts) => {
  await app.register(rateLimit, {
    global: true,
    max: opts.perMinute,
    timeWindow: '1 minute',
    // Counters in Redis hold across every app server; in memory they hold per process.
    ...(opts.redis ? { redis: opts.redis, nameSpace: 'portal-rl:' } : {}),
    // Health checks from the load balancer must never be throttled, and the limit counts the
    // API and pages, not the 40-odd scripts, styles and images one page view loads.
    allowList: (request) => request.url === '/healthz' || isAsset(request.url),
  });
});
