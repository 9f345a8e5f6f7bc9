import type { Page } from '@playwright/test';
import { test, expect, type Lang } from './fixtures.ts';

// The offer list of the demo city (spec/offers.md §2 Offer list, §4). The seed places every
// offer on a street of the demo addresses, so the address search finds those streets.
const texts = {
  de: {
    prefix: '',
    title: 'Sportangebot',
    entries: /^\d+ Einträge?$/,
    category: 'Sportart',
    running: 'Laufen',
    address: 'Adresse',
    distance: /^Entfernung/,
    filter: /^Filter/,
    free: 'Kostenlos',
    apply: 'Filter anwenden',
    more: 'Mehr laden',
    earlier: 'Frühere Einträge',
    range: /^Einträge 101 bis 105 von \d+$/,
    empty: 'Keine Einträge gefunden',
    teaser: 'Karte öffnen',
    closeMap: 'Karte schließen',
    sports: 'Sportarten',
  },
  en: {
    prefix: '/en',
    title: 'Sports offers',
    entries: /^\d+ entr(y|ies)$/,
    category: 'Sport',
    running: 'Running',
    address: 'Address',
    distance: /^Distance/,
    filter: /^Filter/,
    free: 'Free',
    apply: 'Apply filter',
    more: 'Load more',
    earlier: 'Earlier entries',
    range: /^Entries 101 to 105 of \d+$/,
    empty: 'No entries found',
    teaser: 'Open map',
    closeMap: 'Close map',
    sports: 'Sports',
  },
} as const;

const items = (page: Page) => page.getByRole('main').getByRole('article');
const countText = (page: Page) => page.getByRole('main').getByText(/^\d+ (Einträge?|entr(y|ies))$/);
const totalOf = async (page: Page) => Number((await countText(page).textContent())?.split(' ')[0]);

/** The list view without the map: the remembered choice, as a returning visitor has it. */
async function preferList(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('offers.view', 'list'));
}

for (const lang of ['de', 'en'] as Lang[]) {
  const t = texts[lang];

  test.describe(`offer list (${lang})`, () => {
    test('filters by category and counts the entries', async ({ page, visit, request }) => {
      await preferList(page);
      await visit(`${t.prefix}/angebot`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
      await expect(countText(page)).toHaveText(t.entries);
      await expect(items(page)).toHaveCount(5);
      const all = await totalOf(page);

      await page.getByLabel(t.category, { exact: true }).selectOption({ label: t.running });
      await expect(page).toHaveURL(/categories=laufen/);
      const expected = await request.get('/api/offers?categories=laufen&limit=5');
      const { total } = (await expected.json()) as { total: number };
      expect(total).toBeGreaterThan(0);
      expect(total).toBeLessThan(all);
      await expect(countText(page)).toHaveText(new RegExp(`^${total} `));
    });

    test('pages five more with "more" and keeps the page on reload', async ({
      page,
      visit,
      expectAccessible,
    }) => {
      await preferList(page);
      await visit(`${t.prefix}/angebot?types=spot,entry,club`);
      await expect(items(page)).toHaveCount(5);
      await page.getByRole('link', { name: t.more }).click();
      await expect(items(page)).toHaveCount(10);
      await expect(page).toHaveURL(/[?&]p=2/);
      // Reading goes on with the first new entry.
      await expect(items(page).nth(5).getByRole('link').first()).toBeFocused();
      await page.reload();
      await expect(items(page)).toHaveCount(10);
      await expectAccessible('page two after reload');
    });

    test('reaches the entries past the hundredth and counts what the map shows', async ({
      page,
      visit,
      request,
      expectAccessible,
    }) => {
      await preferList(page);
      await visit(`${t.prefix}/angebot?p=20`);
      await expect(items(page)).toHaveCount(100);
      // One set: the list counts the map's points (summer courses are in the summer calendar).
      // A test beside this one may add an offer meanwhile: then both are read again.
      const mapCount = async () => {
        const geo = await request.get('/api/offers/geo');
        return ((await geo.json()) as { data: { features: unknown[] } }).data.features.length;
      };
      await expect
        .poll(async () => {
          const [shown, points] = [await totalOf(page), await mapCount()];
          if (shown !== points) await page.reload();
          return shown - points;
        })
        .toBe(0);
      await expect(items(page)).toHaveCount(100);

      await page.getByRole('link', { name: t.more }).click();
      await expect(page).toHaveURL(/[?&]p=21/);
      await expect(items(page)).toHaveCount(5);
      await expect(page.getByText(t.range)).toBeVisible();
      await expect(items(page).first().getByRole('link').first()).toBeFocused();
      await expectAccessible('page 21 of the list');
      await page.getByRole('link', { name: t.earlier }).click();
      await expect(page).toHaveURL(/[?&]p=20/);
      await expect(items(page)).toHaveCount(100);
    });

    test('says so when nothing matches', async ({ page, visit }) => {
      await visit(`${t.prefix}/angebot?types=`);
      await expect(page.getByText(t.empty)).toBeVisible();
      await expect(items(page)).toHaveCount(0);
    });
  });
}

test.describe('offer list filters', () => {
  const t = texts.de;

  test('narrows to an address and a distance chosen from the suggestions', async ({
    page,
    visit,
    expectAccessible,
  }) => {
    await preferList(page);
    await visit('/angebot?types=spot,entry,club');
    const distance = page.getByRole('combobox', { name: t.distance });
    await expect(distance).toBeDisabled();

    const address = page.getByRole('combobox', { name: t.address });
    await address.fill('An der Alster');
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.first()).toBeVisible();
    expect(await options.count()).toBeLessThanOrEqual(5);
    await expectAccessible('address suggestions open');
    await address.press('ArrowDown');
    await address.press('Enter');
    await expect(address).toHaveValue(/An der Alster/);
    await expect(distance).toBeEnabled();
    await expect(distance).toHaveValue('3');

    // Every entry is within 3 km, nearest first, shown as "1,23 km".
    // The list around the address replaces the plain one: wait until every item has its km.
    const distances = async () =>
      (await items(page).allTextContents()).map((text) =>
        Number(/(\d+,\d\d) km/.exec(text)?.[1]?.replace(',', '.')),
      );
    await expect
      .poll(async () => {
        const shown = await distances();
        return shown.length > 0 && shown.every((km) => km <= 3.05);
      })
      .toBe(true);
    const kms = await distances();
    expect([...kms].sort((a, b) => a - b)).toEqual(kms);

    const within3 = await totalOf(page);
    await distance.selectOption('1');
    await expect.poll(() => totalOf(page)).toBeLessThanOrEqual(within3);
    await page.getByRole('button', { name: 'Adresse löschen' }).click();
    await expect(distance).toBeDisabled();
    await expect(items(page).first()).not.toContainText(/\d,\d\d km/);
  });

  test('filters by attributes in the filter dialog', async ({ page, visit, expectAccessible }) => {
    await preferList(page);
    await visit('/angebot');
    await page.getByRole('button', { name: t.filter }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectAccessible('filter dialog');
    await dialog.getByLabel(t.free).check();
    await dialog.getByRole('button', { name: t.apply }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/attributes=free_offer/);
    await expect(page.getByRole('button', { name: t.filter })).toContainText('1');
    await expect(items(page).first()).toBeVisible();
    for (const item of await items(page).all()) await expect(item).toContainText(t.free);
  });

  test('a focus link to a category selects it', async ({ page, visit }) => {
    await preferList(page);
    await visit('/angebot?focus=kategorie/laufen');
    await expect(page).toHaveURL(/categories=laufen/, { timeout: 5000 });
    await expect(
      page.getByRole('list', { name: t.sports }).getByRole('button', { name: t.running }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  test('a focus link to an entry opens its detail', async ({ page, visit, request }) => {
    const answer = await request.get('/api/offers?types=entry&limit=1');
    const { data } = (await answer.json()) as { data: { slug: string; title: string }[] };
    const entry = data[0]!;
    await preferList(page);
    await visit(`/angebot?focus=mitmachen/${entry.slug}`);
    const detail = page.getByRole('dialog');
    await expect(detail).toBeVisible({ timeout: 5000 });
    await expect(detail).toContainText(entry.title);
  });

  test('works on a 375 px phone: teaser, list and sports in the filter dialog', async ({
    page,
    visit,
    expectAccessible,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await visit('/angebot');
    await expect(page.getByRole('group', { name: 'Ansicht' })).toBeHidden();
    await expect(items(page)).toHaveCount(5);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);

    await page.getByRole('button', { name: t.filter }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('group', { name: t.sports })).toBeVisible();
    await expectAccessible('filter dialog on a phone');
    await dialog.getByLabel(t.running).check();
    await dialog.getByRole('button', { name: t.apply }).click();
    await expect(page).toHaveURL(/categories=laufen/);

    await page.getByRole('button', { name: t.teaser }).click();
    const map = page.getByRole('dialog', { name: 'Karte der Sportangebote' });
    await expect(map).toBeVisible();
    await map.getByRole('button', { name: t.closeMap }).click();
    await expect(map).toBeHidden();
  });
});

test.describe('offer list without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('pages with plain links past the first hundred and back', async ({ page, request }) => {
    const { total } = (await (await request.get('/api/offers?limit=1')).json()) as {
      total: number;
    };
    expect(total).toBeGreaterThan(105);
    await page.goto('/angebot?types=spot,entry,club');
    await expect(items(page)).toHaveCount(5);
    await expect(countText(page)).toHaveText(texts.de.entries);
    await page.getByRole('link', { name: texts.de.more }).click();
    await expect(page).toHaveURL(/[?&]p=2(&|$)/);
    await expect(items(page)).toHaveCount(10);

    await page.goto('/angebot?types=spot,entry,club&p=20');
    await page.getByRole('link', { name: texts.de.more }).click();
    await expect(page).toHaveURL(/[?&]p=21(&|$)/);
    await expect(items(page)).toHaveCount(5);
    await expect(page.getByText(texts.de.range)).toBeVisible();
    await page.getByRole('link', { name: texts.de.earlier }).click();
    await expect(items(page)).toHaveCount(100);
  });
});
