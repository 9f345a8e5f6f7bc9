import { expect, type Page } from '@playwright/test';

/** A unique address per test run, so specs never collide on the shared database. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
}

/**
 * Opens the development outbox (/dev/mailbox, served in NODE_ENV test) like an inbox and
 * returns the path and query of the newest link to `to` containing `hrefPart`.
 */
export async function mailLink(page: Page, to: string, hrefPart: string): Promise<string> {
  await page.goto('/dev/mailbox');
  const mail = page.locator('article', { hasText: `An: ${to}` }).first();
  await expect(mail).toBeVisible();
  const href = await mail.locator(`a[href*="${hrefPart}"]`).first().getAttribute('href');
  expect(href, `a link with ${hrefPart} in the mail to ${to}`).toBeTruthy();
  const url = new URL(href!);
  return url.pathname + url.search;
}
