import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { test, expect, ui, defaultConsentCookies } from './fixtures.ts';

// These tests start as a first-time visitor: no consent cookies.
test.use({ consentDecided: false });

type CookieNames = { essential: string; analytics: string; marketing: string };

/** The consent cookie names come from the portal's settings (content bundle). */
async function consentCookieNames(
  request: APIRequestContext,
  baseURL: string,
): Promise<CookieNames> {
  const res = await request.get(`${baseURL}/api/content`, { headers: { 'Accept-Language': 'de' } });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as {
    data?: { settings?: { consent?: { cookies?: CookieNames } } };
  };
  return body.data?.settings?.consent?.cookies ?? defaultConsentCookies;
}

async function cookieValues(context: BrowserContext, names: CookieNames) {
  const cookies = await context.cookies();
  const value = (name: string) => cookies.find((c) => c.name === name)?.value;
  return {
    essential: value(names.essential),
    analytics: value(names.analytics),
    marketing: value(names.marketing),
  };
}

test.describe('simple cookie consent', () => {
  for (const lang of ['de', 'en'] as const) {
    const t = ui[lang];

    test(`shows on the home page but not on the privacy page (${lang})`, async ({
      page,
      visit,
    }) => {
      await visit(`${t.prefix}/`);
      const banner = page.getByRole('region', { name: t.consent.name });
      await expect(banner).toBeVisible();
      await expect(banner.getByRole('button', { name: t.consent.deny })).toBeVisible();
      await expect(banner.getByRole('button', { name: t.consent.allowAnalytics })).toBeVisible();
      // The simple version is not the modal one.
      await expect(page.getByRole('dialog', { name: t.consent.name })).toHaveCount(0);

      await visit(`${t.prefix}/meta/datenschutz`);
      await expect(page.getByRole('region', { name: t.consent.name })).toHaveCount(0);
    });

    test(`"deny" stores the choice and the banner stays away after reload (${lang})`, async ({
      page,
      context,
      request,
      baseURL,
      visit,
      expectAccessible,
    }) => {
      const names = await consentCookieNames(request, baseURL!);
      await visit(`${t.prefix}/`);
      const banner = page.getByRole('region', { name: t.consent.name });
      await banner.getByRole('button', { name: t.consent.deny }).click();
      await expect(banner).toBeHidden();

      const values = await cookieValues(context, names);
      expect(values.analytics, `cookie ${names.analytics}`).toBe('0');
      if (values.marketing !== undefined) expect(values.marketing).toBe('0');
      if (values.essential !== undefined) expect(values.essential).toBe('1');

      await page.reload();
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole('region', { name: t.consent.name })).toHaveCount(0);
      await expectAccessible('home after deny and reload');
    });

    test(`"allow analytics" stores analytics=1 (${lang})`, async ({
      page,
      context,
      request,
      baseURL,
      visit,
    }) => {
      const names = await consentCookieNames(request, baseURL!);
      await visit(`${t.prefix}/`);
      const banner = page.getByRole('region', { name: t.consent.name });
      await banner.getByRole('button', { name: t.consent.allowAnalytics }).click();
      await expect(banner).toBeHidden();
      const values = await cookieValues(context, names);
      expect(values.analytics, `cookie ${names.analytics}`).toBe('1');
      if (values.marketing !== undefined) expect(values.marketing).toBe('0');

      await page.goto(`${t.prefix}/news`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole('region', { name: t.consent.name })).toHaveCount(0);
    });
  }
});

test.describe('complex cookie consent (CONSENT_VARIANT=complex)', () => {
  const complexURL = process.env.E2E_COMPLEX_URL;
  // playwright.config.ts always starts this second server; without it the run is broken.
  if (!complexURL) throw new Error('E2E_COMPLEX_URL is missing: run through playwright.config.ts');
  test.use({ baseURL: complexURL });

  const t = ui.de;

  test('is a modal dialog with the three categories', async ({ page, visit }) => {
    await visit('/');
    const dialog = page.getByRole('dialog', { name: t.consent.name });
    await expect(dialog).toBeVisible();

    const essential = dialog.getByRole('checkbox', { name: t.consent.essential });
    await expect(essential).toBeChecked();
    await expect(essential).toBeDisabled();
    await expect(dialog.getByRole('checkbox', { name: t.consent.analytics })).not.toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: t.consent.marketing })).not.toBeChecked();
    await expect(dialog.getByRole('button', { name: t.consent.acceptSelection })).toBeVisible();
    await expect(dialog.getByRole('button', { name: t.consent.acceptAll })).toBeVisible();

    // Modal: the keyboard stays inside the dialog.
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(
        await dialog.evaluate((el) => el.contains(document.activeElement)),
        `Tab #${i + 1} must keep focus inside the consent dialog`,
      ).toBe(true);
    }
  });

  test('"accept selection" with only marketing stores analytics=0 and marketing=1', async ({
    page,
    context,
    request,
    visit,
    expectAccessible,
  }) => {
    const names = await consentCookieNames(request, complexURL!);
    await visit('/');
    const dialog = page.getByRole('dialog', { name: t.consent.name });
    await dialog.getByRole('checkbox', { name: t.consent.marketing }).check();
    await dialog.getByRole('button', { name: t.consent.acceptSelection }).click();
    await expect(dialog).toBeHidden();

    const values = await cookieValues(context, names);
    expect(values.analytics, `cookie ${names.analytics}`).toBe('0');
    expect(values.marketing, `cookie ${names.marketing}`).toBe('1');
    if (values.essential !== undefined) expect(values.essential).toBe('1');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('dialog', { name: t.consent.name })).toHaveCount(0);
    await expectAccessible('home after accepting the selection');
  });

  test('"accept all" stores every category and the privacy page shows no dialog', async ({
    page,
    context,
    request,
    visit,
  }) => {
    const names = await consentCookieNames(request, complexURL!);
    await visit('/meta/datenschutz');
    await expect(page.getByRole('dialog', { name: t.consent.name })).toHaveCount(0);

    await visit('/');
    const dialog = page.getByRole('dialog', { name: t.consent.name });
    await dialog.getByRole('button', { name: t.consent.acceptAll }).click();
    await expect(dialog).toBeHidden();
    expect(await cookieValues(context, names)).toEqual({
      essential: '1',
      analytics: '1',
      marketing: '1',
    });
  });

  test('English dialog is named "Cookie settings"', async ({ page, visit }) => {
    await visit('/en/');
    const dialog = page.getByRole('dialog', { name: ui.en.consent.name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: ui.en.consent.acceptAll })).toBeVisible();
  });
});
