import { test, expect, ui } from './fixtures.ts';

// These tests start as a first-time visitor: no consent cookies.
test.use({ consentDecided: false });

// The portal asks only about what it loads from elsewhere (decision 054). The test servers
// configure no external map service, so nothing needs consent: no question comes unasked,
// and the footer's "Cookie settings" shows the essential cookies only.
const texts = {
  de: {
    settings: 'Cookie-Einstellungen',
    close: 'Schließen',
    essential: 'Notwendig',
    essentialOnly: 'Wir nutzen nur notwendige Cookies',
  },
  en: {
    settings: 'Cookie settings',
    close: 'Close',
    essential: 'Essential',
    essentialOnly: 'We only use essential cookies',
  },
} as const;

test.describe('cookie consent (simple)', () => {
  for (const lang of ['de', 'en'] as const) {
    const t = ui[lang];
    const x = texts[lang];

    test(`asks nothing unasked; the footer link opens it again and again (${lang})`, async ({
      page,
      visit,
      expectAccessible,
    }) => {
      await visit(`${t.prefix}/`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const banner = page.getByRole('region', { name: x.settings });
      await expect(banner).toHaveCount(0);

      const footer = page.getByRole('contentinfo');
      await footer.getByRole('button', { name: x.settings }).click();
      await expect(banner).toBeVisible();
      // Only what exists: it says so, and there is nothing to agree to, only to close.
      await expect(banner).toContainText(x.essentialOnly);
      await expect(banner.getByRole('checkbox')).toHaveCount(0);
      await expect(banner.getByRole('button')).toHaveCount(1);
      await expect(banner.getByRole('button', { name: x.close })).toBeVisible();
      await expectAccessible('cookie settings opened from the footer');
      await banner.getByRole('button', { name: x.close }).click();
      await expect(banner).toBeHidden();

      // A choice once made can be opened again, on any page, the privacy page too.
      await visit(`${t.prefix}/meta/datenschutz`);
      await footer.getByRole('button', { name: x.settings }).click();
      await expect(banner).toBeVisible();
    });
  }
});

test.describe('cookie consent (CONSENT_VARIANT=complex)', () => {
  const complexURL = process.env.E2E_COMPLEX_URL;
  // playwright.config.ts always starts this second server; without it the run is broken.
  if (!complexURL) throw new Error('E2E_COMPLEX_URL is missing: run through playwright.config.ts');
  test.use({ baseURL: complexURL });

  test('the footer link opens the dialog with the essential cookies only', async ({
    page,
    visit,
  }) => {
    await visit('/');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('contentinfo').getByRole('button', { name: texts.de.settings }).click();
    const dialog = page.getByRole('dialog', { name: texts.de.settings });
    await expect(dialog).toBeVisible();
    const essential = dialog.getByRole('checkbox', { name: texts.de.essential });
    await expect(essential).toBeChecked();
    await expect(essential).toBeDisabled();
    await expect(dialog.getByRole('checkbox')).toHaveCount(1);
    await dialog.getByRole('button', { name: texts.de.close }).click();
    await expect(dialog).toBeHidden();
  });
});
