import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import type { SummerBase, SummerEvent, SummerList } from '../domain/summer/summer-schemas.ts';
import { expect, test, ui, type Lang } from './fixtures.ts';
import { logInByApi } from './profile-helpers.ts';

// The Active City Summer calendar on its page and the course page (spec/offers.md §2, §7).
// Courses are found through the summer calls, as the calendar finds them.

const text = {
  de: {
    calendar: 'Sommerkalender',
    district: 'Bezirk',
    category: 'Sportart',
    week: 'Woche',
    show: 'Anzeigen',
    pages: 'Seiten',
    empty: 'In dieser Woche gibt es keine Kurse für diese Auswahl.',
    reset: 'Filter zurücksetzen',
    back: 'Zum Sommerkalender',
    chosen: 'dein gewählter Termin',
    ical: 'Alle Termine in den Kalender (iCal)',
    bookmark: 'Merken',
    page2: 'Seite 2',
  },
  en: {
    calendar: 'Summer calendar',
    district: 'District',
    category: 'Sport',
    week: 'Week',
    show: 'Show',
    pages: 'Pages',
    empty: 'There are no courses for this selection this week.',
    reset: 'Reset filters',
    back: 'Back to the summer calendar',
    chosen: 'your chosen date',
    ical: 'Add all dates to calendar (iCal)',
    bookmark: 'Bookmark',
    page2: 'Page 2',
  },
} as const;

async function base(request: APIRequestContext, lang: Lang) {
  const res = await request.get('/api/summerevents/base', { headers: { 'accept-language': lang } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: SummerBase }).data;
}

async function week(request: APIRequestContext, query: string, lang: Lang = 'de') {
  const res = await request.get(`/api/summerevents?${query}`, {
    headers: { 'accept-language': lang },
  });
  expect(res.status(), query).toBe(200);
  return ((await res.json()) as { data: SummerList }).data;
}

/** A district and sport with dates in the current week, and one combination without. */
async function filters(request: APIRequestContext, lang: Lang) {
  const b = await base(request, lang);
  const range = `start=${b.week!.start}&stop=${b.week!.stop}`;
  let busy: { district: string; category: string } | undefined;
  let quiet: { district: string; category: string } | undefined;
  for (const d of b.districts) {
    if (busy && quiet) break;
    for (const c of b.categories) {
      if (busy && quiet) break;
      const { total } = await week(request, `${range}&district=${d.slug}&category=${c.slug}`);
      if (total > 0) busy ??= { district: d.slug, category: c.slug };
      else quiet ??= { district: d.slug, category: c.slug };
    }
  }
  return { base: b, busy: busy!, quiet: quiet!, range };
}

for (const lang of ['de', 'en'] as const) {
  const t = text[lang];
  const { prefix } = ui[lang];

  test.describe(`summer calendar (${lang})`, () => {
    test('shows this week’s courses, filters by district, sport and week in the address, and pages', async ({
      page,
      visit,
      expectAccessible,
    }) => {
      const { base: b, busy } = await filters(page.request, lang);
      await visit(`${prefix}/active-city-summer`);
      const calendar = page.getByRole('region', { name: t.calendar });
      await expect(calendar.getByRole('combobox', { name: t.week })).toHaveValue(b.week!.start);
      const all = await week(page.request, `start=${b.week!.start}&stop=${b.week!.stop}`);
      const teasers = calendar.getByRole('list').first().getByRole('listitem');
      await expect(teasers).toHaveCount(Math.min(18, all.total));

      await calendar.getByRole('combobox', { name: t.district }).selectOption(busy.district);
      await calendar.getByRole('combobox', { name: t.category }).selectOption(busy.category);
      await calendar.getByRole('button', { name: t.show }).click();
      await expect(page).toHaveURL(
        new RegExp(`district=${busy.district}.*category=${busy.category}`),
      );
      const filtered = await week(
        page.request,
        `start=${b.week!.start}&stop=${b.week!.stop}&district=${busy.district}&category=${busy.category}`,
        lang,
      );
      await expect(teasers).toHaveCount(Math.min(18, filtered.total));
      await expect(teasers.first()).toContainText(
        filtered.summerEvents.find((s) => s.id === filtered.timeEntries[0]!.summerevent_id)!.title,
      );
      await expectAccessible('filtered');

      // The back button returns to the unfiltered week.
      await page.goBack();
      await expect(teasers).toHaveCount(Math.min(18, all.total));

      if (all.pages > 1) {
        const pager = calendar.getByRole('navigation', { name: t.pages });
        await pager.getByRole('link', { name: t.page2, exact: true }).click();
        await expect(page).toHaveURL(/page=2/);
        await expect(pager.getByRole('link', { name: t.page2, exact: true })).toHaveAttribute(
          'aria-current',
          'page',
        );
        const second = await week(
          page.request,
          `start=${b.week!.start}&stop=${b.week!.stop}&page=2`,
        );
        await expect(teasers).toHaveCount(second.timeEntries.length);
      }

      // Another week of the season.
      const weeks = b.seasons.flatMap((s) => s.weeks);
      const other = weeks.find((w) => w.start !== b.week!.start)!;
      await calendar.getByRole('combobox', { name: t.week }).selectOption(other.start);
      await calendar.getByRole('button', { name: t.show }).click();
      await expect(page).toHaveURL(new RegExp(`week=${other.start}`));
      // The final scan reads the new week, not the last one dimmed while it loads.
      await expect(calendar.locator('[aria-busy]')).toHaveCount(0);
    });

    test('says so when a filter has no courses, and offers to reset it', async ({
      page,
      visit,
    }) => {
      const { quiet } = await filters(page.request, lang);
      await visit(
        `${prefix}/active-city-summer?district=${quiet.district}&category=${quiet.category}`,
      );
      const calendar = page.getByRole('region', { name: t.calendar });
      await expect(calendar.getByText(t.empty)).toBeVisible();
      await calendar.getByRole('link', { name: t.reset }).click();
      await expect(page).not.toHaveURL(/district=/);
      await expect(calendar.getByRole('list').first().getByRole('listitem').first()).toBeVisible();
    });

    test('a teaser opens the course at its date, with every date, the calendar file and share links', async ({
      page,
      visit,
      expectAccessible,
    }) => {
      await visit(`${prefix}/active-city-summer`);
      const calendar = page.getByRole('region', { name: t.calendar });
      const first = calendar
        .getByRole('list')
        .first()
        .getByRole('listitem')
        .first()
        .getByRole('link');
      const href = (await first.getAttribute('href'))!;
      const [, slug, i] = href.match(/\/active-city-summer\/([a-z0-9-]+)\?i=(\d+)$/)!;
      await first.click();
      await expect(page).toHaveURL(new RegExp(`/active-city-summer/${slug}\\?i=${i}$`));
      const course = (
        (await (
          await page.request.get(`/api/summerevents/slug/${slug}`, {
            headers: { 'accept-language': lang },
          })
        ).json()) as { data: SummerEvent }
      ).data;
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(course.title);
      const dates = page.getByRole('list').filter({ has: page.getByText(t.chosen) });
      await expect(dates.getByRole('listitem')).toHaveCount(course.timeEntries.length);
      await expect(dates.locator('li[aria-current="true"]')).toContainText(t.chosen);
      await expectAccessible('course page');

      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: t.ical }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`${slug}.ics`);
      const ics = readFileSync((await file.path())!, 'utf8');
      expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(course.timeEntries.length);

      // Shared as mitmachen/{slug}, which shows the course too.
      const mail = page.getByRole('link', {
        name: lang === 'de' ? 'Per E-Mail teilen' : 'Share by e-mail',
      });
      await expect(mail).toHaveAttribute(
        'href',
        new RegExp(encodeURIComponent(`${prefix}/angebot/mitmachen/${slug}`)),
      );
      await visit(`${prefix}/angebot/mitmachen/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(course.title);

      await visit(`${prefix}/active-city-summer/${slug}?i=${i}`);
      await page.getByRole('link', { name: t.back }).click();
      await expect(page.getByRole('region', { name: t.calendar })).toBeVisible();
    });

    test('an unknown course or date is the 404 page', async ({
      page,
      visit,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(/status of 404/);
      const { range } = await filters(page.request, lang).then((f) => ({ range: f.range }));
      const one = (await week(page.request, range)).timeEntries[0]!;
      const slug = one.acs_url.match(/active-city-summer\/([a-z0-9-]+)/)![1];
      const response = await page.goto(`${prefix}/active-city-summer/${slug}?i=9999`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui[lang].notFound);
      await visit(`${prefix}/active-city-summer/gibt-es-nicht`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui[lang].notFound);
    });
  });
}

test('anna bookmarks a summer course on its page', async ({ page, visit }) => {
  await logInByApi(page, 'anna@example.org');
  const b = await base(page.request, 'de');
  const { timeEntries } = await week(page.request, `start=${b.week!.start}&stop=${b.week!.stop}`);
  const me = async () =>
    (await (await page.request.get('/api/user')).json()).data.bookmarks as number[];
  const saved = await me();
  const entry = timeEntries.find((e) => !saved.includes(e.summerevent_id))!;
  await visit(entry.acs_url);
  const toggle = page.getByRole('button', { name: text.de.bookmark });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await me()).includes(entry.summerevent_id)).toBe(true);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(async () => (await me()).includes(entry.summerevent_id)).toBe(false);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the calendar and a course read, and the filter form works', async ({ page, request }) => {
    const b = await base(request, 'de');
    const list = await week(request, `start=${b.week!.start}&stop=${b.week!.stop}`);
    const course = list.summerEvents.find((s) => s.id === list.timeEntries[0]!.summerevent_id)!;
    await page.goto('/active-city-summer');
    await expect(page.getByRole('main')).toContainText(course.title);
    const district = list.summerEvents[0]!.district!.slug;
    await page.getByRole('combobox', { name: 'Bezirk' }).selectOption(district);
    await page.getByRole('button', { name: 'Anzeigen' }).click();
    await expect(page).toHaveURL(new RegExp(`district=${district}`));
    await page.goto(list.timeEntries[0]!.acs_url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(course.title);
  });
});
