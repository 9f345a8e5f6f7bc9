import sharp from 'sharp';
import { test, expect } from './fixtures.ts';
import { signInToBackend } from './backend-helpers.ts';

test.describe('editors backend: content tools', () => {
  // The backend asks who is signed in before the sign-in (401); a visitor's draft is a 404.
  test.use({ expectedConsoleErrors: /status of (401|404)/ });

  test('an editor writes a scheduled article with an uploaded image, a library pick and a text fragment, and previews it', async ({
    page,
    browser,
    expectAccessible,
  }) => {
    const slug = 'aus-der-redaktion-geplant';
    await signInToBackend(page, 'redaktion@example.org');
    await page.goto('/backend/articles/create');
    await page.getByLabel('Pfad').fill(slug);
    await page.getByLabel('Veröffentlicht ab').fill('2030-01-15T10:00');
    await page.getByLabel('Titel (Deutsch)').fill('Geplant: Sport im Winter');
    await page.getByLabel('Titel (Englisch)').fill('Planned: sport in winter');
    await page.getByLabel('Anreißer (Deutsch)').fill('Was im Winter kommt.');
    await page.getByLabel('Anreißer (Englisch)').fill('What winter brings.');
    // Upload through the portal's upload call; the field gets the stored file's path.
    const png = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#005ca9' },
    })
      .png()
      .toBuffer();
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: 'winter.png', mimeType: 'image/png', buffer: png });
    await expect(page.locator('input[name="teaser_image"]')).toHaveValue(/^\/media\/[a-f0-9]{32}/);
    const uploaded = await page.locator('input[name="teaser_image"]').inputValue();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('link', { name: 'Fragment hinzufügen' })).toBeVisible();
    const editUrl = page.url();

    // The same file again, picked from the library for the detail image.
    await page.getByRole('button', { name: 'Aus der Mediathek' }).nth(1).click();
    const library = page.getByRole('dialog', { name: 'Mediathek' });
    await expect(library.getByRole('button', { name: /^Auswählen:/ }).first()).toBeVisible();
    await expectAccessible('media library');
    await library
      .getByRole('button', { name: /^Auswählen:/ })
      .first()
      .click();
    await expect(page.locator('input[name="detail_image"]')).toHaveValue(uploaded);
    await page.getByLabel('Alternativtext des Bildes (Deutsch)').fill('Schnee im Stadtpark');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Gespeichert', { exact: true })).toBeVisible();

    // A text fragment with its own form: heading and text in both languages.
    await page.goto(editUrl);
    // By keyboard, as editors who do not use a mouse do.
    await page.getByRole('link', { name: 'Fragment hinzufügen' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('combobox', { name: 'Vorlage' }).click();
    await page.getByRole('option', { name: 'Text', exact: true }).click();
    await page.getByLabel('Öffentlich').check();
    await page.getByLabel('Überschrift (Deutsch)').fill('Was die Redaktion plant');
    await page.getByLabel('Überschrift (Englisch)').fill('What the editors plan');
    await page.getByLabel('Text (Deutsch)').fill('Eisbahnen, Hallen und Lauftreffs.');
    await expectAccessible('fragment form');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByLabel('Überschrift (Deutsch)')).toHaveValue('Was die Redaktion plant');

    // The library shows the file as used.
    await page.goto('/backend/media');
    await expect(page.getByText('verwendet', { exact: true }).first()).toBeVisible();
    await expectAccessible('media list');

    // Preview: the scheduled article with its fragment, labelled; visitors do not see it.
    await page.goto(`/news/${slug}?pv=1`);
    await expect(page.getByRole('heading', { name: 'Geplant: Sport im Winter' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Was die Redaktion plant' })).toBeVisible();
    await expect(page.getByText('Vorschau', { exact: true }).first()).toBeVisible();
    const visitor = await browser.newPage();
    const response = await visitor.goto(`/news/${slug}`);
    expect(response?.status()).toBe(404);
    await visitor.close();
  });

  test.describe('in English', () => {
    // The refused season is a 422 the browser logs.
    test.use({ expectedConsoleErrors: /status of (401|422)/ });

    test('in English, an editor sets the summer seasons and a wrong season names its field', async ({
      page,
      expectAccessible,
    }) => {
      await signInToBackend(page, 'redaktion@example.org', { path: '/en/backend/login' });
      await page.goto('/en/backend');
      await expect(page.getByRole('heading', { name: 'Waiting for work' })).toBeVisible();
      await page.getByRole('menuitem', { name: 'Active City Summer' }).click();
      await expect(
        page.getByRole('heading', { level: 2, name: 'Active City Summer' }),
      ).toBeVisible();
      await expectAccessible('summer seasons');
      const lastDays = page.getByLabel('Last day');
      const count = await lastDays.count();
      expect(count).toBeGreaterThan(0);
      const before = await lastDays.nth(count - 1).inputValue();
      await lastDays.nth(count - 1).fill('2001-01-01');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('The end is before the start')).toBeVisible();
      // A day longer, then back: each save is a new version of the record.
      const longer = new Date(`${before}T00:00:00Z`);
      longer.setUTCDate(longer.getUTCDate() + 1);
      for (const value of [longer.toISOString().slice(0, 10), before]) {
        await lastDays.nth(count - 1).fill(value);
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByText('Element updated', { exact: true })).toBeVisible();
        await expect(page.getByText('Element updated', { exact: true })).toBeHidden();
      }
    });
  });
});
