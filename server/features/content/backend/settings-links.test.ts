import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../../db/seed/accounts.ts';
import { settings } from '../../../db/schema/index.ts';
import { createTestApp, login, type TestApp } from '../../../test/app.ts';
import { buildRenderer } from '../../../test/ssr-build.ts';

describe('links and campaign targets in the site settings', () => {
  let t: TestApp;
  let renderer: Awaited<ReturnType<typeof buildRenderer>>;
  let editor: Awaited<ReturnType<typeof login>>;
  beforeAll(async () => {
    // /playnow is a screen whose loader redirects: only a rendering server answers it as a
    // visitor sees it.
    renderer = await buildRenderer();
    t = await createTestApp({
      seed: { offers: 2, summer: 0, articles: 2, events: 0 },
      config: { WEB_DIST_DIR: renderer.webDir, PUBLIC_URL: 'https://portal.example' },
    });
    editor = await login(t.app, 'redaktion@example.org', demoPassword);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    renderer?.remove();
  });

  const read = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/backend/settings/site',
      cookies: editor.cookies,
    });
    const { id: _id, ...record } = res.json().data;
    return record as { social: object; redirects: object; version: number };
  };
  const save = (payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/backend/settings/site',
      payload,
      cookies: editor.cookies,
      headers: editor.headers,
    });

  it('refuses javascript: links and campaign targets on other sites with 422 naming the fields', async () => {
    const current = await read();
    const res = await save({
      ...current,
      social: { ...current.social, facebook: 'javascript:alert(1)' },
      app_store: { ios: 'javascript:alert(1)', android: null },
      redirects: {
        playnow: 'https://evil.example/angebot',
        olympia: '//evil.example',
        bewegungsbericht: 'javascript:alert(1)',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'social.facebook': ['validation.http_url'],
      'app_store.ios': ['validation.http_url'],
      'redirects.playnow': ['validation.site_path'],
      'redirects.olympia': ['validation.site_path'],
      'redirects.bewegungsbericht': ['validation.site_path'],
    });
    const fine = await save({
      ...current,
      redirects: { ...current.redirects, playnow: '/angebot?utm_campaign=sommer' },
    });
    expect(fine.statusCode).toBe(200);
  });

  it('sends /playnow to its path on this site, and home when a stored target leads elsewhere', async () => {
    const setTarget = async (target: string) => {
      await t.database.db
        .update(settings)
        .set({
          value: sql`jsonb_set(${settings.value}, '{redirects,playnow}', to_jsonb(${target}::text))`,
        })
        .where(eq(settings.key, 'site'));
      // Written past the save route (which now refuses it), as an older version stored it;
      // any save in the backend drops the kept bundle, here the summer calendar's.
      const summer = await t.app.inject({
        method: 'GET',
        url: '/api/backend/settings/summer',
        cookies: editor.cookies,
      });
      const { seasons, version } = summer.json().data;
      const saved = await t.app.inject({
        method: 'PUT',
        url: '/api/backend/settings/summer',
        payload: { seasons, version },
        cookies: editor.cookies,
        headers: editor.headers,
      });
      expect(saved.statusCode).toBe(200);
    };
    const visit = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url });
      return { status: res.statusCode, location: res.headers.location };
    };
    const good = await visit('/playnow');
    expect(good.status).toBeGreaterThanOrEqual(300);
    expect(good.status).toBeLessThan(400);
    expect(good.location).toBe('/angebot?utm_campaign=sommer');
    for (const [target, url] of [
      ['https://evil.example/x', '/playnow'],
      ['javascript:alert(1)', '/en/playnow'],
      ['//evil.example', '/playnow'],
    ] as const) {
      await setTarget(target);
      const res = await visit(url);
      expect(res.status, target).toBeGreaterThanOrEqual(300);
      expect(res.status, target).toBeLessThan(400);
      expect(res.location, target).toBe(url.startsWith('/en/') ? '/en' : '/');
    }
    // Editors still open the settings stored that way, to mend them.
    const stored = await t.app.inject({
      method: 'GET',
      url: '/api/backend/settings/site',
      cookies: editor.cookies,
    });
    expect(stored.statusCode).toBe(200);
    expect(stored.json().data.redirects.playnow).toBe('//evil.example');
  });
});
