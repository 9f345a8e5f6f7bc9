/**
 * The baseline for bench/content.bench.ts: a minimal Fastify server that serves the very
 * bytes the API answered, with the same headers, in two ways:
 *
 *   GET /api/content         from disk with @fastify/static (a "static file"), including
 *                            the pre-compressed variant when the API compressed its answer
 *   GET /memory/api/content  from a Buffer held in memory (the fastest Fastify can answer)
 *
 * Environment: PORT, HOST (default 127.0.0.1), BENCH_STATIC_DIR (holds content.json and,
 * optionally, content.json.br / content.json.gz), BENCH_HEADERS (JSON object of headers to
 * copy from the API's answer, e.g. etag, cache-control, vary).
 */
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';

const dir = process.env.BENCH_STATIC_DIR;
if (!dir) throw new Error('BENCH_STATIC_DIR is required');
const port = Number(process.env.PORT ?? 0);
const host = process.env.HOST ?? '127.0.0.1';
const copied = JSON.parse(process.env.BENCH_HEADERS ?? '{}') as Record<string, string>;
const contentType = copied['content-type'] ?? 'application/json; charset=utf-8';

const app = Fastify({ logger: false });

await app.register(fastifyStatic, {
  root: dir,
  serve: false, // only the route below, nothing else from the folder
  preCompressed: true,
  etag: false, // the API's ETag is copied instead
  lastModified: false,
  cacheControl: false,
  setHeaders(reply) {
    for (const [name, value] of Object.entries(copied)) reply.header(name, value);
    reply.header('content-type', contentType);
  },
});

app.get('/api/content', (_req, reply) => reply.sendFile('content.json'));

const variants = new Map<string, Buffer>();
variants.set('identity', readFileSync(join(dir, 'content.json')));
for (const [encoding, ext] of [
  ['br', 'br'],
  ['gzip', 'gz'],
] as const) {
  const file = join(dir, `content.json.${ext}`);
  if (existsSync(file)) variants.set(encoding, readFileSync(file));
}

app.get('/memory/api/content', (req, reply) => {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  let encoding = 'identity';
  for (const candidate of ['br', 'gzip']) {
    if (variants.has(candidate) && accepted.includes(candidate)) {
      encoding = candidate;
      break;
    }
  }
  for (const [name, value] of Object.entries(copied)) reply.header(name, value);
  reply.header('content-type', contentType);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(variants.get(encoding));
});

await app.listen({ port, host });
process.stdout.write(`static server listening on http://${host}:${port}\n`);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
