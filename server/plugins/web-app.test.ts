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
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    const login = await post('/en/login?next=%2Fprofil');
    expect(login.statusCode).toBe(303);
    expect(login.headers.location).toBe('/en/login?next=%2Fprofil');
    expect(login.body).toBe('');
    expect((await post('//elsewhere.example/login')).headers.location).toBe('/login');
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
