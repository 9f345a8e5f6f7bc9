import { test, expect, type Lang } from './fixtures.ts';

const texts = {
  de: {
    prefix: '',
    month: 'Monat wählen',
    show: 'Anzeigen',
    empty: 'Keine Events in diesem Zeitraum.',
    locale: 'de-DE',
  },
  en: {
    prefix: '/en',
    month: 'Choose month',
    show: 'Show',
    empty: 'No events in this period.',
    locale: 'en-GB',
  },
} as const;

/** The current month in Hamburg, as the page computes it. */
function hamburgMonth(offset = 0) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(new Date());
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const index = get('year') * 12 + get('month') - 1 + offset;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

for (const lang of ['de', 'en'] as Lang[]) {
  const t = texts[lang];

  test(`events: the month select offers twelve months and switches the list (${lang})`, async ({
    page,
    visit,
    expectAccessible,
  }) => {
    await visit(`${t.prefix}/events`);
    const select = page.getByRole('combobox', { name: t.month });
    await expect(select.locator('option')).toHaveCount(12);
    const now = hamburgMonth();
    await expect(select).toHaveValue(`${now.year}-${now.month}`);

    // The demo seed spreads about three events over every coming month; find two months
    // with events and compare their lists.
    // Titles repeat from month to month in the seed; the links (slugs) do not.
    const links = () =>
      page
        .locator(`main article a[href^="${t.prefix}/events/"]`)
        .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    const show = page.getByRole('button', { name: t.show, exact: true });
    // Arrow keys only choose a month (WCAG 3.2.2): the page stays until the choice is confirmed.
    await select.focus();
    await page.keyboard.press('ArrowDown');
    await expect(select).toHaveValue(`${hamburgMonth(1).year}-${hamburgMonth(1).month}`);
    await expect(page).toHaveURL((url) => !url.searchParams.has('month'));

    const next = hamburgMonth(2);
    await select.selectOption(`${next.year}-${next.month}`);
    await show.click();
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === `${t.prefix}/events` &&
        url.searchParams.get('month') === String(next.month) &&
        url.searchParams.get('year') === String(next.year),
    );
    const label = new Intl.DateTimeFormat(t.locale, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(next.year, next.month - 1, 15)));
    await expect(page.getByRole('heading', { level: 2, name: label })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    const second = await links();
    await expectAccessible('events, month after next');

    const later = hamburgMonth(5);
    await select.selectOption(`${later.year}-${later.month}`);
    await select.press('Enter');
    await expect(page).toHaveURL((url) => url.searchParams.get('month') === String(later.month));
    await expect.poll(links).not.toEqual(second);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

    // A card opens its event, whose page has start, place and the calendar link.
    const card = page.locator(`main article a[href^="${t.prefix}/events/"]`).first();
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/events/[a-z0-9-]+$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('definition').first()).toHaveText(/\d\d\.\d\d\.\d\d/);
    await expect(
      page.getByRole('link', { name: lang === 'de' ? 'In den Kalender' : 'Add to calendar' }),
    ).toHaveAttribute('href', new RegExp(`^/feeds/events/[a-z0-9-]+\\.ics\\?lang=${lang}$`));
    await expectAccessible('event detail');

    // Back in history: the month is still chosen.
    await page.goBack();
    await expect(select).toHaveValue(`${later.year}-${later.month}`);
  });

  test(`events: a month outside the twelve shows the current one (${lang})`, async ({
    page,
    visit,
  }) => {
    await visit(`${t.prefix}/events?month=6&year=2020`);
    const now = hamburgMonth();
    const select = page.getByRole('combobox', { name: t.month });
    await expect(select).toHaveValue(`${now.year}-${now.month}`);
    await expect(select.getByRole('option')).toHaveCount(12);
  });
}

test.describe('events: a missing event', () => {
  // The page and its data call answer 404, which the browser logs, as does the router once.
  test.use({ expectedConsoleErrors: /status of 404|NotFoundError: Event not found/ });

  test('an unknown event shows the 404 page', async ({ page, visit }) => {
    const response = await page.goto(`/events/gibt-es-nicht-${Date.now()}`);
    expect(response?.status()).toBe(404);
    await visit(`/events/gibt-es-nicht-${Date.now()}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
  });
});

test('events: the list fits a 375 px phone', async ({ page, visit }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await visit('/events');
  await expect(page.getByRole('combobox', { name: texts.de.month })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
