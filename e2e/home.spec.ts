import type { Locator, Page } from '@playwright/test';
import { test, expect, ui, type Lang } from './fixtures.ts';

/** Number of highlights, read off the carousel's "go to highlight n" buttons once shown. */
async function highlightCount(carousel: Locator): Promise<number> {
  const goTo = carousel.getByRole('button', { name: /^Highlight \d+:/ });
  await expect(goTo.first()).toBeVisible();
  const total = await goTo.count();
  expect(total, 'the seed has several highlights').toBeGreaterThan(1);
  return total;
}

/**
 * The header's language switch is a link to the same page in the other language, named by
 * that language (in its own words) and described as the language control.
 */
const otherLanguage = { de: 'English', en: 'Deutsch' } as const;

function languageLink(page: Page, lang: Lang): Locator {
  return page.getByRole('banner').getByRole('link', { name: otherLanguage[lang], exact: true });
}

for (const lang of ['de', 'en'] as Lang[]) {
  const t = ui[lang];

  test.describe(`home (${lang})`, () => {
    test('shows header, main heading and footer', async ({ page, visit }) => {
      await visit(`${t.prefix}/`);

      await expect(page.locator('html')).toHaveAttribute('lang', t.lang);
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: t.logo })).toBeVisible();
      const language = languageLink(page, lang);
      await expect(language).toBeVisible();
      await expect(language).toHaveAccessibleDescription(t.language);
      await expect(header.getByRole('button', { name: t.menu })).toBeVisible();

      const h1 = page.getByRole('main').getByRole('heading', { level: 1 });
      await expect(h1).toHaveCount(1);
      await expect(h1).not.toHaveText('');

      const footer = page.getByRole('contentinfo');
      for (const name of t.footer) {
        await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
      }
      await expect(footer.getByRole('button', { name: t.backToTop })).toBeVisible();
    });

    test.describe('highlights carousel', () => {
      test.use({ reducedMotion: 'no-preference' });

      test('advances by itself until the visitor steps in', async ({ page, expectAccessible }) => {
        const h = t.highlights;
        await page.clock.install();
        await page.goto(`${t.prefix}/`);
        const carousel = page.getByRole('main').getByRole('region', { name: h.name, exact: true });
        const total = await highlightCount(carousel);
        const slide = (n: number) => carousel.getByRole('group', { name: h.slide(n, total) });
        await expect(slide(1)).toBeVisible();

        // Every 7 s the next highlight shows.
        await page.clock.runFor(7_100);
        await expect(slide(2)).toBeVisible();
        await expect(slide(1)).toBeHidden();
        await expectAccessible('carousel on slide 2');

        // Using the controls stops the automatic advance.
        const third = total >= 3 ? 3 : 1;
        await carousel.getByRole('button', { name: h.next }).click();
        await expect(slide(third)).toBeVisible();
        await page.clock.runFor(15_000);
        await expect(slide(third)).toBeVisible();

        // It loops: back from the first highlight is the last one.
        await carousel.getByRole('button', { name: new RegExp(`^Highlight 1:`) }).click();
        await expect(slide(1)).toBeVisible();
        await carousel.getByRole('button', { name: h.previous }).click();
        await expect(slide(total)).toBeVisible();
      });

      test('can be paused', async ({ page }) => {
        const h = t.highlights;
        await page.clock.install();
        await page.goto(`${t.prefix}/`);
        const carousel = page.getByRole('main').getByRole('region', { name: h.name, exact: true });
        const total = await highlightCount(carousel);
        await carousel.getByRole('button', { name: h.pause }).click();
        await expect(carousel.getByRole('button', { name: h.play })).toBeVisible();
        await page.clock.runFor(15_000);
        await expect(carousel.getByRole('group', { name: h.slide(1, total) })).toBeVisible();
      });
    });

    test('the highlights carousel stands still for visitors who ask for reduced motion', async ({
      page,
    }) => {
      const h = t.highlights;
      await page.clock.install();
      await page.goto(`${t.prefix}/`);
      const carousel = page.getByRole('main').getByRole('region', { name: h.name, exact: true });
      const total = await highlightCount(carousel);
      await page.clock.runFor(15_000);
      await expect(carousel.getByRole('group', { name: h.slide(1, total) })).toBeVisible();
      // Still usable by hand.
      await carousel.getByRole('button', { name: h.next }).click();
      await expect(carousel.getByRole('group', { name: h.slide(2, total) })).toBeVisible();
    });

    test('skip link is the first stop for the keyboard and jumps to the content', async ({
      page,
      visit,
    }) => {
      await visit(`${t.prefix}/`);

      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: t.skip });
      await expect(skip).toBeFocused();
      await expect(skip).toBeVisible(); // visible once focused, even if hidden before

      await page.keyboard.press('Enter');
      // Either <main> itself takes focus, or the next Tab stop lies inside it – never in the header.
      const focusInMain = () =>
        page.evaluate(() => {
          const main = document.getElementById('main');
          const active = document.activeElement;
          return !!main && !!active && (main === active || main.contains(active));
        });
      if (!(await focusInMain())) await page.keyboard.press('Tab');
      expect(
        await focusInMain(),
        'focus should be inside <main id="main"> after the skip link',
      ).toBe(true);
      await expect(page.getByRole('main')).toHaveAttribute('id', 'main');
    });

    test('footer links open their pages and "back to top" scrolls up', async ({
      page,
      visit,
      expectAccessible,
    }) => {
      await visit(`${t.prefix}/`);

      const footer = page.getByRole('contentinfo');
      await footer.getByRole('button', { name: t.backToTop }).scrollIntoViewIfNeeded();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await footer.getByRole('button', { name: t.backToTop }).click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(5);

      // The first footer link (imprint) leads to a page of its own, in the same language.
      await footer.getByRole('link', { name: t.footer[0], exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === `${t.prefix}/meta/impressum`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(t.notFound);
      await expectAccessible('imprint via footer');

      // The accessibility statement must always be reachable.
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: t.footer[4], exact: true })
        .click();
      await expect(page).toHaveURL(
        (url) => url.pathname === `${t.prefix}/erklaerung-zur-barrierefreiheit`,
      );
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(t.notFound);
      await expectAccessible('accessibility statement via footer');
    });
  });
}

test('the language link switches to English and back on the same page', async ({
  page,
  visit,
  expectAccessible,
}) => {
  await visit('/meta/faq');
  const germanHeading = await page.getByRole('heading', { level: 1 }).innerText();

  await languageLink(page, 'de').click();
  await expect(page).toHaveURL((url) => url.pathname === '/en/meta/faq');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: ui.en.menu })).toBeVisible();
  // Now it offers the way back, described in the page's language.
  await expect(languageLink(page, 'en')).toHaveAccessibleDescription(ui.en.language);
  await expect(languageLink(page, 'de')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible('FAQ after switching to English');

  await languageLink(page, 'en').click();
  await expect(page).toHaveURL((url) => url.pathname === '/meta/faq');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('button', { name: ui.de.menu })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(germanHeading);
  await expectAccessible('FAQ after switching back to German');
});

test('the language link keeps the home page', async ({ page, visit, expectAccessible }) => {
  await visit('/');
  await languageLink(page, 'de').click();
  await expect(page).toHaveURL((url) => /^\/en\/?$/.test(url.pathname));
  await expect(page.getByRole('link', { name: ui.en.logo })).toBeVisible();
  await expectAccessible('home in English');
});

test.describe('on a 375 px wide phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  for (const lang of ['de', 'en'] as Lang[]) {
    const t = ui[lang];
    test(`the menu opens, lists the sections and navigates (${lang})`, async ({
      page,
      visit,
      expectAccessible,
    }) => {
      await visit(`${t.prefix}/`);
      // Nothing may stick out sideways at phone width.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        'page must not scroll horizontally at 375 px',
      ).toBeLessThanOrEqual(375);

      const menu = page.getByRole('button', { name: t.menu });
      await expect(menu).toBeVisible();
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      const nav = page.getByRole('navigation', { name: t.nav });
      await expect(nav).toBeVisible();
      await expectAccessible('open menu at 375 px');

      const news = nav.getByRole('link', { name: t.main.news, exact: true });
      await news.scrollIntoViewIfNeeded();
      await news.click();
      await expect(page).toHaveURL((url) => url.pathname === `${t.prefix}/news`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(t.notFound);
      // Following a link closes the menu again.
      await expect(page.getByRole('button', { name: t.menu })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      await expect(page.getByRole('navigation', { name: t.nav })).toBeHidden();
      await expectAccessible('news at 375 px');
    });
  }
});
