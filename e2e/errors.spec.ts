import { test, expect, ui, type Lang } from './fixtures.ts';

// The statuses these pages answer with (the page itself and its data call) are the point
// here; the browser logs every 4xx it loads. A detail screen or editorial page whose record
// is gone throws the query's not-found to the route's error screen (so the server renders the
// 404 screen too), and React and the router log that caught error.
test.use({
  expectedConsoleErrors:
    /status of (403|404) .*\/(gibt|diese-seite|403|api\/pages|api\/articles)|NotFoundError: (Article|Page) not found/,
});

for (const lang of ['de', 'en'] as Lang[]) {
  const t = ui[lang];

  test.describe(`error pages (${lang})`, () => {
    test('unknown paths answer 404 and the 403 page 403', async ({ page }) => {
      for (const [path, status] of [
        [`${t.prefix}/gibt/es/nicht`, 404],
        [`${t.prefix}/diese-seite-gibt-es-nicht`, 404],
        [`${t.prefix}/news/gibt-es-nicht`, 404],
        [`${t.prefix}/403`, 403],
        [`${t.prefix}/news`, 200],
      ] as const) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(status);
      }
    });

    test('an unknown deep route shows the not-found page inside the layout', async ({
      page,
      visit,
    }) => {
      await visit(`${t.prefix}/gibt/es/nicht`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.notFound);
      await expect(page.locator('html')).toHaveAttribute('lang', t.lang);
      // The visitor is not stranded: header and footer are still there.
      await expect(page.getByRole('link', { name: t.logo })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });

    test('an unknown page slug shows the not-found page', async ({ page, visit }) => {
      await visit(`${t.prefix}/diese-seite-gibt-es-nicht-${Date.now()}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.notFound);
    });

    test('an unknown news article shows the not-found page', async ({ page, visit }) => {
      await visit(`${t.prefix}/news/gibt-es-nicht-${Date.now()}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.notFound);
    });

    test('the 403 page says access is denied', async ({ page, visit }) => {
      await visit(`${t.prefix}/403`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.forbidden);
    });

    test('the logo leads home from the not-found page', async ({
      page,
      visit,
      expectAccessible,
    }) => {
      await visit(`${t.prefix}/gibt/es/nicht`);
      await page.getByRole('link', { name: t.logo }).click();
      await expect(page).toHaveURL(
        (url) => url.pathname.replace(/(.)\/$/, '$1') === (t.prefix || '/'),
      );
      await expect(page.getByRole('heading', { level: 1 }).first()).not.toHaveText(t.notFound);
      await expectAccessible('home via logo');
    });
  });
}

test.describe('API errors', () => {
  test('an unknown API path answers 404 with JSON, not the HTML app', async ({ request }) => {
    for (const path of ['/api/gibt-es-nicht', '/api/content/gibt/es/nicht']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      expect(res.headers()['content-type'], path).toMatch(/^application\/json/);
      const body = (await res.json()) as { message?: unknown };
      expect(typeof body.message, `${path} answers { message }`).toBe('string');
    }
  });

  test('an unknown API path answers 404 for unsafe methods too', async ({ request }) => {
    const res = await request.post('/api/gibt-es-nicht', { data: {} });
    // Without a CSRF token an unsafe request may be refused (419) before routing.
    expect([404, 419]).toContain(res.status());
    expect(res.headers()['content-type']).toMatch(/^application\/json/);
  });

  test('/api/content answers the bundle with an ETag and honours If-None-Match', async ({
    request,
  }) => {
    const first = await request.get('/api/content', { headers: { 'Accept-Language': 'en' } });
    expect(first.status()).toBe(200);
    const etag = first.headers()['etag'];
    expect(etag, 'ETag header').toBeTruthy();
    const body = (await first.json()) as { data?: { settings?: unknown; pages?: unknown[] } };
    expect(body.data?.settings).toBeTruthy();
    expect(Array.isArray(body.data?.pages)).toBe(true);

    const again = await request.get('/api/content', {
      headers: { 'Accept-Language': 'en', 'If-None-Match': etag! },
    });
    expect(again.status()).toBe(304);

    const german = await request.get('/api/content', { headers: { 'Accept-Language': 'de' } });
    expect(german.headers()['etag'], 'German and English bundles differ').not.toBe(etag);
  });
});
