/**
 * Lighthouse on the portal's main routes in German and English (ARCHITECTURE.md, performance
 * budgets: "Lighthouse (mobile, default throttling) performance >= 95, accessibility 100"):
 *
 *  1. seeds a fresh DATA_DIR with the demo city (BENCH_OFFERS offers, default 400);
 *  2. starts the built app (NODE_ENV=production) on a free port;
 *  3. finds a news article and an offer through the API;
 *  4. runs Lighthouse (mobile, default simulated throttling; performance, accessibility,
 *     best practices, SEO) in Debian's Chromium, headless, once per route and run.
 *
 *   npm run bench:lighthouse                       (= vite build, then this file)
 *   npm run bench:lighthouse -- --runs 3 --routes home,offers,/en/news
 *   npm run bench:lighthouse -- --first-visit      (cookie banner up, nothing stored)
 *   WEB_DIST_DIR=/tmp/x node --import tsx bench/lighthouse.bench.ts   (an existing build)
 *
 * By default the visitor has answered the cookie question ("essential only"), as a returning
 * visitor has: otherwise the banner covers every page. Lighthouse still empties the HTTP
 * cache before each run. Prints one row per route with the median of the runs, each value
 * marked against its goal, the audits behind every miss, and writes
 * bench/results/lighthouse.json. Always exits 0 once measured: it is a measurement.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { detailSegment, type OfferType } from '../domain/offers/constants.ts';
import { printFailures, printTable, summarise, type RouteResult } from './lighthouse-report.ts';
import {
  prepareCookies,
  runLighthouse,
  startChromium,
  type Consent,
  type Figures,
} from './lighthouse-run.ts';
import { baseEnv, scratchDir, seedCity, startPortal } from './portal-server.ts';
import { log, markStopping, root } from './processes.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: process.env.BENCH_RUNS ?? '1' },
    routes: { type: 'string', default: process.env.BENCH_ROUTES ?? '' },
    'first-visit': { type: 'boolean', default: process.env.BENCH_FIRST_VISIT === '1' },
  },
});
const RUNS = Number(args.runs);
const OFFERS = Number(process.env.BENCH_OFFERS ?? 400);
const firstVisit = args['first-visit'];
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs must be 1 or more (${args.runs})`);

type Route = { name: string; path: string };

async function getJson<T>(url: string, language: string): Promise<T> {
  const response = await fetch(url, { headers: { 'accept-language': language } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

type Samples = { article: string; offer: string };

/**
 * The first article and the first offer the API lists (in German: the slugs are the same in
 * both languages), so both languages measure the same pages.
 */
async function samplesOf(base: string): Promise<Samples> {
  const articles = await getJson<{ data: { slug: string }[] }>(`${base}/api/articles`, 'de');
  const offers = await getJson<{ data: { type: OfferType; slug: string }[] }>(
    `${base}/api/offers?limit=1`,
    'de',
  );
  const article = articles.data[0];
  const offer = offers.data[0];
  if (!article) throw new Error('the API lists no article');
  if (!offer) throw new Error('the API lists no offer');
  return { article: article.slug, offer: `${detailSegment[offer.type]}/${offer.slug}` };
}

function routesOf(samples: Samples, language: 'de' | 'en'): Route[] {
  const prefix = language === 'en' ? '/en' : '';
  const routes: Route[] = [
    { name: 'home', path: '/' },
    { name: 'news', path: '/news' },
    { name: 'article', path: `/news/${samples.article}` },
    { name: 'events', path: '/events' },
    { name: 'page', path: '/sport-im-park' },
    { name: 'faq', path: '/meta/faq' },
    // Below 900 px (Lighthouse's phone is 412 px wide) the offer screen always shows its list,
    // with a teaser for the map; there is no query that asks for the list as such.
    { name: 'offers', path: '/angebot' },
    { name: 'offer', path: `/angebot/${samples.offer}` },
    { name: 'summer', path: '/active-city-summer' },
    { name: 'shop', path: '/shop' },
  ];
  return routes.map((r) => ({
    name: r.name,
    path: prefix && r.path === '/' ? prefix : `${prefix}${r.path}`,
  }));
}

/** `--routes home,offers,/en/news`: route names (both languages) or exact paths. */
function selected(routes: Route[], filter: string): Route[] {
  const wanted = filter
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (wanted.length === 0) return routes;
  const chosen = routes.filter((r) => wanted.includes(r.name) || wanted.includes(r.path));
  if (chosen.length === 0) {
    throw new Error(
      `--routes ${filter} matches no route; names: ${[...new Set(routes.map((r) => r.name))].join(', ')}`,
    );
  }
  return chosen;
}

async function consentOf(base: string): Promise<Consent> {
  type Bundle = { data: { settings: { consent: { cookies: Consent['cookies'] } } } };
  const content = await getJson<Bundle>(`${base}/api/content`, 'de');
  return { origin: new URL(base).origin, cookies: content.data.settings.consent.cookies };
}

const attempts = 3;

/**
 * One run, tried again when Lighthouse's trace broke (NO_NAVSTART and the like, frequent on a
 * busy machine; Lighthouse itself says to run again).
 */
async function measureOnce(url: string, port: number, consent: Consent | null): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    try {
      await prepareCookies(port, consent);
      return await runLighthouse(url, port, firstVisit);
    } catch (error) {
      if (attempt >= attempts) throw error;
      const message = error instanceof Error ? error.message : String(error);
      log(`  attempt ${attempt} failed (${message.slice(-60)}), trying again`);
    }
  }
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function main() {
  const visit = firstVisit
    ? 'first visit: no cookies, the consent banner is up'
    : 'returning visitor: consent answered (essential only), no banner; HTTP cache emptied';
  log(`Lighthouse benchmark: mobile, simulated throttling, ${RUNS} run(s) per route (median)`);
  log(visit);
  log(`node ${process.version}, ${cpus().length} CPU(s), load average ${load()}`);
  const dist = process.env.WEB_DIST_DIR ?? join(root, 'dist/web');
  if (!existsSync(join(dist, 'index.html'))) {
    throw new Error(`no built app in ${dist}: run \`npx vite build\` first (or bench:lighthouse)`);
  }

  const dataDir = scratchDir('acc-bench-lighthouse-');
  const env = { DATA_DIR: dataDir, WEB_DIST_DIR: dist };
  log(`\n== seeding the demo city (${OFFERS} offers)`);
  await seedCity({ ...baseEnv, ...env }, OFFERS);
  const base = await startPortal('server', env);
  log(`portal on ${base}`);
  const samples = await samplesOf(base);
  const routes = selected([...routesOf(samples, 'de'), ...routesOf(samples, 'en')], args.routes);
  const consent = firstVisit ? null : await consentOf(base);

  const chrome = await startChromium();
  const results: RouteResult[] = [];
  const failed: { path: string; message: string }[] = [];
  try {
    // Lighthouse's first run in a fresh browser and server is slower than any later one.
    log('\n== warming up');
    await runLighthouse(`${base}/`, chrome.port, firstVisit);
    log(`\n== measuring ${routes.length} routes`);
    for (const route of routes) {
      const runs: Figures[] = [];
      try {
        for (let i = 0; i < RUNS; i++) {
          runs.push(await measureOnce(`${base}${route.path}`, chrome.port, consent));
        }
      } catch (error) {
        // One broken route (a 404, a crashed tab) is a finding, not the end of the run.
        const message = error instanceof Error ? error.message : String(error);
        log(`${route.path}: Lighthouse failed: ${message}`);
        failed.push({ path: route.path, message });
        continue;
      }
      const result = summarise(route.name, route.path, runs);
      results.push(result);
      const f = result.figures;
      log(
        `${route.path}: perf ${f.performance}, a11y ${f.accessibility}, bp ${f.bestPractices}, ` +
          `seo ${f.seo}, LCP ${f.lcpS.toFixed(2)} s, CLS ${f.cls.toFixed(3)}, TBT ${Math.round(f.tbtMs)} ms`,
      );
    }
  } finally {
    chrome.kill();
  }

  log(`\n== results (${visit})\n`);
  printTable(results);
  printFailures(results);
  for (const f of failed) log(`\n${f.path} not measured: ${f.message}`);
  const passing = results.filter((r) => r.missed.length === 0).length;
  log(`\n${passing} of ${results.length + failed.length} routes meet every goal`);
  log(`load average at the end ${load()} (${cpus().length} CPUs)`);

  mkdirSync(join(root, 'bench/results'), { recursive: true });
  const file = join(root, 'bench/results/lighthouse.json');
  const measuredAt = new Date().toISOString();
  writeFileSync(
    file,
    `${JSON.stringify({ measuredAt, firstVisit, runs: RUNS, cpus: cpus().length, results, failed }, null, 2)}\n`,
  );
  log(`results: ${file}`);
  markStopping();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    log(`\nLighthouse benchmark failed: ${error instanceof Error ? error.stack : String(error)}`);
    markStopping();
    process.exit(1);
  },
);
