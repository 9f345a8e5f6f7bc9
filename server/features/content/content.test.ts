import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { contentBundleSchema } from '../../../domain/content/bundle.ts';
import { pages } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

describe('GET /api/content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('returns the bundle in German by default, matching the shared contract', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/content' });
    expect(res.statusCode).toBe(200);
    const bundle = contentBundleSchema.parse(res.json().data);
    expect(bundle.settings.site_name).toBe('Active City Hamburg');
    expect(bundle.pages.find((p) => p.slug === 'sport-im-park')?.title).toBe('Sport im Park');
    expect(bundle.districts).toHaveLength(7);
    expect(bundle.categories.map((c) => c.slug)).toContain('laufen');
    expect(bundle.highlights.length).toBeGreaterThan(0);
  });

  it('speaks English when the browser asks for it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/content',
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    const bundle = contentBundleSchema.parse(res.json().data);
    expect(bundle.pages.find((p) => p.slug === 'sport-im-park')?.title).toBe('Sport in the park');
    expect(bundle.categories.find((c) => c.slug === 'laufen')?.title).toBe('Running');
  });

  it('keeps the hidden category out of the bundle', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/content' });
    expect(res.json().data.categories.map((c: { slug: string }) => c.slug)).not.toContain(
      'bewegungsinsel',
    );
  });

  it('answers 304 for a matching ETag and sends compressed bytes when asked', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/content' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/content',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const zipped = await t.app.inject({
      method: 'GET',
      url: '/api/content',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(first.json());
    const english = await t.app.inject({
      method: 'GET',
      url: '/api/content',
      headers: { 'accept-language': 'en' },
    });
    expect(english.headers.etag).not.toBe(etag);
  });

  it('falls back to German where an English text is missing', async () => {
    const { app, database, close } = await createTestApp();
    await database.db
      .update(pages)
      .set({ title: { de: 'Nur Deutsch' } })
      .where(eq(pages.slug, 'radfahren'));
    const res = await app.inject({
      method: 'GET',
      url: '/api/content',
      headers: { 'accept-language': 'en' },
    });
    expect(res.json().data.pages.find((p: { slug: string }) => p.slug === 'radfahren').title).toBe(
      'Nur Deutsch',
    );
    await close();
  });
});

describe('GET /api/content with the consent version pinned by configuration', () => {
  it('shows the complex dialog variant', async () => {
    const t = await createTestApp({ config: { CONSENT_VARIANT: 'complex' } });
    const res = await t.app.inject({ method: 'GET', url: '/api/content' });
    expect(res.json().data.settings.consent.variant).toBe('complex');
    await t.close();
  });
});
