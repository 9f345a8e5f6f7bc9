import { checkAccessibility, expect, test } from './fixtures.ts';
import { signInToBackend } from './backend-helpers.ts';
import { registerVerifiedMember } from './profile-helpers.ts';

// The moderators' clubs screen (decision 036): create a club, approve it, add a member.

test.use({ expectedConsoleErrors: /status of (401|403|404) .*\/(api\/)?(backend|offers)/ });

test('a moderator creates a club, approves it and adds a member', async ({ page }) => {
  const member = await registerVerifiedMember(page.request, 'vereinsmitglied');
  const stamp = Date.now() % 1e8;
  const title = `Ruderclub Test ${stamp}`;
  await signInToBackend(page, 'moderation@example.org', { dashboard: true });

  await page.goto('/backend/clubs/create');
  await page.getByLabel('Name').fill(title);
  await page.getByLabel('Pfad').fill(`ruderclub-test-${stamp}`);
  await page.getByLabel('Website').fill('https://ruderclub.example.org');
  await checkAccessibility(page, 'new club');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('heading', { name: 'Mitglieder' })).toBeVisible();

  await page.getByLabel('Bestätigt').check();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText(/aktualisiert|gespeichert/i).first()).toBeVisible();

  await page.goto('/backend/clubs');
  await page.getByPlaceholder('Suche').fill(title);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await checkAccessibility(page, 'clubs list');
  await row.click();

  await page.getByLabel('E-Mail oder Benutzername').fill(member.username);
  await page.getByRole('button', { name: 'Mitglied hinzufügen' }).click();
  await expect(page.getByText(`${member.username} · ${member.email}`)).toBeVisible();
  await expect(page.getByLabel('Bestätigt')).toBeChecked();
  await checkAccessibility(page, 'club with member');
});
