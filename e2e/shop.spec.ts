import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { logInByApi, registerVerifiedMember } from './profile-helpers.ts';

// Every test buys as a fresh, confirmed member with the embedded payment provider's test cards.

const plan = 'Trainingsplan „Fit durch den Sommer“';

async function payWith(page: Page, card: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Testkasse' })).toBeVisible();
  await page.getByLabel('Kartennummer').fill(card);
  await page.getByRole('button', { name: /^Bezahlen/ }).click();
}

async function startBuying(page: Page, visit: (path: string) => Promise<Page>, name = plan) {
  await visit('/shop');
  await page.getByRole('link', { name: `${name} kaufen` }).click();
  await page.waitForURL(/\/payments\/local\/checkout\//);
}

test('buys the training plan with the test card, opens it, finds it in Meine Käufe with its receipt', async ({
  page,
  visit,
  expectAccessible,
}) => {
  const member = await registerVerifiedMember(page.context().request, 'shop-buy');
  await logInByApi(page, member.email, member.password);
  await visit('/shop');
  await expect(page.getByText('12,90 €')).toBeVisible();
  await page.getByRole('link', { name: `${plan} kaufen` }).click();
  await page.waitForURL(/\/payments\/local\/checkout\//);
  await expect(page.getByText('12,90 €').first()).toBeVisible();
  await expectAccessible('local checkout page');
  await payWith(page, '4242 4242 4242 4242');

  await page.waitForURL(/\/callback\/trainingsplan-fit-durch-den-sommer\?status=success/);
  await expect(page.getByText('Danke! Deine Zahlung ist bestätigt.')).toBeVisible();
  await expectAccessible('return page');
  await page.getByRole('link', { name: 'Zum Produkt' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(plan);
  await expect(
    page.getByRole('heading', { name: 'Woche 1: Aufwärmen an der Alster' }),
  ).toBeVisible();
  await expectAccessible('product page');

  await visit('/user');
  await expect(page.getByRole('heading', { name: 'Meine Käufe' })).toBeVisible();
  await expect(page.getByText('Erworben')).toBeVisible();
  await expect(page.getByRole('link', { name: `Ansehen: ${plan}` })).toBeVisible();
  await page.getByRole('link', { name: `Rechnung anzeigen: ${plan}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rechnung' })).toBeVisible();
  await expect(page.getByText(/AC-\d{6}/)).toBeVisible();
  await expect(page.getByText('Darin enthaltene Umsatzsteuer (19 %)')).toBeVisible();
  await expectAccessible('receipt');

  await visit('/shop');
  await expect(page.getByRole('link', { name: `Ansehen: ${plan}` })).toBeVisible();
  await expect(page.getByRole('link', { name: `${plan} kaufen` })).toHaveCount(0);
});

test('a payment in processing shows In Bearbeitung, then succeeds by itself', async ({
  page,
  visit,
  expectAccessible,
}) => {
  const member = await registerVerifiedMember(page.context().request, 'shop-pending');
  await logInByApi(page, member.email, member.password);
  await startBuying(page, visit, 'Lauf-Guide Alster (PDF)');
  await payWith(page, '4000 0000 0000 0077');
  await expect(page.getByText('Deine Zahlung wird noch bearbeitet.')).toBeVisible();
  await expectAccessible('return page, pending');

  await visit('/shop');
  await expect(page.getByText('In Bearbeitung')).toBeVisible();
  // The card went through already: ending the payment is no longer possible, and said so.
  await page.getByRole('button', { name: 'Zahlung abbrechen: Lauf-Guide Alster (PDF)' }).click();
  await expect(page.getByText(/kann nicht mehr abgebrochen werden/)).toBeVisible();

  await visit('/callback/lauf-guide-alster');
  await expect(page.getByText('Danke! Deine Zahlung ist bestätigt.')).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('link', { name: 'Zum Produkt' }).click();
  await expect(page.getByRole('link', { name: /Lauf-Guide Alster \(PDF\)/ })).toBeVisible();
});

test('a declined card stays on the checkout page; going back frees the product again', async ({
  page,
  visit,
  expectAccessible,
}) => {
  const member = await registerVerifiedMember(page.context().request, 'shop-declined');
  await logInByApi(page, member.email, member.password);
  await startBuying(page, visit);
  await payWith(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toHaveText(
    'Deine Karte wurde abgelehnt. Versuche es mit einer anderen Karte.',
  );
  await expect(page.getByLabel('Kartennummer')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible('declined card');
  await page.getByRole('link', { name: 'Abbrechen und zurück' }).click();
  await expect(
    page.getByText('Du hast die Zahlung abgebrochen. Es wurde nichts abgebucht.'),
  ).toBeVisible();
  await visit('/shop');
  await expect(page.getByRole('link', { name: `${plan} kaufen` })).toBeVisible();
});

test('an abandoned checkout can be continued in the portal language, or cancelled from the shop', async ({
  page,
  visit,
  expectAccessible,
}) => {
  const member = await registerVerifiedMember(page.context().request, 'shop-abandoned');
  await logInByApi(page, member.email, member.password);
  await startBuying(page, visit);
  await visit('/en/shop');
  const english = 'Training plan “Fit through the summer”';
  await expect(page.getByText('Processing')).toBeVisible();
  await expectAccessible('shop with a payment in progress');
  await page.getByRole('link', { name: `Continue payment: ${english}` }).click();
  await page.waitForURL(/\/payments\/local\/checkout\/\S+\?lang=en$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Test checkout' })).toBeVisible();

  await visit('/shop');
  await page.getByRole('button', { name: `Zahlung abbrechen: ${plan}` }).click();
  await expect(page.getByRole('link', { name: `${plan} kaufen` })).toBeVisible();
});

test('a product page someone does not own sends them to the start page', async ({
  page,
  visit,
  allowConsoleErrors,
}) => {
  // The paid product call answers 403 for a stranger; the browser logs that failed request.
  allowConsoleErrors(/status of 403/);
  const member = await registerVerifiedMember(page.context().request, 'shop-stranger');
  await logInByApi(page, member.email, member.password);
  const products = await (await page.request.get('/api/products')).json();
  await visit('/shop');
  await page.goto(`/product/${products.data[0].id}`);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
});

test('in English: prices in euros the English way; visitors are asked to log in first', async ({
  page,
  visit,
}) => {
  await visit('/en/shop');
  await expect(page.getByText('€12.90')).toBeVisible();
  await page.getByRole('link', { name: 'Buy Training plan “Fit through the summer”' }).click();
  await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fshop%2Fcheckout%2F/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the shop reads with its products and prices, rendered by the server', async ({ page }) => {
    await page.goto('/shop');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop');
    await expect(page.getByRole('main')).toContainText(plan);
    await expect(page.getByRole('main')).toContainText('12,90 €');
    await expect(page.getByRole('link', { name: `${plan} kaufen` })).toHaveAttribute(
      'href',
      '/shop/checkout/trainingsplan-fit-durch-den-sommer',
    );
  });
});
