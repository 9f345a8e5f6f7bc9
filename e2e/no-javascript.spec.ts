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

test('the menu opens without JavaScript and its links lead on', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Menü' }).click();
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: 'News', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/news');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a wrong password says so without JavaScript', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-Mail oder Benutzername').fill('anna@example.org');
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill('nicht-ihr-passwort');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(/\/login\?/);
  await expect(page.getByRole('alert')).toContainText(
    'E-Mail-Adresse, Benutzername oder Passwort stimmen nicht.',
  );
});

test('the contact form answers without JavaScript', async ({ page }) => {
  await page.goto('/meta/kontakt');
  const form = page.getByRole('main').getByRole('region', { name: 'Schreib uns' });
  await form.getByLabel(/^Name/).fill('Lena Brandt');
  await form.getByLabel(/^E-Mail-Adresse/).fill('lena@example.org');
  await form.getByLabel(/^Betreff/).fill('Lauftreff');
  await form.getByLabel(/^Nachricht/).fill('Wann trifft er sich?');
  // The browser's own check lets an unticked box through only without `required`: the
  // server's answer is the one that counts, so send once without consent.
  await form.getByRole('checkbox').evaluate((box) => box.removeAttribute('required'));
  await form.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByRole('alert')).toContainText('Einverständnis');

  await form.getByLabel(/^Name/).fill('Lena Brandt');
  await form.getByLabel(/^E-Mail-Adresse/).fill('lena@example.org');
  await form.getByLabel(/^Betreff/).fill('Lauftreff');
  await form.getByLabel(/^Nachricht/).fill('Wann trifft er sich?');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByRole('main')).toContainText('Danke für deine Nachricht!');
});

test('FAQ answers, the language and the events month work without JavaScript', async ({ page }) => {
  await page.goto('/meta/faq');
  const question = page.locator('summary', { hasText: 'Kostet die Teilnahme etwas?' });
  await question.click();
  await expect(page.locator('details[open]')).toContainText('Nein. Alle Angebote');

  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/en/meta/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');

  await page.goto('/events');
  const select = page.getByRole('combobox', { name: 'Monat wählen' });
  const second = select.locator('option').nth(1);
  const label = (await second.textContent())!;
  await select.selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Anzeigen' }).click();
  await expect(page).toHaveURL(/[?&]month=/);
  await expect(page.getByRole('heading', { level: 2, name: label })).toBeVisible();
});

test('an unknown page says it was not found without JavaScript', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 404/);
  const response = await page.goto('/diese-seite-gibt-es-nicht');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
  await expect(page.getByRole('main')).not.toContainText('Seite wird geladen');
});
