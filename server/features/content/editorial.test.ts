import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  articleDetailSchema,
  eventTeaserSchema,
  pageDetailSchema,
} from '../../../domain/content/articles.ts';
import { fragmentTemplates } from '../../../domain/content/fragments.ts';
import { demoPassword } from '../../db/seed/accounts.ts';
import { createTestApp, login, type TestApp } from '../../test/app.ts';

describe('editorial calls', () => {
  let t: TestApp;
  const now = new Date();
  beforeAll(async () => {
    t = await createTestApp({ seed: { articles: 20, events: 24, now } });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('serves a page with every fragment template, drafts left out', async () => {
    const res = await get('/api/pages/active-city-summer');
    expect(res.statusCode).toBe(200);
    const page = pageDetailSchema.parse(res.json().data);
    expect(new Set(page.fragments.map((f) => f.template))).toEqual(new Set(fragmentTemplates));
    expect(page.fragments.every((f) => f.public)).toBe(true);
    expect(page.preview).toBe(false);
  });

  it('gives headed fragments an anchor and points the table of contents at them', async () => {
    const page = pageDetailSchema.parse(
      (await get('/api/pages/active-city-summer', { 'accept-language': 'en' })).json().data,
    );
    const toc = page.fragments.find((f) => f.template === 'toc');
    const targets = (toc?.content as { fragments?: number[] } | undefined)?.fragments ?? [];
    expect(targets).toHaveLength(4);
    for (const id of targets) expect(page.fragments.find((f) => f.id === id)?.anchor).toBeTruthy();
    expect(page.fragments.find((f) => f.template === 'text')?.anchor).toBe('what-it-is-about');
  });

  it('answers 404 for an unknown page, article, event or teaser', async () => {
    for (const url of [
      '/api/pages/gibt-es-nicht',
      '/api/articles/gibt-es-nicht',
      '/api/events/gibt-es-nicht',
      '/api/articles/x/teaser',
      '/api/events/x/teaser',
      '/api/highlights/999999/teaser',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it('rejects a malformed slug with 422 naming the field', async () => {
    const res = await get('/api/pages/Bad%20Slug');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('slug');
  });

  it('shows drafts in preview to editors only', async () => {
    const visitor = await get('/api/pages/active-city-summer?pv=1');
    expect(visitor.json().data.fragments.some((f: { public: boolean }) => !f.public)).toBe(false);
    const user = await login(t.app, 'anna@example.org', demoPassword);
    const plain = await t.app.inject({
      method: 'GET',
      url: '/api/pages/active-city-summer?pv=1',
      cookies: user.cookies,
    });
    expect(plain.json().data.preview).toBe(false);
    const editor = await login(t.app, 'redaktion@example.org', demoPassword);
    const preview = await t.app.inject({
      method: 'GET',
      url: '/api/pages/active-city-summer?pv=1',
      cookies: editor.cookies,
    });
    expect(preview.json().data.preview).toBe(true);
    expect(preview.json().data.fragments.some((f: { public: boolean }) => !f.public)).toBe(true);
    expect(preview.headers['cache-control']).toContain('no-store');
  });

  it('pages the article list, newest first, with tags as a filter', async () => {
    const first = (await get('/api/articles')).json();
    expect(first).toMatchObject({ currentPage: 1, pages: 3 });
    expect(first.data).toHaveLength(9);
    const dates = first.data.map((a: { published_start: string }) => a.published_start);
    expect([...dates].sort().reverse()).toEqual(dates);
    const last = (await get('/api/articles?page=3')).json();
    expect(last.data).toHaveLength(2);
    const tagged = (await get('/api/articles?tags=laufen')).json();
    expect(tagged.data.length).toBeGreaterThan(0);
    expect(tagged.data.length).toBeLessThan(first.data.length);
  });

  it('serves an article in English with its body', async () => {
    const list = (await get('/api/articles')).json().data;
    const res = await get(`/api/articles/${list[0].slug}`, { 'accept-language': 'en' });
    const article = articleDetailSchema.parse(res.json().data);
    expect(article.fragments.length).toBeGreaterThan(0);
    expect(article.teaser_title).not.toBe(list[0].teaser_title);
    const teaser = await get(`/api/articles/${list[0].slug}/teaser`);
    expect(teaser.json().data.slug).toBe(list[0].slug);
  });

  it('lists the events of a month, and none for an empty month', async () => {
    const next = new Date(now.getFullYear(), now.getMonth() + 2, 15);
    const res = await get(`/api/events?month=${next.getMonth() + 1}&year=${next.getFullYear()}`);
    expect(res.statusCode).toBe(200);
    const events = res.json().data.map((e: unknown) => eventTeaserSchema.parse(e));
    expect(events.length).toBeGreaterThan(0);
    for (const e of events) expect(new Date(e.event_start).getMonth()).toBe(next.getMonth());
    const empty = await get('/api/events?month=1&year=2030');
    expect(empty.json()).toEqual({ data: [], currentPage: 1, pages: 1 });
    expect((await get('/api/events?month=13&year=2026')).statusCode).toBe(422);
  });

  it('lists Euro 2024 events for a match day', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/euro24/calendar',
      payload: { start: '2024-06-16' },
      ...(await csrfFor()),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((e: { teaser_title: string }) => e.teaser_title)).toEqual([
      'Public Viewing: Polen – Niederlande',
      'Polen – Niederlande',
    ]);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/euro24/calendar',
      payload: { start: '16.06.2024' },
      ...(await csrfFor()),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('start');
  });

  it('groups the FAQ and serves a highlight teaser', async () => {
    const faq = (await get('/api/faq')).json().data;
    expect(new Set(faq.map((f: { group: string }) => f.group))).toEqual(
      new Set(['general', 'website', 'app', 'playground']),
    );
    const bundle = (await get('/api/content')).json().data;
    const teaser = await get(`/api/highlights/${bundle.highlights[0].id}/teaser`);
    expect(teaser.json().data.title).toBe(bundle.highlights[0].title);
  });

  async function csrfFor() {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/csrf-cookie' });
    const token = res.cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
    return { cookies: { 'XSRF-TOKEN': token }, headers: { 'x-xsrf-token': token } };
  }
});
