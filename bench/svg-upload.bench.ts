/**
 * SVG bomb benchmark (decision 049): a signed-in user uploads four small SVGs at once whose
 * rasterising costs seconds to minutes of CPU each, while another client asks `/healthz` and
 * an uploaded image (`/media/…`, read from disk) in a row. Reported per kind of bomb: the
 * answers and the time until each upload was answered, and p50/p95/max of both probes
 * meanwhile. The real server (`server/main.ts`, NODE_ENV=production) runs as a child over a
 * seeded scratch database.
 *
 *   npm run bench:svg
 *   BENCH_BOMBS=blur,dash BENCH_UPLOADS=4 npm run bench:svg
 *
 * A client gives up on an upload after BENCH_GIVE_UP_MS (90 s; shown as answer 0).
 * Bombs: `blur` ten chained feGaussianBlur over a declared 1500×1500, `morphology` the same
 * chain with feMorphology (far slower), `dash` no filter at all but a 0.01-unit dash pattern
 * stroked across the canvas. At the end the server gets SIGTERM while a dash bomb is being
 * processed: how long until it and its image work end. Writes bench/results/svg-upload.json.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { form } from '../server/test/multipart-form.ts';
import { summarise, printTable, type Latency } from './load.ts';
import { log, markStopping, root } from './processes.ts';
import { baseEnv, scratchDir, seedCity, startPortal } from './portal-server.ts';

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 4);
const BOMBS = (process.env.BENCH_BOMBS ?? 'blur,morphology,dash').split(',');
const PROBE_GAP_MS = 100;
/** A client waits this long for an upload's answer, then gives up (status 0 in the report). */
const GIVE_UP_MS = Number(process.env.BENCH_GIVE_UP_MS ?? 90_000);
const EMAIL = 'anna@example.org';
const PASSWORD = 'Hamburg-bewegt-2026'; // the demo accounts' password (server/db/seed/accounts.ts)

const chain = (primitive: string) =>
  Array.from({ length: 10 }, (_, i) =>
    primitive.replace('/>', `${i ? ` in="b${i - 1}"` : ''} result="b${i}"/>`),
  ).join('');
const filtered = (primitive: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="1500" height="1500"><filter id="f">${chain(primitive)}</filter><rect width="1500" height="1500" fill="#0b5d7a" filter="url(#f)"/></svg>`;

export const bombs: Record<string, string> = {
  blur: filtered('<feGaussianBlur stdDeviation="40"/>'),
  morphology: filtered('<feMorphology radius="30"/>'),
  dash: '<svg xmlns="http://www.w3.org/2000/svg" width="1500" height="1500"><path d="M0 0L1500 1500M1500 0L0 1500" stroke="#000" stroke-width="1500" stroke-dasharray="0.01"/></svg>',
};

/** Cookies of a response as one Cookie header's worth, merged into `jar`. */
function keepCookies(res: Response, jar: Map<string, string>) {
  for (const line of res.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
}

async function signIn(base: string) {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  keepCookies(await fetch(`${base}/api/auth/csrf-cookie`), jar);
  const headers = () => ({
    cookie: cookie(),
    'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
  });
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { ...headers(), 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD, remember: true }),
  });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  keepCookies(res, jar);
  return headers;
}

type Answer = { status: number; ms: number; reason: string };

async function upload(
  base: string,
  headers: () => Record<string, string>,
  bytes: Buffer,
  filename: string,
): Promise<Answer> {
  const { payload, contentType } = form([
    { name: 'file_type', value: 'image' },
    { name: 'files[]', value: bytes, filename },
  ]);
  const started = performance.now();
  let res: Response;
  try {
    res = await fetch(`${base}/api/user/upload`, {
      method: 'POST',
      headers: { ...headers(), 'content-type': contentType },
      body: payload,
      signal: AbortSignal.timeout(GIVE_UP_MS),
    });
  } catch {
    return { status: 0, ms: Math.round(performance.now() - started), reason: 'gave up' };
  }
  const body = (await res.json().catch(() => ({}))) as {
    message?: string;
    errors?: { files?: string[] };
    data?: { file: string };
  };
  return {
    status: res.status,
    ms: Math.round(performance.now() - started),
    reason: body.errors?.files?.join(',') ?? body.data?.file ?? body.message ?? '',
  };
}

/** GETs `url` one after another until `done` says stop; every response time in ms. */
async function probe(
  url: string,
  done: () => boolean,
): Promise<{ times: number[]; failed: number }> {
  const times: number[] = [];
  let failed = 0;
  while (!done()) {
    const started = performance.now();
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(60_000) });
      await res.arrayBuffer();
      if (!res.ok) failed++;
    } catch {
      failed++;
    }
    times.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, PROBE_GAP_MS));
  }
  return { times, failed };
}

type Round = {
  bomb: string;
  bytes: number;
  answers: Answer[];
  healthz: Latency & { count: number; failed: number };
  media: Latency & { count: number; failed: number };
};

async function round(
  base: string,
  headers: () => Record<string, string>,
  media: string,
  bomb: string,
): Promise<Round> {
  const bytes = Buffer.from(bombs[bomb]!);
  let finished = false;
  const probes = Promise.all([
    probe(`${base}/healthz`, () => finished),
    probe(`${base}${media}`, () => finished),
  ]);
  const answers = await Promise.all(
    Array.from({ length: UPLOADS }, (_, i) => upload(base, headers, bytes, `${bomb}-${i}.svg`)),
  );
  finished = true;
  const [healthz, mediaProbe] = await probes;
  return {
    bomb,
    bytes: bytes.length,
    answers,
    healthz: { count: healthz.times.length, failed: healthz.failed, ...summarise(healthz.times) },
    media: {
      count: mediaProbe.times.length,
      failed: mediaProbe.failed,
      ...summarise(mediaProbe.times),
    },
  };
}

const dataDir = scratchDir('acc-bench-svg-');
const env = { DATA_DIR: dataDir, UPLOADS_PER_MINUTE: '1000' };
log(`seeding a small city in ${dataDir} …`);
await seedCity({ ...baseEnv, ...env }, 20);
const base = await startPortal('portal', env);
const headers = await signIn(base);
const photo = await sharp({
  create: { width: 1200, height: 800, channels: 3, background: '#1d6f8c' },
})
  .jpeg()
  .toBuffer();
const first = await upload(base, headers, photo, 'photo.jpg');
if (first.status !== 200)
  throw new Error(`a plain photo answered ${first.status}: ${first.reason}`);
const media = first.reason.replace('_high', '_mid');
log(`a plain 1200×800 JPEG: ${first.status} in ${first.ms} ms`);

const rounds: Round[] = [];
for (const bomb of BOMBS) {
  log(`\n${UPLOADS} × ${bomb} (${Buffer.byteLength(bombs[bomb]!)} bytes) at once …`);
  const r = await round(base, headers, media, bomb);
  rounds.push(r);
  for (const a of r.answers) log(`  ${a.status} after ${a.ms} ms  ${a.reason}`);
}

const after = await upload(base, headers, photo, 'photo-after.jpg');
log(`\na plain 1200×800 JPEG afterwards: ${after.status} in ${after.ms} ms`);

const ms = (x: number) => (Number.isFinite(x) ? x.toFixed(0) : '–');
log('');
printTable(
  [
    'bomb',
    'answers',
    'last answer ms',
    'healthz p50',
    'p95',
    'max',
    'media p50',
    'p95',
    'max',
    'probe failures',
  ],
  rounds.map((r) => [
    r.bomb,
    [...new Set(r.answers.map((a) => a.status))].join('/'),
    ms(Math.max(...r.answers.map((a) => a.ms))),
    ms(r.healthz.p50),
    ms(r.healthz.p95),
    ms(r.healthz.max),
    ms(r.media.p50),
    ms(r.media.p95),
    ms(r.media.max),
    String(r.healthz.failed + r.media.failed),
  ]),
);

/** Node child processes of `pid` whose command line matches `pattern`. */
const childrenOf = (pid: number, pattern: RegExp) =>
  execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(pid)], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => pattern.test(line))
    .map((line) => Number(line.trim().split(/\s+/)[0]));
/** Whether a process still runs: it exists and is not a zombie waiting for its parent. */
const running = (pid: number) => {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

/** SIGTERM while a slow image is being processed: how long until the server and its work end. */
async function stopDuringUpload() {
  const [server] = childrenOf(process.pid, /server\/main\.ts/);
  if (!server) throw new Error('the server process was not found');
  void upload(base, headers, Buffer.from(bombs.dash!), 'dash-stop.svg');
  await new Promise((r) => setTimeout(r, 2000));
  const workers = childrenOf(server, /./);
  markStopping();
  const started = performance.now();
  process.kill(server, 'SIGTERM');
  while (running(server) && performance.now() - started < 120_000)
    await new Promise((r) => setTimeout(r, 50));
  const serverMs = running(server) ? NaN : Math.round(performance.now() - started);
  while (workers.some(running) && performance.now() - started < 120_000)
    await new Promise((r) => setTimeout(r, 50));
  const workersMs = Math.round(performance.now() - started);
  return { serverMs, workersMs, workers, workersLeft: workers.filter(running) };
}
const stop = await stopDuringUpload();

const out = join(root, 'bench/results/svg-upload.json');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(
  out,
  JSON.stringify(
    { measuredAt: new Date().toISOString(), uploads: UPLOADS, rounds, sigterm: stop },
    null,
    2,
  ),
);
log(`\nwritten to ${out}`);
log(
  `SIGTERM during a dash upload: the server ended after ${stop.serverMs} ms, its image ` +
    `workers (${stop.workers.join(', ')}) ` +
    (stop.workersLeft.length ? 'still ran after 120 s' : `after ${stop.workersMs} ms`),
);
process.exit(0);
