import { test, expect } from './fixtures.ts';
import { signInToBackend } from './backend-helpers.ts';

test.describe('editors backend', () => {
  // The backend asks who is signed in (401 before the sign-in, 403 for a plain user), and the
  // stale save is refused on purpose (409).
  test.use({ expectedConsoleErrors: /status of (401|403|409) .*\/(api\/)?backend/ });

  test('an editor saves a news article and a visitor sees it on the public page', async ({
    page,
    browser,
    expectAccessible,
  }) => {
    await signInToBackend(page, 'redaktion@example.org');
    await expect(page.getByRole('heading', { name: 'Wartet auf Arbeit' })).toBeVisible();
    await expectAccessible('dashboard');

    // Published articles only: a scheduled one (another spec writes one) is not on /news yet.
    await page.goto(`/backend/articles?filter=${encodeURIComponent('{"scheduled":false}')}`);
    await expect(page.getByText('Veröffentlicht ab')).toBeVisible();
    await expectAccessible('news list');
    await page.getByRole('row').nth(1).click();
    const title = page.getByLabel('Titel (Deutsch)');
    await expect(title).toBeVisible();
    const slug = await page.getByLabel('Pfad').inputValue();
    await title.fill('Neu aus der Redaktion');
    await page.getByLabel('Titel (Englisch)').fill('New from the editors');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Gespeichert', { exact: true })).toBeVisible();

    const visitor = await browser.newPage();
    await visitor.goto(`/news/${slug}`);
    await expect(visitor.getByText('Neu aus der Redaktion').first()).toBeVisible();
    await visitor.close();
  });

  test('a second, stale save gets the conflict message and a way to reload', async ({
    page,
    browser,
  }) => {
    await signInToBackend(page, 'redaktion@example.org');
    // A Playground question: the FAQ spec reads the others.
    await page.goto(`/backend/faq?filter=${encodeURIComponent('{"group":"playground"}')}`);
    await page.getByRole('row').nth(1).click();
    const question = page.getByLabel('Frage (Deutsch)');
    await expect(question).toBeVisible();
    const url = page.url();

    // A second editor saves the same item first.
    const other = await browser.newPage();
    await signInToBackend(other, 'admin@example.org');
    await other.goto(url);
    await other.getByLabel('Frage (Deutsch)').fill('Zuerst gespeichert');
    await other.getByRole('button', { name: 'Speichern' }).click();
    await expect(other.getByText('Gespeichert', { exact: true })).toBeVisible();
    await other.close();

    await question.fill('Zu spät gespeichert');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'inzwischen von jemand anderem geändert' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Neu laden' }).click();
    await expect(page.getByLabel('Frage (Deutsch)')).toHaveValue('Zuerst gespeichert');
  });

  test('a plain user gets 403 and the sign-in says why', async ({ page }) => {
    await page.goto('/login');
    await page.goto('/backend/login');
    await signInToBackend(page, 'anna@example.org');
    const response = await page.goto('/backend');
    expect(response?.status()).toBe(403);
    await expect(page.getByText('keine Rolle für die Redaktion')).toBeVisible();
  });
});
