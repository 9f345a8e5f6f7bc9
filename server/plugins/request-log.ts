import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** A request slower than this is logged as a warning, whatever it was. */
const slowMs = 1000;

/**
 * One log line per request, with what an operator needs: method, route pattern (never the
 * query string or ids), status and duration. API calls and pages at `info`; static files at
 * `debug` (a page load is some forty of them); slow answers at `warn`. Fastify's own pair of
 * "incoming request" / "request completed" lines is switched off in app.ts.
 */
export default fp(
  async function requestLogPlugin(app: FastifyInstance) {
    app.addHook('onResponse', async (request, reply) => {
      const ms = Math.round(reply.elapsedTime);
      const route = request.routeOptions.url ?? '(no route)';
      const line = { method: request.method, route, status: reply.statusCode, ms };
      if (ms >= slowMs) request.log.warn(line, 'slow request');
      else if (route.startsWith('/api/') || !isAsset(request.url))
        request.log.info(line, 'request');
      else request.log.debug(line, 'request');
    });
  },
  { name: 'request-log' },
);

const isAsset = (url: string) => /\.[a-z0-9]{1,8}(\?|$)/i.test(url.split('?')[0] ?? '');
