import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { describeSchedule } from '../domain/offers/schedule.ts';
import type { OfferDetail, OfferListResponse, OfferSummary } from '../domain/offers/types.ts';
import { expect, test, ui, type Lang } from './fixtures.ts';
import { logInByApi, post, samplePng, weeklyEntry } from './profile-helpers.ts';

// Public detail pages, the entry's calendar file, bookmarks and reports (spec/offers.md §2,
// §4, §6). Offers are found through the list API, as a visitor's links would find them.

const text = {
  de: {
    back: 'Zurück zum Sportangebot',
    calendar: 'In den Kalender (iCal)',
    bookmark: 'Merken',
    report: 'melden',
    reportTitle: 'Angebot melden',
    send: 'Meldung senden',
    reason: 'Spam oder Werbung',
    thanks: 'Danke! Deine Meldung ist bei uns eingegangen.',
    already: 'Du hast dieses Angebot bereits gemeldet.',
    login: 'Zur Anmeldung',
    list: 'Liste',
  },
  en: {
    back: 'Back to sports offers',
    calendar: 'Add to calendar (iCal)',
    bookmark: 'Bookmark',
    report: 'Report',
    reportTitle: 'Report this offer',
    send: 'Send report',
    reason: 'Spam or advertising',
    thanks: 'Thank you! We have received your report.',
    already: 'You have already reported this offer.',
    login: 'Log in',
    list: 'List',
  },
} as const;

const segment = {
  entry: 'mitmachen',
  spot: 'active-spot',
  club: 'verein',
  place: 'vereinsstandort',
};

async function offersOf(request: APIRequestContext, type: 'spot' | 'entry' | 'club', limit = 1) {
  const response = await request.get(`/api/offers?types=${type}&limit=${limit}`);
  expect(response.status(), `GET /api/offers?types=${type}`).toBe(200);
  return ((await response.json()) as OfferListResponse).data;
}

async function firstOf(request: APIRequestContext, type: keyof typeof segment) {
  // The filter's `club` covers clubs and their locations (decision 014).
  const list = await offersOf(
    request,
    type === 'place' ? 'club' : type,
    type === 'place' || type === 'club' ? 50 : 1,
  );
  const offer = list.find((o) => o.type === type);
  expect(offer, `an offer of type ${type}`).toBeTruthy();
  return offer!;
}

async function detail(request: APIRequestContext, offer: OfferSummary, lang: Lang) {
  const response = await request.get(`/api/offers/${offer.type}/${offer.id}`, {
    headers: { 'Accept-Language': lang },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: OfferDetail }).data;
}

/** An entry with a repeating schedule, so its page has words and a calendar file. */
async function scheduledEntry(request: APIRequestContext, lang: Lang, skip = 0) {
  const found: OfferDetail[] = [];
  for (const summary of await offersOf(request, 'entry', 40)) {
    const offer = await detail(request, summary, lang);
    if (offer.schedule?.repetition && describeSchedule(offer.schedule, lang)) found.push(offer);
    if (found.length > skip) return found[skip]!;
  }
  throw new Error('no entry with a schedule in the demo data');
}

for (const lang of ['de', 'en'] as const) {
  const { prefix } = ui[lang];
  const t = text[lang];

  test.describe(`offer detail pages (${lang})`, () => {
    for (const type of ['entry', 'spot', 'club', 'place'] as const) {
      test(`the ${type} page shows its title as h1 and leads back`, async ({ page, visit }) => {
        const offer = await detail(page.request, await firstOf(page.request, type), lang);
        await visit(`${prefix}/angebot/${segment[type]}/${offer.slug}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(offer.title);
        await expect(page).toHaveTitle(new RegExp(offer.title));
        await page.getByRole('link', { name: t.back }).click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/angebot$`));
      });
    }

    test('an entry page says when it takes place and hands out its calendar file', async ({
      page,
      visit,
    }) => {
      const entry = await scheduledEntry(page.request, lang);
      await visit(`${prefix}/angebot/mitmachen/${entry.slug}`);
      await expect(page.getByText(describeSchedule(entry.schedule, lang)!)).toBeVisible();
      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: t.calendar }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`${entry.slug}.ics`);
      const ics = readFileSync((await file.path())!, 'utf8');
      expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
      expect(ics).toContain('BEGIN:VEVENT');
      expect(ics.replace(/\r\n /g, '')).toContain(`SUMMARY:${entry.title}`);
    });

    test('an unknown slug shows the 404 page', async ({ page, visit, allowConsoleErrors }) => {
      allowConsoleErrors(/status of 404|NotFoundError: Offer not found/);
      await visit(`${prefix}/angebot/active-spot/gibt-es-nicht-123`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui[lang].notFound);
    });

    test('reporting while logged out asks to log in and comes back', async ({ page, visit }) => {
      const entry = await firstOf(page.request, 'entry');
      const path = `${prefix}/angebot/mitmachen/${entry.slug}`;
      await visit(path);
      await page.getByRole('button', { name: t.report, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t.reportTitle });
      const login = dialog.getByRole('link', { name: t.login });
      await expect(login).toHaveAttribute(
        'href',
        `${prefix}/login?redirect=${encodeURIComponent(path)}`,
      );
    });
  });
}

test('anna bookmarks a spot, which then shows in her bookmark list', async ({ page, visit }) => {
  await logInByApi(page, 'anna@example.org');
  const spots = await offersOf(page.request, 'spot', 20);
  const me = await (await page.request.get('/api/user')).json();
  const spot = spots.find((s) => !(me.data.bookmarks as number[]).includes(s.id));
  expect(spot, 'a spot anna has not bookmarked').toBeTruthy();

  await visit(`/angebot/active-spot/${spot!.slug}`);
  const toggle = page.getByRole('button', { name: text.de.bookmark });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/active-spot/); // the toggle does not navigate

  await visit('/angebot?types=bookmark');
  const listToggle = page.getByRole('button', { name: text.de.list, exact: true });
  if ((await listToggle.getAttribute('aria-pressed')) !== 'true') await listToggle.click();
  await expect(page.getByRole('link', { name: spot!.title }).first()).toBeVisible();
  await expectBookmarked(page.request, spot!.id, true);

  // Leave anna as she was, for whoever reads her bookmarks next.
  await visit(`/angebot/active-spot/${spot!.slug}`);
  await page.getByRole('button', { name: text.de.bookmark }).click();
  await expect(page.getByRole('button', { name: text.de.bookmark })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expectBookmarked(page.request, spot!.id, false);
});

async function expectBookmarked(request: APIRequestContext, id: number, yes: boolean) {
  await expect
    .poll(async () =>
      ((await (await request.get('/api/user')).json()).data.bookmarks as number[]).includes(id),
    )
    .toBe(yes);
}

test('anna reports an entry once; a second report says it is already reported', async ({
  page,
  visit,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 409 .*\/api\/reports/);
  await logInByApi(page, 'anna@example.org');
  // Not the entry the logged-out test opens, so runs in any order see a fresh target.
  const entries = await offersOf(page.request, 'entry', 5);
  const entry = entries.at(-1)!;
  await visit(`/angebot/mitmachen/${entry.slug}`);

  const report = async () => {
    await page.getByRole('button', { name: text.de.report, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: text.de.reportTitle });
    await dialog.getByRole('radio', { name: text.de.reason }).check();
    await dialog.getByRole('button', { name: text.de.send }).click();
    return dialog;
  };

  const first = await report();
  await expect(first).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: text.de.thanks })).toBeVisible();

  const second = await report();
  // The popup stays open with the message; the fixture's final axe scan checks it too.
  await expect(second.getByRole('alert')).toContainText(text.de.already);
});

test('the native app’s reporting screen shows the report form alone', async ({
  page,
  visit,
  allowConsoleErrors,
}) => {
  // The unknown offer at the end is asked for and not found, on purpose.
  allowConsoleErrors(/status of 404 .*\/api\/offers\/spot\/\d+/);
  await logInByApi(page, 'anna@example.org');
  const spot = await firstOf(page.request, 'spot');
  await visit(`/en/native-app/reporting/spot/${spot.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Report');
  // The screen names the offer reported, so nobody reports the wrong one.
  const named = (await detail(page.request, spot, 'en')).title;
  await expect(page.getByText('You are reporting:')).toContainText(`${named} (Active Spot)`);
  await expect(page.getByRole('radio', { name: text.en.reason })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Or describe the problem' })).toBeVisible();

  // An offer that does not exist is the 404 page, not a form for nothing.
  await visit('/en/native-app/reporting/spot/2147483000');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByRole('button', { name: 'Send report' })).toHaveCount(0);
});

test('an entry with a picture shows it in the detail panel and on its page, and shares it', async ({
  page,
  visit,
  expectAccessible,
}) => {
  await logInByApi(page, 'anna@example.org');
  // The upload call wants the CSRF token the other writes get through post().
  await page.request.get('/api/auth/csrf-cookie');
  const { cookies } = await page.request.storageState();
  const token = decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')!.value);
  const uploaded = await page.request.post('/api/user/upload', {
    headers: { 'X-XSRF-TOKEN': token },
    multipart: {
      'files[]': { name: 'lauftreff.png', mimeType: 'image/png', buffer: await samplePng() },
      file_type: 'image',
    },
  });
  expect(uploaded.status(), 'the upload').toBe(200);
  const image = ((await uploaded.json()) as { data: { file: string } }).data.file;
  expect(image).toMatch(/^\/media\/[0-9a-f]+_high\.jpg$/);
  const title = `Lauftreff mit Bild ${Date.now() % 1e6}`;
  const saved = await post(page.request, '/api/offers/entry/save', weeklyEntry(title, { image }));
  expect(saved.status(), 'the save').toBe(201);
  const entry = ((await saved.json()) as { data: OfferDetail }).data;
  const mid = image.replace(/_high\.jpg$/, '_mid.jpg');

  try {
    await visit(`/angebot/mitmachen/${entry.slug}`);
    const shown = page.getByRole('img', { name: `Foto: ${title}` });
    await expect(shown).toBeVisible();
    await expect(shown).toHaveAttribute('src', mid);
    await expect(shown).toHaveAttribute('srcset', `${mid} 800w, ${image} 2400w`);
    // The picture has arrived, not just its box.
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expectAccessible('entry page with a picture');

    // Shared links show it too (absolute, as link previews need).
    const html = await (await page.request.get(`/angebot/mitmachen/${entry.slug}`)).text();
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="https?://[^"]+${image}">`));

    await visit(`/angebot?focus=mitmachen/${entry.slug}`);
    const panel = page.getByRole('dialog');
    await expect(panel.getByRole('img', { name: `Foto: ${title}` })).toBeVisible({
      timeout: 5000,
    });
  } finally {
    await post(page.request, '/api/offers/entry/delete', { id: entry.id });
  }
});
