import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { articles } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

// Cached answers that depend on the clock end at their own boundary: a scheduled article
// appears when its publication starts, with no write and no restart in between.
describe('scheduled content and the cache', () => {
  let t: TestApp;
  const start = new Date('2030-03-02T09:00:00Z');
  const publication = new Date('2030-03-02T12:00:00Z');
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    t = await createTestApp();
    await t.database.db.insert(articles).values({
      slug: 'geplanter-artikel',
      publishedStart: publication,
      teaserTitle: { de: 'Geplanter Artikel', en: 'Scheduled article' },
      teaserDescription: { de: 'Erscheint um zwölf.', en: 'Appears at noon.' },
      teaserImage: '/demo/news-1.svg',
    });
  });
  afterEach(() => vi.setSystemTime(start));
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  const slugsIn = async (url: string, pick: (body: never) => { slug: string }[]) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return pick(res.json() as never).map((a) => a.slug);
  };
  const bundleArticles = () =>
    slugsIn('/api/content', (b: { data: { articles: { slug: string }[] } }) => b.data.articles);
  const listArticles = () => slugsIn('/api/articles', (b: { data: { slug: string }[] }) => b.data);

  it('shows a scheduled article in the bundle and the list once its time has come', async () => {
    expect(await bundleArticles()).not.toContain('geplanter-artikel');
    expect(await listArticles()).not.toContain('geplanter-artikel');
    // Still cached a minute before.
    vi.setSystemTime(new Date(publication.getTime() - 60_000));
    expect(await bundleArticles()).not.toContain('geplanter-artikel');
    vi.setSystemTime(publication);
    expect(await bundleArticles()).toContain('geplanter-artikel');
    expect(await listArticles()).toContain('geplanter-artikel');
    const detail = await t.app.inject({ method: 'GET', url: '/api/articles/geplanter-artikel' });
    expect(detail.statusCode).toBe(200);
  });
});
