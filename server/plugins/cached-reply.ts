import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedResponse } from '../adapters/response-cache.ts';

/**
 * Sends a cached answer (JSON unless told): 304 when the client's ETag matches, otherwise the best
 * pre-compressed variant the client accepts. No serialisation or compression per request.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedResponse,
  type = 'application/json; charset=utf-8',
) {
  reply
    .header('ETag', entry.etag)
    .header('Vary', 'Accept-Language, Accept-Encoding')
    .header('Cache-Control', 'no-cache');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === entry.etag)) {
    return reply.code(304).send();
  }
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.type(type);
  if (/\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(entry.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(entry.gzip);
  return reply.send(entry.identity);
}
