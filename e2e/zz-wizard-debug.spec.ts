import { test, expect } from './fixtures.ts';
import { logInByApi } from './profile-helpers.ts';
test('debug escape', async ({ page }) => {
  page.on('console', (m) => { if (m.text().includes('WIZDBG')) console.log(m.text()); });
  await logInByApi(page, 'anna@example.org');
  await page.goto('/angebot');
  await page.getByRole('button', { name: 'Eintrag hinzufügen' }).click();
  await page.getByRole('dialog').getByRole('radio', { name: /Active Spot/ }).click();
  for (const n of [1, 2]) {
    await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
  }
  console.log(await page.evaluate(() => document.activeElement?.tagName));
  expect(1).toBe(1);
});
