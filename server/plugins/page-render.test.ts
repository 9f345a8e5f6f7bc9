import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../test/app.ts';

const demoPassword = 'Hamburg-bewegt-2026';
const configFile = path.resolve(import.meta.dirname, '../../vite.config.ts');

describe('server-rendered pages', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    // The real build, browser and server side, as `npm run build` makes it.
    dist = mkdtempSync(path.join(tmpdir(), 'portal-ssr-'));
    await build({ configFile, logLevel: 'silent', build: { outDir: path.join(dist, 'web') } });
    await build({
      configFile,
      logLevel: 'silent',
      build: { ssr: 'src/entry-server.tsx', outDir: path.join(dist, 'server') },
    });
    t = await createTestApp({ config: { WEB_DIST_DIR: path.join(dist, 'web') } });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, cookies?: Record<string, string>) =>
    t.app.inject({ method: 'GET', url, ...(cookies ? { cookies } : {}) });

  it('answers a public screen with its heading, its text and the state to hydrate from', async () => {
    const article = (await get('/api/articles')).json().data[0];
    const res = await get('/news');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toMatch(/<h1[^>]*>News/);
    expect(res.body).toContain(article.teaser_title);
    expect(res.body).toContain('<script type="application/json" id="app-state">');
    // No script the Content-Security-Policy would have to allow.
    expect(res.body).not.toMatch(/<script(?![^>]*(type="module"|type="application\/json"))/);

    const english = await get(`/en/news/${article.slug}`);
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<html lang="en"');
    expect(english.body).toMatch(/<h1[^>]*>/);
  });

  it('links the one stylesheet and names the code and strings of the screen it rendered', async () => {
    const res = await get('/meta/faq');
    const styles = [...res.body.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map(
      ([, href]) => String(href),
    );
    // The entry preloads this list after the first paint (web/src/lib/page-modules.ts).
    const list = /<script type="application\/json" id="app-modules">([^<]*)<\/script>/.exec(
      res.body,
    );
    const code = JSON.parse(list?.[1] ?? '[]') as string[];
    expect(res.body).not.toContain('modulepreload');
    // Every screen's styles are in one file (the map's apart), so nothing moves as code arrives.
    expect(styles).toHaveLength(1);
    expect(code.some((href) => /\/assets\/faq-[\w-]+\.js$/.test(href))).toBe(true);
    expect(code.some((href) => /\/assets\/content-[\w-]+\.js$/.test(href))).toBe(true);
    // The news list's code is not this page's.
    expect(code.some((href) => /news-list/.test(href))).toBe(false);
    expect(new Set(code).size).toBe(code.length);
  });

  it('answers a path no screen has with 404 and the not-found screen', async () => {
    const res = await get('/gibt/es/nicht');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Seite nicht gefunden');
  });

  it('answers a missing article or offer with 404 and the not-found screen, nothing to hydrate', async () => {
    const article = await get('/news/gibt-es-nicht');
    expect(article.statusCode).toBe(404);
    expect(article.body).toContain('Seite nicht gefunden');
    // The browser renders the article screen afresh (it cannot hydrate another screen's HTML).
    expect(article.body).not.toContain('id="app-state"');

    const offer = await get('/en/angebot/active-spot/gibt-es-nicht');
    expect(offer.statusCode).toBe(404);
    expect(offer.body).toContain('<html lang="en"');
    expect(offer.body).toMatch(/<h1[^>]*>[^<]*not found/i);
  });

  it('keeps an anonymous page as ready bytes until something changes', async () => {
    const first = await get('/meta/faq');
    const second = await get('/meta/faq');
    expect(first.headers.etag).toBeDefined();
    expect(second.headers.etag).toBe(first.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: '/meta/faq',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('never keeps a preview or a signed-in visitor’s page, and renders the latter in the browser', async () => {
    const preview = await get('/sport-im-park?pv=1');
    expect(preview.statusCode).toBe(200);
    expect(preview.headers.etag).toBeUndefined();

    const { cookies } = await login(t.app, 'anna@example.org', demoPassword);
    const signedIn = await get('/news', cookies);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers.etag).toBeUndefined();
    expect(signedIn.body).toContain('<div id="root"></div>');
  });

  it('sends a visitor without a session from a signed-in screen to login', async () => {
    const res = await get('/user/edit');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?redirect=%2Fuser%2Fedit');
  });
});
