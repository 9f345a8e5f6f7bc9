import type { Redis } from 'ioredis';
import { createMemoryResponseCache, type ResponseCache } from './response-cache.ts';

const channel = 'portal:cache-invalidate';

/**
 * With several app servers each keeps its bytes in memory, but an invalidation on one is
 * published through Redis so every server drops the stale entry at once.
 */
export async function createSharedResponseCache(
  publisher: Redis,
  subscriber: Redis,
): Promise<ResponseCache> {
  const local = createMemoryResponseCache();
  await subscriber.subscribe(channel);
  subscriber.on('message', (from, prefix) => {
    if (from === channel) local.invalidate(prefix);
  });
  // Back after an outage: invalidations of the other servers may have been missed, so this
  // server starts afresh and subscribes again. The subscriber is made without ioredis's own
  // resubscribing, whose promise nobody could catch: closed again before Redis answered (an
  // outage, or this server stopping), it would end the process with an unhandled rejection.
  let connected = true;
  subscriber.on('close', () => (connected = false));
  subscriber.on('ready', () => {
    if (connected) return;
    connected = true;
    local.invalidate('');
    subscriber.subscribe(channel).catch(() => {
      // Closed again before Redis answered: the next 'ready' subscribes.
    });
  });
  return {
    get: local.get,
    set: local.set,
    invalidate(prefix) {
      local.invalidate(prefix);
      publisher.publish(channel, prefix).catch(() => {
        // Redis away: this server is already fresh; the others catch up on their next write.
      });
    },
  };
}
