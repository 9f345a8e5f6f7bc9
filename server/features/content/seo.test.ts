import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as schema from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

describe('SEO: page meta, sitemap, robots and feeds', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="de"><head><title>App</title><!--app-head--></head><body><div id="root"></div></body></html>',
    );
    t = await createTestApp({
      config: { WEB_DIST_DIR: dist, PUBLIC_URL: 'https://portal.example' },
    });
  });
  afterAll(() => t.close());
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('answers HEAD for a page as GET does, without the body', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    for (const url of ['/', '/news', '/en/angebot']) {
      const head = await fetch(`${base}${url}`, { method: 'HEAD' });
      expect(head.status, url).toBe(200);
      expect(head.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await head.text()).toBe('');
    }
  });

  it('answers 404 for a path no screen has and for a missing article, event, page or offer', async () => {
    const missing = [
      '/gibt/es/nicht',
      '/en/gibt/es/nicht',
      '/keine-solche-seite',
      '/en/keine-solche-seite',
      '/news/keine-solche-meldung',
      '/events/kein-solches-event',
      '/angebot/mitmachen/kein-solches-angebot',
      '/angebot/active-spot/kein-solcher-spot',
      '/404',
    ];
    for (const url of missing) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      // The app still renders its not-found screen in the visitor's language.
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).toContain('<div id="root">');
    }
    expect((await get('/403')).statusCode).toBe(403);
  });

  it('answers 200 for every kind of screen that exists', async () => {
    const article = (await get('/api/articles')).json().data[0];
    const event = { slug: (await get('/sitemap.xml')).body.match(/\/events\/([a-z0-9-]+)/)![1] };
    const pages = [
      '/',
      '/en',
      '/news',
      `/news/${article.slug}`,
      `/en/events/${event.slug}`,
      '/angebot',
      '/meta/impressum',
      '/meta/kontakt',
      '/einfache-sprache',
      '/active-city-day',
      '/en/login',
      '/user/edit',
      '/playground/statistics',
    ];
    for (const url of pages) expect((await get(url)).statusCode, url).toBe(200);
  });

  it('injects share meta of an article into the raw HTML, in its language', async () => {
    const article = (await get('/api/articles'))
      .json()
      .data.find((a: { external: boolean }) => !a.external);
    const res = await get(`/en/news/${article.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en"');
    const english = (
      await t.app.inject({
        method: 'GET',
        url: `/api/articles/${article.slug}`,
        headers: { 'accept-language': 'en' },
      })
    ).json().data;
    expect(res.body).toContain(`<title>${english.detail_title} | Active City Hamburg</title>`);
    expect(res.body).toContain(
      `<meta property="og:url" content="https://portal.example/en/news/${article.slug}">`,
    );
    expect(res.body).toContain('<meta property="og:locale" content="en_GB">');
    expect(res.body).toContain('<meta property="og:type" content="article">');
    expect(res.body).toContain(
      `<link rel="alternate" hreflang="de" href="https://portal.example/news/${article.slug}">`,
    );
    expect(res.body.match(/<title>/g)).toHaveLength(1);
  });

  /** One meta tag's content from raw HTML. */
  const metaOf = (html: string, key: string) =>
    html
      .match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`))?.[1]
      ?.replace(/&#39;/g, "'");
  const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];

  it('describes English pages in English, German ones in German', async () => {
    const english = (await get('/en')).body;
    const german = (await get('/')).body;
    expect(metaOf(german, 'description')).toMatch(/Sport und Bewegung in Hamburg/);
    expect(metaOf(english, 'description')).toMatch(/^Sport and exercise in Hamburg/);
    expect(metaOf(english, 'og:description')).toBe(metaOf(english, 'description'));
    for (const url of ['/en/news', '/en/shop', '/en/login']) {
      expect(metaOf((await get(url)).body, 'description'), url).not.toMatch(
        /Sport und Bewegung|Neuigkeiten|Melde dich/,
      );
    }
  });

  it('gives the shop, account, password, develop and not-found pages their own title and text', async () => {
    const expected: Record<string, string> = {
      '/shop': 'Shop',
      '/login': 'Anmelden',
      '/en/login': 'Log in',
      '/register': 'Registrieren',
      '/en/register': 'Register',
      '/password/forgot': 'Passwort vergessen',
      '/en/password/forgot': 'Forgot password',
      '/password/reset': 'Passwort zurücksetzen',
      '/en/password/reset': 'Reset password',
      '/develop': 'Für Entwicklerinnen, Entwickler und Vereine',
      '/en/develop': 'For developers and clubs',
      '/gibt/es/nicht': 'Seite nicht gefunden',
      '/en/gibt/es/nicht': 'Page not found',
      '/news/keine-solche-meldung': 'Seite nicht gefunden',
    };
    const descriptions = new Set<string>();
    for (const [url, title] of Object.entries(expected)) {
      const html = (await get(url)).body;
      expect(titleOf(html), url).toBe(`${title} | Active City Hamburg`);
      const description = metaOf(html, 'description')!;
      expect(description, url).not.toBe(metaOf((await get('/')).body, 'description'));
      descriptions.add(description);
    }
    // Every page its own text, not one shared by all.
    expect(descriptions.size).toBeGreaterThanOrEqual(Object.keys(expected).length - 1);
  });

  it('shares a bitmap: an SVG picture gives way to the default PNG, which is served', async () => {
    const article = (await get('/api/articles'))
      .json()
      .data.find((a: { external: boolean }) => !a.external);
    // The demo pictures are SVG, which no social network shows.
    expect(article.teaser_image).toMatch(/\.svg$/);
    for (const url of ['/', '/en/shop', `/news/${article.slug}`, '/meta/impressum']) {
      expect(metaOf((await get(url)).body, 'og:image'), url).toMatch(
        /^https:\/\/portal\.example\/.+\.(png|jpe?g|gif|webp)$/,
      );
    }
    expect(metaOf((await get('/')).body, 'og:type')).toBe('website');
    expect(metaOf((await get('/')).body, 'og:image')).toBe(
      'https://portal.example/share-image.png',
    );
  });

  it('keeps a missing page out of indexes and names no canonical address for it', async () => {
    for (const url of ['/gibt/es/nicht', '/en/news/keine-solche-meldung', '/404']) {
      const html = (await get(url)).body;
      expect(html, url).toContain('<meta name="robots" content="noindex">');
      expect(html, url).not.toContain('rel="canonical"');
      expect(html, url).not.toContain('hreflang=');
      expect(html, url).not.toContain('og:url');
    }
    const found = (await get('/shop')).body;
    expect(found).toContain('<link rel="canonical" href="https://portal.example/shop">');
    expect(found).not.toContain('noindex');
  });

  it('uses the page title for editorial pages and the site text elsewhere', async () => {
    expect((await get('/meta/impressum')).body).toContain(
      '<title>Impressum | Active City Hamburg</title>',
    );
    expect((await get('/')).body).toContain('<title>Active City Hamburg</title>');
    expect((await get('/en/events')).body).toContain('<title>Events | Active City Hamburg</title>');
    expect((await get('/angebot')).body).toContain(
      '<title>Sportangebot | Active City Hamburg</title>',
    );
    expect((await get('/gibt/es/nicht')).body).toContain(
      '<title>Seite nicht gefunden | Active City Hamburg</title>',
    );
  });

  it('answers a missing asset with 404 instead of the app', async () => {
    const res = await get('/assets/index-gone.js');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/plain');
  });

  it('escapes what it injects', async () => {
    const res = await get('/news/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(res.body).not.toContain('<script>alert(1)</script>');
  });

  it('serves robots.txt pointing at the sitemap, which lists pages with hreflang alternates', async () => {
    expect((await get('/robots.txt')).body).toContain(
      'Sitemap: https://portal.example/sitemap.xml',
    );
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain('<loc>https://portal.example/meta/impressum</loc>');
    expect(sitemap).toContain('<loc>https://portal.example/active-city-summer</loc>');
    expect(sitemap).toContain('hreflang="en" href="https://portal.example/en/news"');
  });

  it('lists the shop and the statistics of the city and of every district', async () => {
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain('<loc>https://portal.example/shop</loc>');
    expect(sitemap).toContain('<loc>https://portal.example/playground/statistics</loc>');
    const districts = (await get('/api/content')).json().data.districts as { slug: string }[];
    expect(districts.length).toBeGreaterThan(0);
    for (const { slug } of districts) {
      expect(sitemap).toContain(`<loc>https://portal.example/playground/statistics/${slug}</loc>`);
      // Each listed page exists.
      expect((await get(`/playground/statistics/${slug}`)).statusCode).toBe(200);
    }
  });

  it('lists the offers, summer courses and talks visitors may open, and leaves hidden offers out', async () => {
    const offers = await t.database.db
      .select({ type: schema.offers.type, slug: schema.offers.slug })
      .from(schema.offers);
    const spot = offers.find((o) => o.type === 'spot')!;
    const course = offers.find((o) => o.type === 'summerevent')!;
    const talk = (await get('/api/peptalks')).json().data[0];
    let sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain(`<loc>https://portal.example/angebot/active-spot/${spot.slug}</loc>`);
    expect(sitemap).toContain(
      `hreflang="en" href="https://portal.example/en/active-city-summer/${course.slug}"`,
    );
    expect(sitemap).toContain(`<loc>https://portal.example/peptalk/${talk.videoid}</loc>`);

    await t.database.db
      .update(schema.offers)
      .set({ hiddenAt: new Date(), hiddenReason: 'Test' })
      .where(eq(schema.offers.slug, spot.slug));
    sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).not.toContain(`/angebot/active-spot/${spot.slug}<`);
  });

  it('publishes the news as RSS and the events as iCalendar', async () => {
    const rss = await get('/feeds/news.xml?lang=en');
    expect(rss.headers['content-type']).toContain('application/rss+xml');
    expect(rss.body).toContain('<language>en</language>');
    expect(rss.body.match(/<item>/g)?.length).toBeGreaterThan(3);
    const ics = await get('/feeds/events.ics');
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.body).toMatch(/DTSTART(;VALUE=DATE)?:\d{8}/);
    expect(ics.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });
});
