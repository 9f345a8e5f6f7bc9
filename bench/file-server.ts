/**
 * The static baseline of bench/content.bench.ts and bench/offers.bench.ts: a minimal Fastify server answering one
 * path with the bytes of one file, in two ways:
 *
 *   GET <BENCH_ROUTE>          from disk with @fastify/static (a "static file"), including a
 *                              pre-compressed <file>.br / <file>.gz when present
 *   GET /memory<BENCH_ROUTE>   from a Buffer in memory (the fastest Fastify can answer)
 *
 * Environment: PORT, HOST (default 127.0.0.1), BENCH_STATIC_DIR, BENCH_FILE (file name in that
 * folder), BENCH_ROUTE (e.g. /api/offers/geo), BENCH_HEADERS (JSON object of headers copied
 * from the API's answer: content type, ETag, cache control, vary).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';

const dir = process.env.BENCH_STATIC_DIR;
const file = process.env.BENCH_FILE;
const route = process.env.BENCH_ROUTE;
if (!dir || !file || !route)
  throw new Error('BENCH_STATIC_DIR, BENCH_FILE and BENCH_ROUTE are required');
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

app.get(route, (_req, reply) => reply.sendFile(file));

const variants = new Map<string, Buffer>([['identity', readFileSync(join(dir, file))]]);
for (const [encoding, ext] of [
  ['br', 'br'],
  ['gzip', 'gz'],
] as const) {
  const path = join(dir, `${file}.${ext}`);
  if (existsSync(path)) variants.set(encoding, readFileSync(path));
}

app.get(`/memory${route}`, (req, reply) => {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const encoding =
    ['br', 'gzip'].find((e) => variants.has(e) && accepted.includes(e)) ?? 'identity';
  for (const [name, value] of Object.entries(copied)) reply.header(name, value);
  reply.header('content-type', contentType);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(variants.get(encoding));
});

await app.listen({ port, host });
process.stdout.write(`file server listening on http://${host}:${port}${route}\n`);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
