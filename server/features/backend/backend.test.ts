import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../db/seed/accounts.ts';
import { createTestApp, login, type TestApp } from '../../test/app.ts';

type Session = Awaited<ReturnType<typeof login>>;
const resources = [
  'pages',
  'fragments',
  'articles',
  'events',
  'highlights',
  'faq',
  'categories',
  'spottypes',
];

describe('editors backend API', () => {
  let t: TestApp;
  const as: Record<string, Session> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const who of ['anna', 'redaktion', 'moderation', 'admin'])
      as[who] = await login(t.app, `${who}@example.org`, demoPassword);
  });
  afterAll(() => t.close());

  const call = (
    who: string | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      payload,
      ...(who ? { cookies: as[who]!.cookies, headers: as[who]!.headers } : {}),
    });
  const editor = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    call('redaktion', method, url, payload);

  it('refuses visitors (401), users and moderators (403) on content; lets editors and admins in', async () => {
    for (const name of resources) {
      const url = `/api/backend/${name}`;
      expect((await call(null, 'GET', url)).statusCode, url).toBe(401);
      expect((await call('anna', 'GET', url)).statusCode, url).toBe(403);
      expect((await call('moderation', 'GET', url)).statusCode, url).toBe(403);
      expect((await call('admin', 'GET', url)).statusCode, url).toBe(200);
      const res = await editor('GET', url);
      expect(res.statusCode, url).toBe(200);
      const body = res.json();
      expect(body.total).toBeGreaterThanOrEqual(body.data.length);
      for (const record of body.data) expect(record.version).toBeGreaterThanOrEqual(1);
    }
    expect((await call('anna', 'POST', '/api/backend/faq', { group: 'app' })).statusCode).toBe(403);
  });

  it('tells every staff role who it is; the dashboard for all staff, not for users', async () => {
    const me = (await call('moderation', 'GET', '/api/backend/me')).json().data;
    expect(me).toMatchObject({ role: 'moderator', permissions: ['backend', 'moderation'] });
    expect((await call('admin', 'GET', '/api/backend/me')).json().data.permissions).toEqual([
      'backend',
      'content',
      'moderation',
      'roles',
    ]);
    expect((await call('anna', 'GET', '/api/backend/me')).statusCode).toBe(403);
    expect((await call('moderation', 'GET', '/api/backend/dashboard')).statusCode).toBe(200);
    expect((await call('anna', 'GET', '/api/backend/dashboard')).statusCode).toBe(403);
  });

  it('searches, filters, sorts and pages', async () => {
    const all = (await editor('GET', '/api/backend/pages?per_page=200')).json();
    const page2 = (
      await editor('GET', '/api/backend/pages?per_page=2&page=2&sort=slug&order=DESC')
    ).json();
    const slugs = all.data
      .map((p: { slug: string }) => p.slug)
      .sort()
      .reverse();
    expect(page2.data.map((p: { slug: string }) => p.slug)).toEqual(slugs.slice(2, 4));
    expect(page2.total).toBe(all.total);
    const found = (await editor('GET', '/api/backend/pages?q=faq')).json();
    expect(found.data.some((p: { slug: string }) => p.slug === 'faq')).toBe(true);
    const faq = (await editor('GET', '/api/backend/faq?group=app')).json();
    expect(faq.data.every((f: { group: string }) => f.group === 'app')).toBe(true);
    expect((await editor('GET', '/api/backend/pages?sort=nope')).statusCode).toBe(422);
  });

  it('answers 422 naming the field for bad input, writing nothing', async () => {
    const before = (await editor('GET', '/api/backend/audit')).json().total;
    const bad = await editor('POST', '/api/backend/pages', {
      slug: 'Not A Slug',
      title: { de: '' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['slug', 'title.de']));
    const taken = await editor('POST', '/api/backend/pages', {
      slug: 'faq',
      title: { de: 'Doppelt' },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ slug: ['validation.unique'] });
    const noAlt = await editor('POST', '/api/backend/articles', {
      slug: 'ohne-alt',
      published_start: new Date().toISOString(),
      teaser_title: { de: 'T' },
      teaser_description: { de: 'D' },
      teaser_image: '/demo/news-1.svg',
      detail_image: '/demo/news-1.svg',
    });
    expect(noAlt.json().errors).toHaveProperty('detail_image_alt');
    expect((await editor('GET', '/api/backend/audit')).json().total).toBe(before);
  });

  it('creates, saves over the version read, refuses a stale save (409) and records each change', async () => {
    const created = await editor('POST', '/api/backend/pages', {
      slug: 'neue-seite',
      title: { de: 'Neue Seite' },
      position: 30,
    });
    expect(created.statusCode).toBe(200);
    const page = created.json().data;
    expect(page).toMatchObject({ version: 1, published: false, missing_en: ['title'] });

    const saved = await editor('PUT', `/api/backend/pages/${page.id}`, {
      ...page,
      title: { de: 'Neue Seite', en: 'New page' },
      published: true,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ version: 2, missing_en: [] });

    const stale = await call('admin', 'PUT', `/api/backend/pages/${page.id}`, {
      ...page,
      title: { de: 'Überschrieben' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/changed by someone else/);
    expect((await editor('GET', `/api/backend/pages/${page.id}`)).json().data.title.de).toBe(
      'Neue Seite',
    );

    const history = (await editor('GET', `/api/backend/pages/${page.id}/history`)).json();
    expect(history.data.map((e: { action: string }) => e.action)).toEqual(['update', 'create']);
    expect(history.data[0]).toMatchObject({
      actor: 'Sportamt Hamburg',
      changes: {
        published: { from: false, to: true },
        title: { to: { de: 'Neue Seite', en: 'New page' } },
      },
    });

    expect((await editor('DELETE', `/api/backend/pages/${page.id}?version=1`)).statusCode).toBe(
      409,
    );
    expect((await editor('DELETE', `/api/backend/pages/${page.id}?version=2`)).statusCode).toBe(
      200,
    );
    expect((await editor('GET', `/api/backend/pages/${page.id}`)).statusCode).toBe(404);
    expect((await editor('PUT', `/api/backend/pages/${page.id}`, { ...page })).statusCode).toBe(
      404,
    );
  });

  it('refuses writes without the CSRF token (419)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/backend/faq',
      cookies: as.redaktion!.cookies,
      payload: { group: 'app', title: { de: 'x' }, content: { de: 'y' } },
    });
    expect(res.statusCode).toBe(419);
  });

  it('shows a saved news article to visitors on the next request (caches dropped)', async () => {
    const list = (
      await editor('GET', '/api/backend/articles?sort=published_start&order=DESC&scheduled=false')
    ).json();
    const article = list.data[0];
    const publicUrl = `/api/articles/${article.slug}`;
    expect((await t.app.inject({ method: 'GET', url: '/api/content' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: publicUrl })).statusCode).toBe(200);
    const res = await editor('PUT', `/api/backend/articles/${article.id}`, {
      ...article,
      teaser_title: { de: 'Frisch geändert', en: 'Just changed' },
    });
    expect(res.statusCode).toBe(200);
    const bundle = (await t.app.inject({ method: 'GET', url: '/api/content' })).json().data;
    expect(bundle.articles[0].teaser_title).toBe('Frisch geändert');
    const detail = (await t.app.inject({ method: 'GET', url: publicUrl })).json().data;
    expect(detail.teaser_title).toBe('Frisch geändert');
  });

  it('checks fragment content per template, reorders, duplicates as a draft', async () => {
    const page = (await editor('GET', '/api/backend/pages?q=active-city-summer')).json().data[0];
    const list = (
      await editor('GET', `/api/backend/fragments?page_id=${page.id}&per_page=200`)
    ).json();
    const ids: number[] = list.data.map((f: { id: number }) => f.id);
    expect(ids.length).toBeGreaterThan(3);

    const bad = await editor('POST', '/api/backend/fragments', {
      page_id: page.id,
      template: 'text',
      content: { title: { de: 'Ohne Text' } },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('content');
    const noOwner = await editor('POST', '/api/backend/fragments', {
      template: 'separator',
      content: {},
    });
    expect(noOwner.json().errors).toHaveProperty('page_id');

    const reversed = [...ids].reverse();
    const reorder = await editor('POST', '/api/backend/fragments/reorder', { ids: reversed });
    expect(reorder.statusCode).toBe(200);
    const after = (
      await editor('GET', `/api/backend/fragments?page_id=${page.id}&per_page=200&sort=position`)
    ).json();
    expect(after.data.map((f: { id: number }) => f.id)).toEqual(reversed);
    const partial = await editor('POST', '/api/backend/fragments/reorder', {
      ids: reversed.slice(1),
    });
    expect(partial.statusCode).toBe(422);

    const copy = await editor('POST', `/api/backend/fragments/${reversed[0]}/duplicate`);
    expect(copy.statusCode).toBe(200);
    expect(copy.json().data).toMatchObject({ public: false, position: 1, page_id: page.id });
    const pageHistory = (await editor('GET', `/api/backend/pages/${page.id}/history`)).json();
    expect(pageHistory.data[0].action).toBe('reorder');
  });

  it('saves the settings with a version and lists districts read-only', async () => {
    const settings = (await editor('GET', '/api/backend/settings/site')).json().data;
    const saved = await editor('PUT', '/api/backend/settings/site', {
      ...settings,
      site_name: 'Active City Hamburg!',
    });
    expect(saved.statusCode).toBe(200);
    expect((await editor('PUT', '/api/backend/settings/site', settings)).statusCode).toBe(409);
    const bundle = (await t.app.inject({ method: 'GET', url: '/api/content' })).json().data;
    expect(bundle.settings.site_name).toBe('Active City Hamburg!');
    const districts = (await editor('GET', '/api/backend/districts')).json();
    expect(districts.total).toBeGreaterThan(0);
    expect((await editor('PUT', '/api/backend/districts/1', {})).statusCode).toBe(404);
  });

  it('lets only admins assign roles, and a new editor gets in at once', async () => {
    const users = (await call('admin', 'GET', '/api/backend/users?q=anna')).json().data;
    const anna = users.find((u: { email: string }) => u.email === 'anna@example.org');
    expect(anna.role).toBe('user');
    expect(
      (await editor('PUT', `/api/backend/users/${anna.id}`, { roles: ['admin'] })).statusCode,
    ).toBe(403);
    const me = (await call('admin', 'GET', '/api/backend/me')).json().data;
    expect(
      (await call('admin', 'PUT', `/api/backend/users/${me.id}`, { roles: [] })).statusCode,
    ).toBe(422);
    expect(
      (await call('admin', 'PUT', `/api/backend/users/${anna.id}`, { roles: ['boss'] })).statusCode,
    ).toBe(422);
    const given = await call('admin', 'PUT', `/api/backend/users/${anna.id}`, {
      roles: ['editor'],
    });
    expect(given.json().data.role).toBe('editor');
    expect((await call('anna', 'GET', '/api/backend/pages')).statusCode).toBe(200);
  });

  it('shows what waits and the latest changes on the dashboard', async () => {
    const dashboard = (await editor('GET', '/api/backend/dashboard')).json().data;
    expect(dashboard.latest.length).toBeGreaterThan(0);
    expect(dashboard.latest[0].actor).toBeTruthy();
    expect(dashboard.waiting.draft_fragments).toBeGreaterThanOrEqual(1);
  });
});
