import { test, expect } from './fixtures.ts';
import { logInByApi, registerVerifiedMember, samplePng } from './profile-helpers.ts';

// Seeded accounts only read here (anna, redaktion) or change what no other spec reads (ben's
// club website); everything that writes to a person's account uses a fresh, confirmed member.

test('home shows anna’s profile header, her lists and the verified message', async ({
  page,
  visit,
}) => {
  await logInByApi(page, 'anna@example.org');
  await visit('/home?verified=1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dein Profil');
  await expect(page.getByText('E-Mailadresse erfolgreich bestätigt.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Anna Schulz' })).toBeVisible();
  await expect(page.getByText('@anna')).toBeVisible();
  // No club, no profile switch.
  await expect(page.getByRole('radio', { name: 'Vereinsprofil' })).toHaveCount(0);
  // Her own offers and favourites: profile-offers.spec.ts.
  await expect(page.getByRole('button', { name: /^Löschen: / }).first()).toBeVisible();
  await page.getByRole('radio', { name: 'Favoriten' }).check();
  await expect(page.getByRole('button', { name: 'Active Spots' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('link', { name: 'Abmelden' })).toHaveAttribute('href', '/logout');

  await page.getByRole('link', { name: 'Kontodaten' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dein Konto');
  await expect(page.getByText('anna@example.org')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Passwort ändern' })).toBeVisible();
  await expect(page.getByText('Noch keine Käufe vorhanden')).toBeVisible();
});

test('in English: the official account shows its username and badge', async ({ page, visit }) => {
  await logInByApi(page, 'redaktion@example.org');
  await visit('/en/home');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your profile');
  await expect(page.getByRole('heading', { level: 2, name: 'sportamt' })).toBeVisible();
  await expect(page.getByText('Official', { exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Entries' })).toBeChecked();
  await expect(page.getByRole('link', { name: 'Settings' })).toHaveAttribute(
    'href',
    '/en/user/edit',
  );
});

test('in English: ben switches to the club profile and edits the club', async ({
  page,
  visit,
  expectAccessible,
}) => {
  await logInByApi(page, 'ben@example.org');
  await visit('/en/home');
  await expect(page.getByText('TSV Alstertal')).toBeVisible();
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();
  await page.getByRole('radio', { name: 'Club profile' }).check();
  await expect(page).toHaveURL(/profileType=club/);
  await expect(page.getByRole('heading', { name: 'Club locations' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Edit: / }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('profileType'))).toBe('club');
  await expectAccessible('club profile');

  await page.getByRole('link', { name: 'Club settings' }).click();
  await expect(page).toHaveURL(/\/en\/verein$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit club');
  await expect(page.getByLabel(/Club name/)).toHaveValue('TSV Alstertal');
  await expect(page.getByLabel(/Club name/)).toHaveAttribute('readonly', '');
  const website = page.getByLabel(/Website/);
  await website.fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(website).toHaveAttribute('aria-invalid', 'true');
  await expect(website).toHaveAccessibleDescription(/Please fill in this field\./);
  await expect(page.getByRole('alert')).toContainText('Please check your entries.');
  await expectAccessible('club edit with an error');

  await website.fill('https://tsv-alstertal.example/sport');
  await page.getByLabel(/Club logo/).setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: await samplePng(),
  });
  await expect(page.getByRole('img', { name: 'Logo of TSV Alstertal' })).toHaveAttribute(
    'src',
    /\/media\/[0-9a-f]+_mid\.jpg$/,
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/en\/home\?profileType=club$/);
  await expect(page.getByText('The club details have been saved.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Logo of TSV Alstertal' })).toBeVisible();
});

test('a member edits the profile, uploads an image, changes the password, deletes the account', async ({
  page,
  request,
  visit,
  expectAccessible,
  allowConsoleErrors,
}) => {
  // The field errors and the wrong current password below are provoked on purpose.
  allowConsoleErrors(/status of 422 .*\/api\/(user\/save|auth\/user\/password)/);
  const member = await registerVerifiedMember(request, 'e2e-profile');
  await logInByApi(page, member.email, member.password);

  await test.step('a server field error, then a successful save', async () => {
    await visit('/user/edit');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deine Einstellungen');
    await expect(page.getByLabel(/E-Mail-Adresse/)).toHaveValue(member.email);
    const username = page.getByLabel(/Benutzername/);
    await username.fill('anna');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(username).toHaveAccessibleDescription(/Dieser Benutzername ist schon vergeben\./);
    await expect(page.getByRole('alert')).toContainText('Bitte prüfe deine Eingaben.');
    await expectAccessible('user edit with a server error');

    await username.fill(member.username);
    await page.getByLabel(/Vorname/).fill('Janne');
    await page.getByLabel('Tag').fill('31');
    await page.getByLabel('Monat').fill('4');
    await page.getByLabel('Jahr').fill('1990');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByLabel('Tag')).toHaveAccessibleDescription(/Dieses Datum gibt es nicht/);
    await page.getByLabel('Tag').fill('30');
    await page.getByLabel('Ort').fill('Hamburg');
    await page.getByLabel('Geschlecht').selectOption({ label: 'divers' });

    await page.getByLabel(/Profilbild/).setInputFiles({
      name: 'ich.png',
      mimeType: 'image/png',
      buffer: await samplePng(),
    });
    await expect(page.getByText('ich.png ist hochgeladen.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Vorschau: Profilbild' })).toHaveAttribute(
      'src',
      /\/media\/[0-9a-f]+_mid\.jpg$/,
    );
    await expectAccessible('user edit with an uploaded image');
    await page.getByRole('button', { name: 'Speichern' }).click();

    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText('Deine Einstellungen sind gespeichert.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Janne Brandt' })).toBeVisible();
    await expect(page.locator('section img[src^="/media/"]').first()).toBeVisible();
  });

  await test.step('the image shows on the account page; birthday and city were stored', async () => {
    await visit('/user');
    await expect(page.getByRole('img', { name: 'Profilbild von Janne Brandt' })).toBeVisible();
    await visit('/user/edit');
    await expect(page.getByLabel('Tag')).toHaveValue('30');
    await expect(page.getByLabel('Ort')).toHaveValue('Hamburg');
  });

  await test.step('change the password: a wrong current one, then the right one', async () => {
    await visit('/user/password');
    await page.getByLabel(/Aktuelles Passwort/).fill('nicht-das-richtige');
    await page.getByLabel(/^Neues Passwort\s*\*?$/).fill('Elbstrand-Laufen-77');
    await page.getByLabel(/Neues Passwort wiederholen/).fill('Elbstrand-Laufen-77');
    await page.getByRole('button', { name: 'Speichern' }).click();
    const old = page.getByLabel(/Aktuelles Passwort/);
    await expect(old).toHaveAccessibleDescription(/Das aktuelle Passwort ist nicht richtig\./);
    await expectAccessible('change password with a wrong current password');
    await old.fill(member.password);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText('Dein Passwort wurde geändert.')).toBeVisible();
  });

  await test.step('delete the account after confirming', async () => {
    await visit('/user/edit');
    await page.getByRole('button', { name: 'Konto löschen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Konto wirklich löschen?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Ja, Konto endgültig löschen' }).click();
    const password = dialog.getByLabel(/^Dein Passwort/);
    await expect(password).toHaveAccessibleDescription(/Bitte fülle dieses Feld aus\./);
    await expectAccessible('delete confirmation asking for the password');
    await password.fill('Elbstrand-Laufen-77');
    await dialog.getByRole('button', { name: 'Ja, Konto endgültig löschen' }).click();
    await expect(page).toHaveURL(/\/$/);
    // The start page confirms it and says truthfully what went and what stayed.
    const notice = page.getByRole('status').filter({ hasText: 'Dein Konto ist gelöscht.' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Active Spots und Mitmach-Angebote, deine Favoriten');
    await expect(notice).toContainText('Vereinsstandorte, die du angelegt hast');
    await expect(notice).toContainText('Newsletter-Abo');
    await expect(page.getByRole('link', { name: 'Anmelden' }).first()).toBeVisible();
    await expectAccessible('start page after the account was deleted');
    expect(await (await page.request.get('/api/user')).json()).toEqual({ data: null });
    // A reload does not repeat the notice.
    await page.reload();
    await expect(page.getByText('Dein Konto ist gelöscht.')).toHaveCount(0);
  });
});
