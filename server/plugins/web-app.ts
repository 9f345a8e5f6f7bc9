import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Locale } from '../../domain/shared/locale.ts';
import { screenQuery } from '../../domain/shared/page-query.ts';
import { matchScreen } from '../../domain/shared/screens.ts';
import { renderHead, splitLocalePath, type PageMeta } from './html-meta.ts';
import { inProcessApi, loadRenderer, renderSlots } from './page-render.ts';
import { readPageAssets } from './page-assets.ts';
import {
  pageCachePrefix,
  type CachedResponse,
  type ResponseCache,
} from '../adapters/response-cache.ts';
import { sendCached } from './cached-reply.ts';
import { backendCsp } from './security.ts';

/**
 * Meta for a locale-neutral path such as `/news`, in the given language, and the page's
 * status: 404 for a path no screen has or whose article, event, page or offer is missing.
 */
export type MetaResolver = (input: {
  path: string;
  url: string;
  locale: Locale;
  /** The query of the address (a course page's date `i` decides whether it exists). */
  search?: URLSearchParams;
}) => Promise<{ meta: PageMeta; status: number }>;

type Options = {
  distDir: string;
  publicUrl: string;
  resolveMeta: MetaResolver;
  /** Rendered pages for visitors without a session, kept as ready bytes (`page:` keys). */
  cache: ResponseCache;
  /** Whether the request's account may use the editors' backend (null: not signed in). */
  backendAccess: (request: FastifyRequest) => Promise<boolean | null>;
  mapOrigins: string[];
  /** Pages rendered at once (PAGE_RENDERS_AT_ONCE); unset: two per core. */
  rendersAtOnce?: number | undefined;
};

const htmlType = 'text/html; charset=utf-8';
/** A rendered page may lag its data's clock boundaries (a publication time) by this much. */
const pageLifetimeMs = 60_000;

const headMarker = '<!--app-head-->';
const rootMarker = '<div id="root"></div>';

/**
 * Serves the built single-page app: hashed assets with a long cache life, and for every other
 * non-API path the index.html with page meta injected (history fallback). Unknown API paths
 * answer JSON 404.
 */
export const webAppPlugin = fp<Options>(async (app, opts) => {
  const distDir = path.resolve(opts.distDir);
  const indexPath = path.join(distDir, 'index.html');
  const built = existsSync(indexPath);
  // The built page's own <title> gives way to the injected one.
  const template = built
    ? readFileSync(indexPath, 'utf8').replace(/<title>[\s\S]*?<\/title>/, '')
    : '';

  const assets = readPageAssets(distDir);
  const renderer = built ? await loadRenderer(distDir) : undefined;
  const slots = renderSlots(opts.rendersAtOnce ?? 2 * availableParallelism());

  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each compressible file (scripts/precompress.ts):
      // sent as they are, with Vary: Accept-Encoding; @fastify/compress leaves encoded answers
      // alone and only compresses a file that has no ready variant.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  // The editors' backend (decision 032): its own document, never rendered here, never cached,
  // with a fresh style nonce per answer. A signed-in account without a staff role gets 403.
  const backendPath = path.join(distDir, 'backend.html');
  const backendTemplate = existsSync(backendPath) ? readFileSync(backendPath, 'utf8') : '';
  const secure = opts.publicUrl.startsWith('https://');
  async function serveBackend(request: FastifyRequest, reply: FastifyReply) {
    if (!backendTemplate)
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet.');
    const nonce = randomBytes(16).toString('base64');
    const english = request.url.startsWith('/en/');
    const allowed = await opts.backendAccess(request);
    const html = backendTemplate
      .replace(
        '<meta name="csp-nonce" content="" />',
        `<meta name="csp-nonce" content="${nonce}" />`,
      )
      .replace('<html lang="de"', `<html lang="${english ? 'en' : 'de'}"`);
    return reply
      .code(allowed === false ? 403 : 200)
      .header('Content-Security-Policy', backendCsp(nonce, opts.mapOrigins, secure))
      .header('Cache-Control', 'no-store')
      .type(htmlType)
      .send(html);
  }
  for (const url of ['/backend', '/backend/*', '/en/backend', '/en/backend/*'])
    app.get(url, { schema: { hide: true } }, serveBackend);

  app.setNotFoundHandler(
    { preHandler: app.rateLimit ? app.rateLimit() : undefined },
    async (request, reply) => {
      const { pathname, search } = new URL(request.url, 'http://localhost');
      // HEAD is a GET without the body (Node drops it): it must answer as the page would.
      const read = request.method === 'GET' || request.method === 'HEAD';
      const api = pathname.startsWith('/api/') || pathname === '/api';
      // A page's form sent before the app had taken over it (decision 042) posts its fields to
      // the page itself: back to the page, whose app then answers the form. Nothing of what was
      // typed is kept or logged, and the address stays on this site.
      if (request.method === 'POST' && !api && !isAssetPath(pathname)) {
        return reply
          .code(303)
          .header('Location', `/${pathname.replace(/^\/+/, '')}${search}`)
          .send();
      }
      if (api || !read) {
        return reply.code(404).send({ message: 'Not found' });
      }
      // A missing asset (an old hashed name after a deploy) is a 404, never the app's HTML.
      if (isAssetPath(pathname)) {
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      }
      if (!built) {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send('The web app is not built yet. Run `npm run build`.');
      }
      const { locale, path: neutral } = splitLocalePath(pathname);
      const base = opts.publicUrl.replace(/\/$/, '');
      // The page as its screen sees it: only the parameters the screen reads, in one order, so
      // `?utm_source=…` or a reordered query is the same page, rendered and kept once.
      const query = screenQuery(matchScreen(neutral), new URL(request.url, base).searchParams);
      // Set part by part: a path such as `//elsewhere` stays a path on this site.
      const address = new URL(base);
      address.pathname = pathname;
      address.search = query;
      // Anyone without a session gets the screen rendered here, the same for everyone, so
      // kept as ready bytes; signed-in screens and editors' previews render in the browser.
      const renders = renderer !== undefined && !request.session;
      const cacheKey = `${pageCachePrefix}${address.pathname}${address.search}`;
      const cacheable = renders && !address.searchParams.has('pv');
      const hit = cacheable ? opts.cache.get(cacheKey) : undefined;
      if (hit) return sendCached(request, reply, hit, htmlType);
      // Visitors asking for a page while it is being made wait for that one: it only depends
      // on its address.
      const shared = cacheable ? making.get(cacheKey) : undefined;
      if (shared) return sendPage(request, reply, await shared);
      const page = makePage(request, {
        ...{ neutral, locale, address, cacheKey, renders, cacheable },
        canonical: `${base}${pathname}`,
      });
      if (cacheable) {
        making.set(cacheKey, page);
        const done = () => making.delete(cacheKey);
        page.then(done, done);
      }
      return sendPage(request, reply, await page);
    },
  );

  const making = new Map<string, Promise<Page>>();

  /**
   * The page rendered here when a render slot is free, otherwise (or for a signed-in visitor)
   * the app shell with the page's meta, rendered in the browser.
   */
  async function makePage(
    request: FastifyRequest,
    page: {
      neutral: string;
      /** The page's address in its meta (canonical link, og:url). */
      canonical: string;
      locale: Locale;
      address: URL;
      cacheKey: string;
      renders: boolean;
      cacheable: boolean;
    },
  ): Promise<Page> {
    const { locale, address } = page;
    const { meta, status } = await opts.resolveMeta({
      path: page.neutral,
      url: page.canonical,
      locale,
      search: address.searchParams,
    });
    // Every slot taken: the shell now, never a queue; not to be kept as this page anywhere.
    const free = page.renders ? slots.take() : undefined;
    if (page.renders && !free) {
      request.log.debug({ path: page.neutral }, 'every render slot taken: the app shell');
      return { kind: 'html', status, html: pageHtml(meta, locale), cacheControl: 'no-store' };
    }
    try {
      let modules: readonly string[] = [];
      let root = rootMarker;
      let code = status;
      let complete = false;
      // The not-found and forbidden screens render too; a screen whose record is missing
      // fails to render and leaves it to the browser.
      if (renderer && free) {
        // A screen that fails to render here still works in the browser: serve the shell.
        const result = await renderer
          .render({ url: address.href, locale, api: inProcessApi(app, request) })
          .catch((error: unknown) => {
            // Expected for a missing article or offer (its screen throws its not-found).
            const level = status === 200 ? 'warn' : 'debug';
            request.log[level]({ err: error, path: page.neutral }, 'server rendering failed');
            return { kind: 'client', status } as const;
          });
        if (result.kind === 'redirect') return result;
        code = status === 200 ? result.status : status;
        if (result.kind === 'html') {
          complete = true;
          modules = result.modules;
          root =
            `<div id="root">${result.body}</div>` +
            (result.state === undefined
              ? ''
              : `<script type="application/json" id="app-state">${result.state}</script>`);
        }
      }
      const html = pageHtml(meta, locale, modules, root);
      if (page.cacheable && complete && code === 200) {
        const expiresAt = new Date(Date.now() + pageLifetimeMs);
        return { kind: 'kept', entry: await opts.cache.set(page.cacheKey, html, { expiresAt }) };
      }
      return { kind: 'html', status: code, html, cacheControl: 'no-cache' };
    } finally {
      free?.();
    }
  }

  /** The built page with its meta and, when rendered here, the screen; else the app shell. */
  function pageHtml(meta: PageMeta, locale: Locale, modules: readonly string[] = [], root = '') {
    return template
      .replace(headMarker, renderHead(meta) + assets.head(locale, modules))
      .replace(rootMarker, root || rootMarker)
      .replace('<html lang="de"', `<html lang="${locale}"`);
  }
});

/** A page as it is answered: kept as ready bytes, a redirect, or HTML sent as it is. */
type Page =
  | { kind: 'kept'; entry: CachedResponse }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'html'; status: number; html: string; cacheControl: 'no-cache' | 'no-store' };

function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page) {
  if (page.kind === 'kept') return sendCached(request, reply, page.entry, htmlType);
  if (page.kind === 'redirect') return reply.redirect(page.location, page.status);
  return reply
    .code(page.status)
    .header('Cache-Control', page.cacheControl)
    .type(htmlType)
    .send(page.html);
}

/** A file's address (a hashed asset, an icon), never a page's. */
function isAssetPath(pathname: string): boolean {
  return pathname.startsWith('/assets/') || /\.[a-z0-9]{1,5}$/i.test(pathname);
}
