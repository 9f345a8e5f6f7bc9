import type { APIRequestContext, Browser } from '@playwright/test';
import { checkAccessibility, defaultConsentCookies, expect, test, ui } from './fixtures.ts';
import { signInToBackend } from './backend-helpers.ts';
import { mailLink } from './mailbox.ts';
import { logInByApi, post, registerVerifiedMember, weeklyEntry } from './profile-helpers.ts';

// The moderators' work in the backend (decision 036): a reported entry hidden from the
// queue disappears for visitors while its owner is told by mail; an accepted category
// suggestion shows on the entry.

test.use({ expectedConsoleErrors: /status of (401|403|404) .*\/(api\/)?(backend|offers)/ });

/** Another person's browser, who has answered the cookie question already. */
async function otherBrowser(browser: Browser, baseURL: string) {
  const context = await browser.newContext();
  const url = new URL(baseURL).origin;
  await context.addCookies(
    Object.entries(defaultConsentCookies).map(([category, name]) => ({
      name,
      value: category === 'essential' ? '1' : '0',
      url,
    })),
  );
  return context;
}

/** Anna, signed in in a browser of her own, saves a weekly entry; its id and slug. */
async function annasEntry(browser: Browser, baseURL: string, title: string, extra: object = {}) {
  const context = await otherBrowser(browser, baseURL);
  const anna = await context.newPage();
  await logInByApi(anna, 'anna@example.org');
  const created = await post(anna.request, '/api/offers/entry/save', weeklyEntry(title, extra));
  expect(created.status(), 'saving the entry').toBe(201);
  const entry = ((await created.json()) as { data: { id: number; slug: string } }).data;
  return { ...entry, anna, close: () => context.close() };
}

async function visitorSees(request: APIRequestContext, id: number) {
  const geo = await (await request.get('/api/offers/geo?types=entry')).json();
  // Nearest first around the entry: the title-sorted list pages through hundreds.
  const list = await (
    await request.get('/api/offers?types=entry&lat=53.5713&lng=10.0312&distance=1&limit=100')
  ).json();
  return {
    map: (geo.data.features as { properties: { id: number } }[]).some(
      (f) => f.properties.id === id,
    ),
    list: (list.data as { id: number }[]).some((o) => o.id === id),
  };
}

test('a reported entry hidden from the queue is gone for visitors; its owner has a mail', async ({
  page,
  browser,
  baseURL,
  expectAccessible,
}) => {
  const title = `Lauftreff zum Melden ${Date.now() % 1e7}`;
  const entry = await annasEntry(browser, baseURL!, title);
  const path = `/angebot/mitmachen/${entry.slug}`;

  // Ben reads the entry and reports it.
  const benContext = await otherBrowser(browser, baseURL!);
  const ben = await benContext.newPage();
  await logInByApi(ben, 'ben@example.org');
  await ben.goto(path);
  await ben.getByRole('button', { name: 'melden', exact: true }).click();
  const dialog = ben.getByRole('dialog', { name: 'Angebot melden' });
  await dialog.getByRole('radio', { name: 'Anstößiger Inhalt' }).check();
  await dialog.getByRole('button', { name: 'Meldung senden' }).click();
  await expect(ben.getByText('Danke! Deine Meldung ist bei uns eingegangen.')).toBeVisible();
  await checkAccessibility(ben, 'reported entry');
  await benContext.close();
  expect(await visitorSees(page.request, entry.id)).toEqual({ map: true, list: true });

  // The moderator finds it in the queue and hides it with a reason.
  await signInToBackend(page, 'moderation@example.org', { dashboard: true });
  await page.goto('/backend/reports');
  await expect(page.getByText('Meldungen zum Eintrag')).toBeVisible();
  await expectAccessible('reports queue');
  await page.getByRole('row').filter({ hasText: title }).click();
  await expect(page.getByRole('heading', { name: 'Gemeldeter Eintrag' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Angebot bearbeiten' })).toHaveAttribute(
    'href',
    `/backend/offers/${entry.id}`,
  );
  await expectAccessible('report');
  await page
    .getByLabel('Begründung (geht per E-Mail an den Eigentümer)')
    .fill('Beleidigende Beschreibung');
  await page.getByRole('button', { name: 'Eintrag ausblenden' }).click();
  await expect(page.getByText('Erledigt: Ausgeblendet')).toBeVisible();
  // The notice fades out by itself; the final page scan must not catch it halfway.
  await expect(page.getByText('Erledigt: Ausgeblendet')).toBeHidden({ timeout: 10_000 });
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);

  // Visitors no longer find it on the map, in the list or at its address.
  const visitorContext = await otherBrowser(browser, baseURL!);
  const visitor = await visitorContext.newPage();
  expect(await visitorSees(visitor.request, entry.id)).toEqual({ map: false, list: false });
  const gone = await visitor.goto(path);
  expect(gone?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(ui.de.notFound);
  await visitorContext.close();

  // Anna has a mail with the reason; its link shows her the entry with the notice.
  const link = await mailLink(entry.anna, 'anna@example.org', path);
  await expect(entry.anna.getByText('Begründung: Beleidigende Beschreibung').first()).toBeVisible();
  await entry.anna.goto(link);
  await expect(entry.anna.getByText('Für Besucher ausgeblendet')).toBeVisible();
  await expect(entry.anna.getByText(/Begründung: Beleidigende Beschreibung/)).toBeVisible();
  await checkAccessibility(entry.anna, 'hidden entry for its owner');
  await entry.close();
});

test('an accepted category suggestion shows the new category on the entry', async ({
  page,
  browser,
  baseURL,
  expectAccessible,
}) => {
  const n = Date.now() % 1e7;
  const suggestion = `Discgolf ${n}`;
  const entry = await annasEntry(browser, baseURL!, `Discgolf im Park ${n}`, {
    suggest_mode: true,
    suggest: suggestion,
  });
  await entry.close();

  await signInToBackend(page, 'moderation@example.org', { dashboard: true });
  await page.goto('/backend/category-suggestions');
  await expectAccessible('suggestions');
  await page.getByRole('row').filter({ hasText: suggestion }).click();
  await expect(page.getByLabel('Schlüssel')).toHaveValue(`discgolf-${n}`);
  await expectAccessible('suggestion');
  await page.getByLabel('Titel (Englisch)').fill(`Disc golf ${n}`);
  await page.getByRole('button', { name: 'Annehmen' }).click();
  await expect(page.getByText('Erledigt: Angenommen')).toBeVisible();
  // The notice fades out by itself; the final page scan must not catch it halfway.
  await expect(page.getByText('Erledigt: Angenommen')).toBeHidden({ timeout: 10_000 });

  const visitorContext = await otherBrowser(browser, baseURL!);
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/angebot/mitmachen/${entry.slug}`);
  await expect(visitor.getByText(suggestion).first()).toBeVisible();
  await checkAccessibility(visitor, 'entry with the new category');
  await visitorContext.close();
});

test('a moderator marks an account official and blocks it; it can no longer sign in', async ({
  page,
  browser,
  baseURL,
  expectAccessible,
}) => {
  const context = await otherBrowser(browser, baseURL!);
  const member = await registerVerifiedMember(context.request, 'gesperrt');

  await signInToBackend(page, 'moderation@example.org', { dashboard: true });
  await page.goto('/backend/users');
  await page.getByPlaceholder('Suchen').fill(member.username);
  const row = page.getByRole('row').filter({ hasText: member.email });
  await expect(row).toBeVisible();
  await expectAccessible('accounts');
  await row.click();
  // The switch follows the saved account, so it turns once the server has answered.
  await page.getByRole('switch', { name: 'Offizielles Konto' }).click();
  await expect(page.getByText('Konto gespeichert')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Offizielles Konto' })).toBeChecked();
  await page.getByRole('switch', { name: 'Gesperrt' }).click();
  await expect(page.getByRole('switch', { name: 'Gesperrt' })).toBeChecked();
  await expectAccessible('account');

  const login = await post(context.request, '/api/auth/login', {
    email: member.email,
    password: member.password,
    remember: false,
  });
  expect(login.status()).toBe(422);
  expect((await login.json()).errors).toEqual({ email: ['auth.blocked'] });
  await context.close();
});
