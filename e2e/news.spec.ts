import { test, expect, type Lang } from './fixtures.ts';

// The demo seed has 24 articles: three pages of nine, newest first, some of them external.
const texts = {
  de: {
    prefix: '',
    title: 'News',
    more: 'Mehr laden',
    back: 'Zurück zu den News',
    newWindow: 'öffnet neues Fenster',
  },
  en: {
    prefix: '/en',
    title: 'News',
    more: 'Load more',
    back: 'Back to news',
    newWindow: 'opens in a new window',
  },
} as const;

for (const lang of ['de', 'en'] as Lang[]) {
  const t = texts[lang];

  test.describe(`news (${lang})`, () => {
    test('lists nine articles; "load more" brings the next page for keyboard users', async ({
      page,
      visit,
      expectAccessible,
    }) => {
      // Without IntersectionObserver nothing loads by scrolling: only the button can.
      await page.addInitScript(() => {
        delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
      });
      await visit(`${t.prefix}/news`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards).toHaveCount(9);

      const more = page.getByRole('button', { name: t.more });
      await more.focus();
      await page.keyboard.press('Enter');
      await expect(cards).toHaveCount(18);
      // Reading goes on with the first new article; the button comes after the new ones.
      await expect(cards.nth(9).getByRole('link')).toBeFocused();
      await expectAccessible('news after "load more"');

      await more.focus();
      await page.keyboard.press('Enter');
      await expect(cards).toHaveCount(24);
      await expect(more).toBeHidden();
      await expect(cards.nth(18).getByRole('link')).toBeFocused();
      await expectAccessible('news, all pages');
    });

    test('scrolling to the end of the list loads the next pages by itself', async ({
      page,
      visit,
    }) => {
      await visit(`${t.prefix}/news`);
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards).toHaveCount(9);
      await cards.nth(8).scrollIntoViewIfNeeded();
      await expect(cards).toHaveCount(18);
      await cards.nth(17).scrollIntoViewIfNeeded();
      await expect(cards).toHaveCount(24);
      await expect(page.getByRole('button', { name: t.more })).toBeHidden();
    });

    test('external articles open in a new tab, internal ones open their page', async ({
      page,
      visit,
      expectAccessible,
    }) => {
      await visit(`${t.prefix}/news`);
      const external = page
        .getByRole('main')
        .getByRole('link', { name: new RegExp(t.newWindow) })
        .first();
      await expect(external).toHaveAttribute('target', '_blank');
      await expect(external).toHaveAttribute('href', /^https?:\/\//);

      const internal = page.locator(`main article a[href^="${t.prefix}/news/"]`).first();
      const title = (await internal.innerText()).trim();
      await internal.click();
      await expect(page).toHaveURL(new RegExp(`^[^?]*${t.prefix}/news/[a-z0-9-]+$`));
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toBeVisible();
      await expect(h1).toBeFocused();
      await expect(page.getByText(/^\d\d\.\d\d\.\d\d \d\d:\d\d$/).first()).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`\\| Active City Hamburg$`));
      expect(title.length).toBeGreaterThan(0);
      await expectAccessible('news detail');

      await page.getByRole('link', { name: t.back }).click();
      await expect(page).toHaveURL((url) => url.pathname === `${t.prefix}/news`);
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
      await expectAccessible('back on the news list');
    });
  });
}

test('the tags query filters the news; no match says so', async ({ page, visit }) => {
  await visit('/news?tags=laufen');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeLessThan(9);

  await visit('/news?tags=gibt-es-nicht');
  await expect(page.getByText('Keine Einträge gefunden')).toBeVisible();
});

test('the news list reads well on a 375 px phone', async ({ page, visit }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await visit('/news');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(9);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
