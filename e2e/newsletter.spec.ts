import { test, expect } from './fixtures.ts';
import { uniqueEmail } from './mailbox.ts';

// Used, unknown and invalid links and addresses are refused on purpose, and so is a second
// mail within the minute; the browser logs it.
test.use({ expectedConsoleErrors: /status of (404|422|429) .*\/api\/newsletter/ });

// The server allows a few newsletter posts per minute and address (MAIL_REQUESTS_PER_MINUTE);
// these tests stay below that and run one after the other.
test.describe.configure({ mode: 'serial' });

test('subscribe, read the mail in the dev mailbox, confirm with its link', async ({
  page,
  visit,
  expectAccessible,
}) => {
  const email = `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
  await visit('/active-city-summer');
  // The form loads as its place, far down the page, comes near the screen.
  await page.getByRole('main').locator('[data-newsletter-place]').scrollIntoViewIfNeeded();
  const form = page.getByRole('region', { name: 'Newsletter', exact: true });
  await form.getByLabel(/E-Mail-Adresse/).fill(email);
  await form.getByRole('button', { name: 'Anmelden' }).click();
  await expect(
    form.getByText(
      'Fast geschafft! Wir haben dir eine E-Mail geschickt. Bitte bestätige dein Abo über den Link darin.',
    ),
  ).toBeVisible();
  await expect(form.getByLabel(/E-Mail-Adresse/)).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Erneut senden' })).toBeVisible();
  await expectAccessible('newsletter confirmation note');

  // Within the minute no second mail goes out, and the note says so instead of "sent again".
  await form.getByRole('button', { name: 'Erneut senden' }).click();
  await expect(
    form.getByText(
      /Die E-Mail wurde nicht noch einmal gesendet.*in \d+ Sekunden? erneut anfordern/,
    ),
  ).toBeVisible();
  await expect(form.getByText('Wir haben dir die E-Mail noch einmal geschickt.')).toHaveCount(0);

  await page.goto('/dev/mailbox');
  const mail = page.locator('article', { hasText: `An: ${email}` }).first();
  await expect(mail).toBeVisible();
  await expect(page.locator('article', { hasText: `An: ${email}` })).toHaveCount(1);
  await expectAccessible('dev mailbox');
  const link = mail.locator('a[href*="/newsletter/bestaetigen?token="]').first();
  const href = await link.getAttribute('href');
  expect(href).toBeTruthy();

  await visit(new URL(href!).pathname + new URL(href!).search);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsletter bestätigen');
  await expect(page.getByText('Dein Newsletter-Abo ist bestätigt.')).toBeVisible();

  // The link works once.
  await page.reload();
  await expect(page.getByText('Dieser Link ist ungültig oder wurde schon benutzt.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
});

test('an invalid address shows the error under the field', async ({ page, visit }) => {
  await visit('/en/active-city-summer');
  await page.getByRole('main').locator('[data-newsletter-place]').scrollIntoViewIfNeeded();
  const form = page.getByRole('region', { name: 'Newsletter', exact: true });
  const field = form.getByLabel(/E-mail address/);
  await field.fill('not-an-address');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(/Please enter a valid e-mail address\./);
  const summary = form.getByRole('alert');
  await expect(summary).toContainText('Please check your entries.');
  // The summary takes focus; its link leads to the field.
  await expect(summary.locator('..')).toBeFocused();
  await summary.getByRole('link').click();
  await expect(field).toBeFocused();
});

test('the footer of every page offers the sign-up, also in English and at 320 px', async ({
  page,
  visit,
  expectAccessible,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await visit('/en/meta/faq');
  const footer = page.getByRole('contentinfo');
  // The form's code loads as its place, at the footer's end, comes near the screen; at
  // 320 px the footer's groups stack, so that is well below the footer's top.
  await footer.locator('[data-newsletter-place]').scrollIntoViewIfNeeded();
  const form = footer.getByRole('region', { name: 'Subscribe to the newsletter' });
  const field = form.getByLabel(/E-mail address/);
  await expect(field).toBeVisible();
  // Nothing in the footer is wider than the screen.
  const widest = await footer.evaluate((el) =>
    Math.max(...[...el.querySelectorAll('*')].map((e) => e.getBoundingClientRect().right)),
  );
  expect(widest).toBeLessThanOrEqual(320);
  await expectAccessible('footer newsletter at 320 px');

  const email = uniqueEmail('footer');
  await field.fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText(/Almost done!/)).toBeVisible();
  await expect(form.getByRole('button', { name: 'Send again' })).toBeVisible();

  await page.goto('/dev/mailbox');
  const mail = page.locator('article', { hasText: `An: ${email}` }).first();
  await expect(mail).toContainText('Please confirm your newsletter subscription');
});

test('an unknown unsubscribe link says it is invalid', async ({ page, visit }) => {
  await visit(`/newsletter/abmelden?token=${'x'.repeat(40)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsletter abbestellen');
  await expect(page.getByText('Dieser Link ist ungültig oder wurde schon benutzt.')).toBeVisible();
});

test('the footer’s sign-up reads in the page’s language on screens of every area', async ({
  page,
}) => {
  for (const [path, title] of [
    ['/angebot', 'Newsletter abonnieren'],
    ['/en/shop', 'Subscribe to the newsletter'],
  ] as const) {
    await page.goto(path);
    await page.getByRole('contentinfo').locator('[data-newsletter-place]').scrollIntoViewIfNeeded();
    await expect(page.getByRole('contentinfo').getByText(title)).toBeVisible();
  }
});
