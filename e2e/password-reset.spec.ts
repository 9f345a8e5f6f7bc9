import { test, expect } from './fixtures.ts';
import { mailLink, uniqueEmail } from './mailbox.ts';

// A used reset link is refused on purpose; the browser logs the 422.
test.use({ expectedConsoleErrors: /status of 422 .*\/api\/auth\/reset-password/ });

// Its own fresh account: the demo accounts keep their password for the other specs.
test('forgot → mail → reset → log in with the new password; the link works only once', async ({
  page,
  visit,
  expectAccessible,
}) => {
  const email = uniqueEmail('e2e-reset');
  await visit('/register');
  await page.getByLabel('Vorname').fill('Rita');
  await page.getByLabel('Nachname').fill('Reset');
  await page.getByRole('textbox', { name: 'E-Mail', exact: true }).fill(email);
  await page.getByLabel('Benutzername').fill(`e2e_reset_${Date.now() % 1e9}`);
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill('Erstes-Passwort-1');
  await page.getByRole('button', { name: 'Kostenlos registrieren' }).click();
  await expect(page).toHaveURL(/\/verify$/);

  await visit(`/password/forgot`);
  await page.getByRole('textbox', { name: 'E-Mail', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Bestätigungslink senden' }).click();
  await expect(page.getByText(`Wenn es ein Konto mit der Adresse ${email} gibt`)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-Mail', exact: true })).toHaveCount(0);
  await expectAccessible('forgot: sent');

  const link = await mailLink(page, email, '/password/reset?');
  await visit(link);
  await page.getByLabel('Neues Passwort').fill('Zweites-Passwort-2');
  await page.getByLabel('Passwort wiederholen').fill('Zweites-Passwort-2');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByText('Passwort geändert')).toBeVisible();
  // Every session ended with the reset: the header offers login again.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Anmelden' })).toBeVisible();
  await expectAccessible('reset: done');

  await page.getByRole('link', { name: 'Zur Anmeldung' }).click();
  await page.getByLabel('E-Mail oder Benutzername').fill(email);
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill('Zweites-Passwort-2');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  // Signed in with the new password; the address is not confirmed yet, so verify comes first.
  await expect(page).toHaveURL(/\/verify$/);
  await expect(page.getByText(email)).toBeVisible();

  // The same link a second time.
  await visit(link);
  await page.getByLabel('Neues Passwort').fill('Drittes-Passwort-3');
  await page.getByLabel('Passwort wiederholen').fill('Drittes-Passwort-3');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByText('Dieser Link funktioniert nicht mehr')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Neuen Link anfordern' })).toHaveAttribute(
    'href',
    `/password/forgot?email=${encodeURIComponent(email)}`,
  );
});

test('in English the reset page explains a broken link', async ({ page, visit }) => {
  await visit('/en/password/reset?email=nobody%40example.org');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
  await expect(page.getByText('This link no longer works')).toBeVisible();
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/en\/password\/forgot\?email=nobody%40example.org$/);
  await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(
    'nobody@example.org',
  );
});
