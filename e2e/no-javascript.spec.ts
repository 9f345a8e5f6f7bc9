import { test, expect } from './fixtures.ts';

// Public screens arrive rendered by the server: someone whose browser runs no JavaScript (or
// a crawler, or a link preview) reads the same text.
test.use({ javaScriptEnabled: false });

test('a news article reads without JavaScript', async ({ page, request }) => {
  const article = (await (await request.get('/api/articles')).json()).data.find(
    (a: { external: boolean }) => !a.external,
  );
  await page.goto(`/news/${article.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(article.teaser_title);
  await expect(page.getByRole('link', { name: 'Active City Hamburg – Startseite' })).toBeVisible();
});

test('the offer list reads without JavaScript, in English too', async ({ page, request }) => {
  const list = (await (await request.get('/api/offers?types=entry&page=1')).json()) as {
    data: { title: string }[];
  };
  await page.goto('/angebot?types=entry');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sportangebot');
  await expect(page.getByRole('main')).toContainText(list.data[0]!.title);

  await page.goto('/en/angebot?types=entry');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sports offers');
});

test('a missing article says so without JavaScript, with status 404', async ({
  page,
  allowConsoleErrors,
}) => {
  // The browser reports the page's own 404 status in its console.
  allowConsoleErrors(/status of 404/);
  const response = await page.goto('/news/gibt-es-nicht');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
});
