import { expect, type Page } from '@playwright/test';
import { demoPassword } from './profile-helpers.ts';

/**
 * Signs in on the backend's own sign-in screen (`/en/backend/login` for English) and waits
 * for the answer. With `dashboard`, also waits until the dashboard's work list shows.
 */
export async function signInToBackend(
  page: Page,
  email: string,
  { path = '/backend/login', dashboard = false }: { path?: string; dashboard?: boolean } = {},
) {
  await page.goto(path);
  await page.getByLabel(/E-Mail oder Benutzername|E-mail or username/).fill(email);
  await page
    .getByLabel(/Passwort|Password/)
    .first()
    .fill(demoPassword);
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
  await page.getByRole('button', { name: /Anmelden|Sign in/ }).click();
  expect((await answered).status()).toBe(200);
  if (dashboard)
    await expect(
      page.getByRole('heading', { name: /Wartet auf Arbeit|Waiting for work/ }),
    ).toBeVisible();
}
