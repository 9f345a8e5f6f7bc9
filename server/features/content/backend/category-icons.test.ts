import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../../db/seed/accounts.ts';
import { categories } from '../../../db/schema/index.ts';
import { createTestApp, login, type TestApp } from '../../../test/app.ts';
import { buildRenderer } from '../../../test/ssr-build.ts';

// Names every plain object inherits: looked up in a record of icons, they found functions.
const inherited = ['constructor', '__proto__', 'toString'];

describe('category icons named like what every object inherits', () => {
  let t: TestApp;
  let renderer: Awaited<ReturnType<typeof buildRenderer>>;
  beforeAll(async () => {
    renderer = await buildRenderer();
    t = await createTestApp({
      seed: { offers: 2, summer: 0, articles: 2, events: 0 },
      config: { WEB_DIST_DIR: renderer.webDir },
    });
    // As stored before icon names were checked, and before any page or bundle was kept.
    const slugs = ['laufen', 'fussball', 'yoga'];
    for (const [i, slug] of slugs.entries())
      await t.database.db
        .update(categories)
        .set({ icon: inherited[i]! })
        .where(inArray(categories.slug, [slug]));
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    renderer?.remove();
  });

  it('still renders the start page and the offers page with their categories', async () => {
    for (const url of ['/', '/angebot', '/en/angebot']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      // Rendered here, not left to the browser: the page carries its screen and its state.
      expect(res.body, url).not.toContain('<div id="root"></div>');
      expect(res.body, url).toContain('id="app-state"');
    }
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain('Laufen');
  });

  it('refuses an icon name outside the known list on save, with 422 naming the field', async () => {
    const editor = await login(t.app, 'redaktion@example.org', demoPassword);
    const save = (icon: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/backend/categories',
        payload: {
          slug: `neu-${icon.replace(/[^a-z]/gi, '').toLowerCase()}`,
          title: { de: 'Neu' },
          icon,
        },
        cookies: editor.cookies,
        headers: editor.headers,
      });
    for (const icon of [...inherited, 'has-own-property', 'unknown-icon']) {
      const res = await save(icon);
      expect(res.statusCode, icon).toBe(422);
      expect(res.json().errors, icon).toEqual({ icon: ['validation.icon'] });
    }
    expect((await save('swimming')).statusCode).toBe(200);
    // The editors' list still shows the categories stored with such a name, to be mended.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/backend/categories?per_page=100',
      cookies: editor.cookies,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((c: { icon: string }) => c.icon)).toEqual(
      expect.arrayContaining(inherited),
    );
  });
});
