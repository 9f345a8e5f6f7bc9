import { test, expect } from './fixtures.ts';
import { mailLink, uniqueEmail } from './mailbox.ts';

// A taken address is refused on purpose; the browser logs the 422.
test.use({ expectedConsoleErrors: /status of 422 .*\/api\/auth\/register/ });

// The server allows a few registrations and mails per minute (MAIL_REQUESTS_PER_MINUTE);
// these tests stay below that and run one after the other.
test.describe.configure({ mode: 'serial' });

test('register, confirm with the link from the mailbox, land on verified, then home', async ({
  page,
  visit,
  expectAccessible,
}) => {
  const email = uniqueEmail('e2e-register');
  const username = `e2e_${Date.now() % 1e9}`;
  await visit('/register');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registriere dich kostenlos');
  await page.getByLabel('Vorname').fill('Lena');
  await page.getByLabel('Nachname').fill('Fischer');
  await page.getByRole('textbox', { name: 'E-Mail', exact: true }).fill(email);
  await page.getByLabel('Benutzername').fill(username);
  const password = page.getByRole('textbox', { name: 'Passwort', exact: true });
  await expect(password).toHaveAccessibleDescription('mindestens 8 Zeichen');
  await password.fill('Alsterlauf-2026');
  await page.getByRole('button', { name: 'Kostenlos registrieren' }).click();

  await expect(page).toHaveURL(/\/verify$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Bitte bestätige deine E-Mail-Adresse',
  );
  await expect(page.getByText(email)).toBeVisible();
  // The resend link appears after about a second and goes away once used.
  const resend = page.getByRole('button', { name: 'Link erneut senden' });
  await resend.click();
  await expect(
    page.getByText(`Wir haben dir einen neuen Link an ${email} geschickt.`),
  ).toBeVisible();
  await expect(resend).toHaveCount(0);
  await expectAccessible('verify after resending');

  const link = await mailLink(page, email, '/api/auth/email/verify/');
  await page.goto(link);
  await expect(page).toHaveURL(/\/verified$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('E-Mail-Adresse bestätigt');
  await expect(page.getByText('Danke! Deine E-Mail-Adresse ist bestätigt.')).toBeVisible();
  await expectAccessible('verified');

  await page.getByRole('link', { name: 'Zu deinem Profil' }).click();
  await expect(page).toHaveURL(/\/home\?verified=1$/);
  await expect(page.getByText('E-Mailadresse erfolgreich bestätigt.')).toBeVisible();
});

test('in English: a taken address shows under the field, then registration goes on', async ({
  page,
  visit,
  expectAccessible,
}) => {
  await visit('/en/register');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Register for free');
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill('Taylor');
  const emailField = page.getByRole('textbox', { name: 'E-mail', exact: true });
  await emailField.fill('anna@example.org');
  await page.getByLabel('Username').fill(`e2e_en_${Date.now() % 1e9}`);
  await page
    .getByRole('textbox', { name: 'Password', exact: true })
    .fill('Elbphilharmonie-Fischmarkt-7');
  await page.getByRole('button', { name: 'Register for free' }).click();

  await expect(emailField).toHaveAttribute('aria-invalid', 'true');
  await expect(emailField).toHaveAccessibleDescription(
    /This e-mail address is already registered\./,
  );
  const summary = page.getByRole('alert');
  await expect(summary).toContainText('Please check your entries.');
  await expect(summary).toContainText('E-mail: This e-mail address is already registered.');
  await expectAccessible('register with a field error');

  const email = uniqueEmail('e2e-register-en');
  await emailField.fill(email);
  await page.getByRole('button', { name: 'Register for free' }).click();
  await expect(page).toHaveURL(/\/en\/verify$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Please confirm your e-mail address',
  );

  const link = await mailLink(page, email, '/api/auth/email/verify/');
  await page.goto(link);
  await expect(page).toHaveURL(/\/en\/verified$/);
  await expect(page.getByText('Thank you! Your e-mail address is confirmed.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute(
    'href',
    '/en/home?verified=1',
  );
});
