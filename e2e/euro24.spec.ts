import { test, expect, type Lang } from './fixtures.ts';

const texts = {
  de: {
    prefix: '',
    date: 'Datum wählen',
    next: 'Nächster Tag',
    empty: 'An diesem Tag gibt es keine Termine.',
    first: 'Polen – Niederlande',
    second: 'Kroatien – Albanien',
  },
  en: {
    prefix: '/en',
    date: 'Choose date',
    next: 'Next day',
    empty: 'No events on this day.',
    first: 'Poland – Netherlands',
    second: 'Croatia – Albania',
  },
} as const;

for (const lang of ['de', 'en'] as Lang[]) {
  const t = texts[lang];

  test(`Euro 2024: the calendar shows the matches of the chosen day (${lang})`, async ({
    page,
    visit,
    expectAccessible,
  }) => {
    await visit(`${t.prefix}/uefa-euro-2024`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('UEFA EURO 2024');
    const main = page.getByRole('main');
    const date = main.getByLabel(t.date);
    await expect(date).toHaveValue('2024-06-16');

    // The calendar loads after a second, then shows the match and its public viewing.
    await expect(main.getByRole('heading', { name: t.first, exact: true })).toBeVisible();
    await expect(main.getByRole('article')).toHaveCount(2);
    await expectAccessible('Euro page, 16 June');

    await date.fill('2024-06-19');
    await expect(main.getByRole('heading', { name: t.second, exact: true })).toBeVisible();
    await expect(main.getByRole('heading', { name: t.first, exact: true })).toBeHidden();

    // The day after a match day is empty.
    await main.getByRole('button', { name: t.next }).click();
    await expect(date).toHaveValue('2024-06-20');
    await expect(main.getByText(t.empty)).toBeVisible();
    await expect(main.getByRole('article')).toHaveCount(0);
    await expectAccessible('Euro page, empty day');
  });
}

test('Euro 2024: the calendar fits a 375 px phone', async ({ page, visit }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await visit('/uefa-euro-2024');
  await expect(
    page.getByRole('main').getByRole('heading', { name: texts.de.first, exact: true }),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
