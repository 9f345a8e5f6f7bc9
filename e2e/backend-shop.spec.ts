import { test, expect } from './fixtures.ts';
import { signInToBackend } from './backend-helpers.ts';
import { logInByApi, registerVerifiedMember } from './profile-helpers.ts';

// The shop in the editors' backend (decision 039): an editor creates a product, publishes it,
// a member buys it with the local provider's test card, the editor finds the purchase and its
// state, and takes the product out of the shop again.

// The backend asks who is signed in before the sign-in (401); the too-low price is a 422.
test.use({ expectedConsoleErrors: /status of (401|404|422)/ });

test('an editor creates and publishes a product, sees its purchase, and takes it out of the shop', async ({
  page,
  browser,
  baseURL,
  visit,
  expectAccessible,
}) => {
  // Two people's whole way through the backend, the shop and the test checkout.
  test.setTimeout(150_000);
  const stamp = Date.now() % 1e8;
  const slug = `yoga-am-elbstrand-${stamp}`;
  const name = `Yoga am Elbstrand ${stamp}`;
  await signInToBackend(page, 'redaktion@example.org', { dashboard: true });

  await page.goto('/backend/products');
  await expect(page.getByRole('columnheader', { name: 'Bezahlte Käufe' })).toBeVisible();
  await expectAccessible('products list');
  await page.getByRole('link', { name: 'Anlegen' }).click();
  await page.getByLabel('Name (Deutsch)').fill(name);
  await page.getByLabel('Name (Englisch)').fill(`Yoga on the Elbe beach ${stamp}`);
  await page.getByLabel(/^Kürzel/).fill(slug);
  await page.getByLabel('Beschreibung (Deutsch)').fill('Zehn Einheiten am Strand zum Mitmachen.');
  // Last in the shop, so specs running beside this one see the seeded products first.
  await page.getByLabel('Reihenfolge').fill('900');
  await page.getByLabel(/^Preis/).fill('49');
  await expectAccessible('new product form');
  await page.getByRole('button', { name: 'Speichern' }).click();
  // The price below the providers' minimum is named at its field.
  await expect(
    page.getByText('Mindestens 50 Cent (darunter lehnen Kartenanbieter ab)'),
  ).toBeVisible();
  await page.getByLabel(/^Preis/).fill('990');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('button', { name: `Veröffentlichen: ${name}` })).toBeVisible();
  await expectAccessible('product edit form');

  await page.getByRole('button', { name: `Veröffentlichen: ${name}` }).click();
  await expect(page.getByText('Der Shop zeigt das Produkt jetzt.')).toBeVisible();
  await expect(page.getByRole('button', { name: `Aus dem Shop nehmen: ${name}` })).toBeVisible();

  await visit('/shop');
  await expect(page.getByText(name)).toBeVisible();
  await expect(page.getByText('9,90 €')).toBeVisible();

  // A member buys it in a browser of their own.
  const context = await browser.newContext({ baseURL });
  const buyerPage = await context.newPage();
  const member = await registerVerifiedMember(context.request, 'backend-shop');
  await logInByApi(buyerPage, member.email, member.password);
  await buyerPage.goto('/shop');
  await buyerPage.getByRole('link', { name: `${name} kaufen` }).click();
  await buyerPage.waitForURL(/\/payments\/local\/checkout\//);
  await buyerPage.getByLabel('Kartennummer').fill('4242 4242 4242 4242');
  await buyerPage.getByRole('button', { name: /^Bezahlen/ }).click();
  await buyerPage.waitForURL(new RegExp(`/callback/${slug}\\?status=success`));
  await context.close();

  await page.goto('/backend/purchases');
  await expect(page.getByText('Erstattungen werden beim Zahlungsanbieter ausgelöst')).toBeVisible();
  await page.getByRole('textbox', { name: 'Suche' }).fill(member.username);
  const row = page.getByRole('row').filter({ hasText: member.email });
  await expect(row).toContainText(name);
  await expect(row).toContainText('Bezahlt');
  await expect(row).toContainText('9,90 €');
  await expectAccessible('purchases list');
  await row.click();
  await expect(page.getByRole('heading', { name: 'Verlauf' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Beleg öffnen/ })).toBeVisible();
  await expectAccessible('purchase');

  // Nothing of this buyer was refunded: the list says so instead of showing an empty table.
  const refunded = JSON.stringify({ status: 'refunded', q: member.username });
  await page.goto(`/backend/purchases?filter=${encodeURIComponent(refunded)}`);
  await expect(page.getByText('Noch keine Käufe, die zu dieser Auswahl passen.')).toBeVisible();
  await expectAccessible('purchases, empty selection');

  await page.goto('/backend/products');
  await page.getByRole('textbox', { name: 'Suche' }).fill(slug);
  await page.getByRole('button', { name: `Aus dem Shop nehmen: ${name}` }).click();
  await expect(page.getByText('Das Produkt ist nicht mehr im Shop.')).toBeVisible();
  await visit('/shop');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
});
