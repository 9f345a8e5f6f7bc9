import { test, expect } from './fixtures.ts';
import { demoPassword, logInByApi } from './profile-helpers.ts';

// What a visitor sees when the session ends under an open page, when a mail link
// arrives cut short, and that an anonymous visit is quiet in the console.

test('the session ends while the profile is open: login, then back to the profile', async ({
  page,
  context,
  visit,
  allowConsoleErrors,
}) => {
  // The calls after the session's end answer 401, and its logout 419: that is the point.
  allowConsoleErrors(/status of (401|419) /);
  await logInByApi(page, 'anna@example.org');
  await visit('/home');
  await expect(page.getByRole('heading', { level: 2, name: 'Anna Schulz' })).toBeVisible();
  // The own offers have arrived: no call of the page is under way when the cookie goes.
  await expect(page.getByRole('status').filter({ hasText: 'Liste wird geladen' })).toHaveCount(0);

  // The session cookie expires (or another tab logged out): the next call answers 401.
  await context.clearCookies({ name: 'sid' });
  // A click, not check(): check() reads the radio again after the click, but the call the
  // click starts ends the session and the profile goes away. A runner slow to look (a busy
  // machine) then found no radio and waited for it until the test timed out.
  await page.getByRole('radio', { name: 'Favoriten' }).click();

  await expect(page).toHaveURL(/\/login\?redirect=%2Fhome$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anmelden');
  await expect(page.getByRole('link', { name: 'Anmelden' }).first()).toBeVisible();

  await page.getByLabel('E-Mail oder Benutzername').fill('anna@example.org');
  await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Anna Schulz' })).toBeVisible();
});

test('a logout in another tab sends the open profile to login as well', async ({
  page,
  context,
  visit,
  allowConsoleErrors,
}) => {
  // The calls after the session's end answer 401, and its logout 419: that is the point.
  allowConsoleErrors(/status of (401|419) /);
  await logInByApi(page, 'anna@example.org');
  await visit('/en/home');
  const other = await context.newPage();
  await other.goto('/en/logout');
  await expect(other.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  await other.close();

  // A click, not check(): the radio goes with the profile (see the first test).
  await page.getByRole('radio', { name: 'Favourites' }).click();
  await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fhome$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
});

test('an anonymous visit of the start page logs no error in the console', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('a verification link cut short lands on a screen that says so and offers a new link', async ({
  page,
  browser,
}) => {
  const cut = '/api/auth/email/verify/4?expires=17';

  // Without a session: the login screen first, with the way to the message.
  const anonymous = await browser.newPage();
  await anonymous.goto(cut);
  await expect(anonymous).toHaveURL(/\/login\?redirect=%2Fverify%3Ferror%3Dinvalid$/);
  await expect(anonymous.getByRole('heading', { level: 1 })).toHaveText('Anmelden');
  await anonymous.close();

  // Signed in (clara has not confirmed her address yet): the reason and the resend button.
  await logInByApi(page, 'clara@example.org');
  await page.goto(cut);
  await expect(page).toHaveURL(/\/verify\?error=invalid$/);
  await expect(page.getByRole('alert')).toHaveText(
    'Dieser Bestätigungslink ist ungültig. Lass dir unten einen neuen schicken.',
  );
  await expect(page.getByRole('button', { name: 'Link erneut senden' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText('"message"');
});
