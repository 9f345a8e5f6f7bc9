import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { events, settings } from '../schema/index.ts';

// The campaign links (/playnow, /olympia, /bewegungsbericht) send visitors to the seed's
// redirect targets: each must be a page that exists, in both languages.
describe('the demo content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('says each lead once: the body of an article, event or page does not repeat it', async () => {
    const get = async (url: string) => (await t.app.inject({ url })).json().data;
    const article = (await get('/api/articles'))[0];
    const [event] = await t.database.db.select({ slug: events.slug }).from(events).limit(1);
    for (const detail of [
      await get(`/api/articles/${article.slug}`),
      await get(`/api/events/${event!.slug}`),
      await get('/api/pages/active-city-day'),
    ]) {
      const lead = (detail.teaser_description ?? detail.description) as string;
      expect(lead).toBeTruthy();
      expect(JSON.stringify(detail.fragments)).not.toContain(lead);
    }
  });

  it('has redirect targets that all lead to content that exists', async () => {
    const bundle = (await t.app.inject({ url: '/api/content' })).json().data;
    const targets = Object.entries(bundle.settings.redirects as Record<string, string>);
    expect(targets.length).toBeGreaterThan(0);
    for (const [name, target] of targets) {
      const path = target.split('?')[0]!;
      const article = /^\/news\/([a-z0-9-]+)$/.exec(path);
      const api =
        path === '/angebot'
          ? '/api/categories'
          : article
            ? `/api/articles/${article[1]}`
            : `/api/pages${path}`;
      for (const language of ['de', 'en']) {
        const res = await t.app.inject({ url: api, headers: { 'accept-language': language } });
        expect(res.statusCode, `${name} → ${target} (${language})`).toBe(200);
      }
    }
  });

  it('names no app-store address until the operator enters one, and unsets the old stand-in', async () => {
    const bundle = (await t.app.inject({ url: '/api/content' })).json().data;
    expect(bundle.settings.app_store).toEqual({ ios: null, android: null });

    // A database seeded before kept the made-up App Store id: the migration unsets it.
    const standIn = 'https://apps.apple.com/de/app/active-city-hamburg/id0000000000';
    const site = eq(settings.key, 'site');
    const [row] = await t.database.db.select().from(settings).where(site);
    const old = {
      ...(row!.value as object),
      app_store: { ios: standIn, android: 'https://x.test' },
    };
    await t.database.db.update(settings).set({ value: old }).where(site);
    const migration = new URL('../migrations/0008_app_store_unset.sql', import.meta.url);
    await t.database.db.execute(sql.raw(await readFile(migration, 'utf8')));
    const [after] = await t.database.db.select().from(settings).where(site);
    expect((after!.value as { app_store: unknown }).app_store).toEqual({
      ios: null,
      android: null,
    });
  });
});
