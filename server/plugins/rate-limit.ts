import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http-error.ts';
import type { Redis } from '../adapters/redis.ts';
import { fallbackRateStore } from '../adapters/fallback-rate-store.ts';
import { pathOf } from './request-path.ts';

/**
 * Files, not calls: a file of the build (@fastify/static gives each of its routes a `file` in
 * the route config), and anything under the build's hashed assets or the uploaded media (a
 * hashed name gone after a deploy answers 404 there, cheaply). Decided by route and prefix,
 * never by how a path ends: `/api/anything.png` is an API call like any other.
 */
function isFile(request: FastifyRequest): boolean {
  if ((request.routeOptions.config as { file?: unknown } | undefined)?.file) return true;
  const pathname = pathOf(request.url);
  return pathname.startsWith('/assets/') || pathname.startsWith('/media/');
}

/**
 * A generous global limit per client address; routes that cost more (login, mail) declare
 * their own tighter limit in their route config.
 */
export const rateLimitPlugin = fp<{ perMinute: number; redis?: Redis }>(async (app, opts) => {
  await app.register(rateLimit, {
    global: true,
    max: opts.perMinute,
    timeWindow: '1 minute',
    // Counters in Redis hold across every app server; in memory they hold per process, and
    // while Redis is away the process counts on its own (adapters/fallback-rate-store.ts).
    ...(opts.redis ? { store: fallbackRateStore(opts.redis, 'portal-rl:') } : {}),
    // Health checks from the load balancer must never be throttled, and the limit counts the
    // API and pages, not the 40-odd scripts, styles and images one page view loads.
    allowList: (request) => pathOf(request.url) === '/healthz' || isFile(request),
  });
});

/**
 * A preHandler that limits the mails one address receives per hour, whoever asks for them:
 * the per-address limit alone let anyone with a few addresses flood one inbox. (A second
 * limiter built with `rateLimit()` would be skipped: the route's own limit already ran.)
 */
export function recipientLimit(
  app: FastifyInstance,
  perHour: number,
  recipientOf: (request: FastifyRequest) => string,
) {
  const check = app.createRateLimit({
    max: perHour,
    timeWindow: '1 hour',
    keyGenerator: (request) => `mail-to:${recipientOf(request).trim().toLowerCase()}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('Retry-After', String(result.ttlInSeconds));
    throw new HttpError(429, 'Too many mails to this address. Please try again later.');
  };
}
