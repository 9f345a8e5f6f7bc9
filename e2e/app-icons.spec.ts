import { test, expect } from './fixtures.ts';

test('the start page loads without a missing file, with its icons and web app manifest', async ({
  page,
  visit,
}) => {
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  await visit('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(missing).toEqual([]);

  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect((await page.request.get(icon!)).headers()['content-type']).toContain('image/svg+xml');
  // Pages without an icon link (a mail opened in the dev mailbox) get the browser's default ask.
  const ico = await page.request.get('/favicon.ico');
  expect(ico.status()).toBe(200);
  expect(ico.headers()['content-type']).toMatch(/image\//);
  const manifest = await page.request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  const body = (await manifest.json()) as { name: string; icons: { src: string }[] };
  expect(body.name).toBe('Active City Hamburg');
  for (const { src } of body.icons) expect((await page.request.get(src)).status(), src).toBe(200);
});
