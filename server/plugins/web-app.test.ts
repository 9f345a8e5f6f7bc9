import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

// A built app as the build leaves it: a hashed asset with its .br and .gz beside it.
const script = `export const greeting = ${JSON.stringify('Moin Hamburg! '.repeat(200))};\n`;
const asset = '/assets/entry-Ab12Cd34.js';
// Settings no server would pick on the fly, so the bytes show which file was sent.
const br = brotliCompressSync(script, {
  params: { [constants.BROTLI_PARAM_QUALITY]: 2, [constants.BROTLI_PARAM_LGWIN]: 10 },
});
const gz = gzipSync(script, { level: 1 });

describe('web app: static files', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="de"><head><title>App</title><!--app-head--></head><body><div id="root"></div></body></html>',
    );
    const file = path.join(dist, asset);
    writeFileSync(file, script);
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gz);
    writeFileSync(path.join(dist, 'robots-note.txt'), 'plain\n');
    t = await createTestApp({ config: { WEB_DIST_DIR: dist } });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('sends the brotli file the build wrote, once encoded, cached for a year', async () => {
    const res = await get(asset, { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.equals(br)).toBe(true);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends a form posted to a page before the app ran back to that page, never elsewhere', async () => {
    const post = (url: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=anna%40example.org&password=secret',
      });
    // A page whose form has no plain-post handler (login, register and contact have one:
    // plugins/form-posts.ts).
    const back = await post('/en/angebot?p=2');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/en/angebot?p=2');
    expect(back.body).toBe('');
    expect((await post('//elsewhere.example/angebot')).headers.location).toBe('/angebot');
    // The API answers as it does (here: no CSRF token), never with a redirect.
    expect((await post('/api/nothing-here')).headers.location).toBeUndefined();
    expect((await post(asset)).statusCode).toBe(404);
  });

  it('sends the gzip file to a client without brotli', async () => {
    const res = await get(asset, { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.equals(gz)).toBe(true);
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the plain file without Accept-Encoding', async () => {
    const res = await get(asset);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(script);
  });

  it('keeps files outside /assets/ on a short cache life', async () => {
    const res = await get('/robots-note.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body).toBe('plain\n');
  });
});

/** What the stand-in renderer below saw, and a way to hold one render open. */
type RenderProbe = { urls: string[]; hold?: Promise<void> | undefined };
const probeKey = '__pageRenderProbe';

describe('web app: server-rendered pages', () => {
  let t: TestApp;
  const probe: RenderProbe = { urls: [] };
  beforeAll(async () => {
    // A built app with a renderer beside it, as the build leaves them (dist/web, dist/server):
    // the renderer notes each address it renders and shows its query, so a kept page shows
    // which address it was rendered from.
    const root = mkdtempSync(path.join(tmpdir(), 'portal-built-'));
    const web = path.join(root, 'web');
    mkdirSync(web);
    mkdirSync(path.join(root, 'server'));
    writeFileSync(
      path.join(web, 'index.html'),
      '<!doctype html><html lang="de"><head><title>App</title><!--app-head--></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(
      path.join(root, 'server', 'entry-server.js'),
      `export async function render({ url }) {
        const probe = globalThis.${probeKey};
        probe.urls.push(url);
        const hold = probe.hold;
        probe.hold = undefined;
        await hold;
        return { kind: 'html', status: 200, body: '<p>' + new URL(url).search + '</p>', modules: [] };
      }`,
    );
    (globalThis as Record<string, unknown>)[probeKey] = probe;
    t = await createTestApp({ config: { WEB_DIST_DIR: web, PAGE_RENDERS_AT_ONCE: 1 } });
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  /** The addresses rendered so far under a path, without the site's origin. */
  const renderedUnder = (prefix: string) =>
    probe.urls
      .map((url) => new URL(url))
      .filter((url) => url.pathname.startsWith(prefix))
      .map((url) => url.pathname + url.search);

  it('renders a page once whatever parameters its screen does not read', async () => {
    const first = await get('/angebot?utm_source=newsletter&categories=fussball');
    const second = await get('/angebot?fbclid=abc123&categories=fussball&x=1');
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers.etag).toBe(first.headers.etag);
    // Rendered from the address without them, so the kept page is the same for everyone.
    expect(first.body).toContain('<p>?categories=fussball</p>');
    expect(renderedUnder('/angebot')).toEqual(['/angebot?categories=fussball']);
  });

  it('keeps one page for its screen’s parameters in any order', async () => {
    const first = await get('/events?year=2030&tags=lauf&month=5');
    const second = await get('/events?month=5&tags=lauf&year=2030');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(renderedUnder('/events')).toEqual(['/events?month=5&tags=lauf&year=2030']);
    // A value the screen reads is another page.
    const other = await get('/events?month=6&tags=lauf&year=2030');
    expect(other.headers.etag).not.toBe(first.headers.etag);
  });

  it('answers with the app shell, at once and not to be kept, while every render slot is taken', async () => {
    let release = () => undefined as void;
    probe.hold = new Promise<void>((resolve) => (release = resolve));
    const held = get('/news?tags=held');
    await vi.waitFor(() => expect(renderedUnder('/news')).toEqual(['/news?tags=held']));
    // The same page asked for meanwhile waits for that render rather than starting its own.
    const same = get('/news?utm_medium=mail&tags=held');

    const busy = await get('/meta/faq');
    expect(busy.statusCode).toBe(200);
    expect(busy.headers['cache-control']).toBe('no-store');
    expect(busy.headers.etag).toBeUndefined();
    expect(busy.body).toContain('<div id="root"></div>');
    expect(busy.body).toMatch(/<title>[^<]+<\/title>/);

    release();
    const done = await held;
    expect(done.body).toContain('<p>?tags=held</p>');
    expect((await same).headers.etag).toBe(done.headers.etag);
    expect(renderedUnder('/news')).toEqual(['/news?tags=held']);
    // The slot is free again: the page renders and is kept.
    const after = await get('/meta/faq');
    expect(after.headers.etag).toBeDefined();
    expect(after.body).not.toContain('<div id="root"></div>');
  });
});
