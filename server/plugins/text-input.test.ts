import { mkdtempSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

type Answer = { status: number; type: string; body: string };

/** One request over a socket, target as written: inject cannot send the absolute form. */
function send(port: number, target: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    });
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (data += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      resolve({
        status: Number(head.split(' ')[1]),
        type: /content-type: ([^\r\n]*)/i.exec(head)?.[1] ?? '',
        body,
      });
    });
  });
}

describe('addresses that carry no text', () => {
  let t: TestApp;
  let port = 0;
  beforeAll(async () => {
    // A built app's page shell, so that page addresses reach the page handler.
    const dist = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="de"><head><!--app-head--></head><body><div id="root"></div></body></html>',
    );
    t = await createTestApp({
      seed: { offers: 2, summer: 0, articles: 2, events: 0 },
      config: { WEB_DIST_DIR: dist },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  it('refuses a NUL byte in an absolute-form API request like the origin form, never 500', async () => {
    for (const target of [
      'http://localhost:3000/api/articles?tags=lauf%00',
      '/api/articles?tags=lauf%00',
    ]) {
      const res = await send(port, target);
      expect(res.status, target).toBe(422);
      expect(JSON.parse(res.body).errors, target).toEqual({ tags: ['validation.invalid'] });
    }
    const other = await send(port, 'http://localhost:3000/api/x%00');
    expect(other.status).toBeLessThan(500);
  });

  it('refuses it in the query of a route outside the API (a feed) with 422 naming the field', async () => {
    for (const target of [
      '/feeds/news.xml?lang=%00',
      'http://localhost:3000/feeds/news.xml?lang=%00',
    ]) {
      const res = await send(port, target);
      expect(res.status, target).toBe(422);
      expect(JSON.parse(res.body).errors, target).toEqual({ lang: ['validation.invalid'] });
    }
  });

  it('answers a lone surrogate in an API or feed path with the app’s 400 JSON error', async () => {
    for (const target of [
      '/api/articles/%ED%A0%80',
      'http://localhost:3000/api/articles/%ED%A0%80',
      // A feed or calendar file is read by programs too: the same JSON error.
      '/feeds/events/%ED%A0%80.ics',
    ]) {
      const res = await send(port, target);
      expect(res.status, target).toBe(400);
      expect(res.type, target).toMatch(/application\/json/);
      expect(JSON.parse(res.body), target).toEqual({
        message: 'The address of the request is not valid.',
      });
    }
  });

  it('answers a page address with a NUL byte or a lone surrogate with a 400 page', async () => {
    for (const target of [
      '/news/%00',
      '/%ED%A0%80',
      '/angebot?q=%00',
      'http://localhost:3000/news/%00',
      'http://localhost:3000/%ED%A0%80',
    ]) {
      const res = await send(port, target);
      expect(res.status, target).toBe(400);
      expect(res.type, target).toMatch(/text\/html/);
      expect(res.body, target).toContain('<html lang="de"');
      expect(res.body, target).toContain('Ungültige Adresse');
    }
    const english = await send(port, '/en/news/%00');
    expect(english.status).toBe(400);
    expect(english.body).toContain('Invalid address');
  });

  it('still serves the pages and API calls with ordinary addresses', async () => {
    expect((await send(port, '/news')).status).toBe(200);
    expect((await send(port, 'http://localhost:3000/news')).status).toBe(200);
    expect((await send(port, '/api/articles?tags=lauf')).status).toBe(200);
  });
});
