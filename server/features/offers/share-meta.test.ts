import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

// The HTML shell of an offer's detail page carries the offer's own share tags (page-meta).
describe('share meta of offer detail pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="de"><head><title>App</title><!--app-head--></head><body></body></html>',
    );
    t = await createTestApp({
      seed: { offers: 0 },
      config: { WEB_DIST_DIR: dist, PUBLIC_URL: 'https://portal.example' },
    });
    await t.database.db.insert(offers).values({
      type: 'spot',
      slug: 'skatepark-ottensen',
      title: { de: 'Skatepark Ottensen', en: 'Skate park Ottensen' },
      description: { de: 'Rampen & Rails für alle.', en: 'Ramps & rails for everyone.' },
      image: '/demo/skatepark.jpg',
      latitude: 53.55,
      longitude: 9.92,
    });
  });
  afterAll(() => t.close());

  it('names the offer in title, description, image and canonical link, per language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/en/angebot/active-spot/skatepark-ottensen',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Skate park Ottensen | ');
    expect(res.body).toContain(
      '<meta name="description" content="Ramps &amp; rails for everyone.">',
    );
    expect(res.body).toContain(
      '<meta property="og:image" content="https://portal.example/demo/skatepark.jpg">',
    );
    expect(res.body).toContain(
      '<link rel="canonical" href="https://portal.example/en/angebot/active-spot/skatepark-ottensen">',
    );
  });

  it('keeps the portal’s own tags for a slug of another type or an unknown one', async () => {
    for (const url of ['/angebot/verein/skatepark-ottensen', '/angebot/mitmachen/gibt-es-nicht']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body).not.toContain('Skatepark Ottensen');
    }
  });
});
