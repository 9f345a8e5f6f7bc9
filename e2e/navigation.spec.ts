import type { Locator, Page } from '@playwright/test';
import { test, expect, ui, type Lang } from './fixtures.ts';

async function openMenuWithMouse(page: Page, lang: Lang): Promise<Locator> {
  const t = ui[lang];
  const button = page.getByRole('button', { name: t.menu });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const nav = page.getByRole('navigation', { name: t.nav });
  await expect(nav).toBeVisible();
  return nav;
}

/** The path of a link as the browser would resolve it (no origin). */
async function pathOf(link: Locator): Promise<string> {
  const href = await link.getAttribute('href');
  expect(href, 'navigation link without href').toBeTruthy();
  return new URL(href!, 'http://x').pathname;
}

for (const lang of ['de', 'en'] as Lang[]) {
  const t = ui[lang];

  test.describe(`navigation (${lang})`, () => {
    test('the menu opens by keyboard, Escape closes it and returns focus', async ({
      page,
      visit,
      expectAccessible,
    }) => {
      await visit(`${t.prefix}/`);
      const button = page.getByRole('button', { name: t.menu });
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('navigation', { name: t.nav })).toBeHidden();

      // Reach the menu button with Tab only, as a keyboard user would.
      let reached = false;
      for (let i = 0; i < 25 && !reached; i++) {
        await page.keyboard.press('Tab');
        reached = await button.evaluate((el) => el === document.activeElement);
      }
      expect(reached, `"${t.menu}" button must be reachable with Tab`).toBe(true);

      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const nav = page.getByRole('navigation', { name: t.nav });
      await expect(nav).toBeVisible();
      await expectAccessible('menu open');

      // The links of the open menu are reachable with Tab.
      let inNav = false;
      for (let i = 0; i < 5 && !inNav; i++) {
        await page.keyboard.press('Tab');
        inNav = await nav.evaluate((el) => el.contains(document.activeElement));
      }
      expect(inNav, 'Tab from the open menu button must reach the menu links').toBe(true);

      // The page behind the open panel takes no focus (WCAG 2.4.11): Tab past the last
      // link never lands in the main content or the footer.
      const links = await nav.getByRole('link').count();
      for (let i = 0; i < links + 3; i++) {
        await page.keyboard.press('Tab');
        const behind = await page.evaluate(() => !!document.activeElement?.closest('main, footer'));
        expect(behind, `Tab ${i + 1} with the menu open left the header`).toBe(false);
      }

      await page.keyboard.press('Escape');
      await expect(nav).toBeHidden();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toBeFocused();
    });

    test('lists the main sections, the dynamic pages in two columns and FAQ/contact', async ({
      page,
      visit,
    }) => {
      await visit(`${t.prefix}/`);
      const nav = await openMenuWithMouse(page, lang);

      for (const name of Object.values(t.main)) {
        await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
      }
      for (const name of Object.values(t.service)) {
        await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
      }

      const middle = nav.getByTestId('nav-middle').getByRole('link');
      const right = nav.getByTestId('nav-right').getByRole('link');
      const middleCount = await middle.count();
      const rightCount = await right.count();
      expect(middleCount, 'middle column holds at most 7 dynamic pages').toBeLessThanOrEqual(7);
      expect(rightCount, 'the seed has more than 7 dynamic pages: right column').toBeGreaterThan(0);
      // Pages only overflow into the right column once the middle column is full.
      expect(middleCount).toBe(7);

      // Every link keeps the language of the page it was chosen on.
      for (const link of await nav.getByRole('link').all()) {
        const path = await pathOf(link);
        if (lang === 'en') expect(path, 'English links keep the /en prefix').toMatch(/^\/en(\/|$)/);
        else expect(path, 'German links carry no /en prefix').not.toMatch(/^\/en(\/|$)/);
      }
    });

    test('main section links lead to their pages', async ({ page, visit, expectAccessible }) => {
      await visit(`${t.prefix}/`);
      const targets: Array<[string, string]> = [
        [t.main.news, `${t.prefix}/news`],
        [t.main.events, `${t.prefix}/events`],
        [t.service.faq, `${t.prefix}/meta/faq`],
        [t.service.contact, `${t.prefix}/meta/kontakt`],
        [t.main.start, t.prefix || '/'],
      ];
      for (const [name, path] of targets) {
        const nav = await openMenuWithMouse(page, lang);
        await nav.getByRole('link', { name, exact: true }).click();
        await expect(page).toHaveURL((url) => url.pathname.replace(/(.)\/$/, '$1') === path);
        const h1 = page.getByRole('heading', { level: 1 }).first();
        await expect(h1).toBeVisible();
        await expect(h1).not.toHaveText(t.notFound);
        await expect(page.getByRole('navigation', { name: t.nav })).toBeHidden();
        await expectAccessible(`${name} via menu`);
      }
    });

    test('dynamic page links in both columns lead to their pages', async ({
      page,
      request,
      visit,
      expectAccessible,
    }) => {
      const bundle = await request.get('/api/content', { headers: { 'Accept-Language': lang } });
      const { data } = (await bundle.json()) as {
        data: { pages: Array<{ slug: string; title: string; navi_label: string | null }> };
      };
      await visit(`${t.prefix}/`);
      for (const column of ['nav-middle', 'nav-right']) {
        const nav = await openMenuWithMouse(page, lang);
        const link = nav.getByTestId(column).getByRole('link').first();
        const path = await pathOf(link);
        await link.click();
        await expect(page).toHaveURL((url) => url.pathname === path);
        const h1 = page.getByRole('heading', { level: 1 }).first();
        await expect(h1).toBeVisible();
        await expect(h1).not.toHaveText(t.notFound);
        // The page shows its own title (or its navigation label) as the main heading.
        const slug = path.replace(/^\/en(?=\/)/, '').replace(/^\//, '');
        const summary = data.pages.find((p) => p.slug === slug);
        expect(summary, `page ${slug} is in the content bundle`).toBeTruthy();
        const names = [summary!.title, summary!.navi_label].filter((x): x is string => !!x);
        const escape = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        await expect(h1).toHaveText(new RegExp(`^\\s*(${names.map(escape).join('|')})\\s*$`));
        await expectAccessible(`first link of ${column}`);
      }
    });
  });
}

test('German navigation after using English keeps no /en prefix', async ({
  page,
  visit,
  expectAccessible,
}) => {
  await visit('/en/news');
  const nav = await openMenuWithMouse(page, 'en');
  await nav.getByRole('link', { name: ui.en.main.events, exact: true }).click();
  await expect(page).toHaveURL(/\/en\/events$/);
  await expectAccessible('events in English');

  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/events');
  const deNav = await openMenuWithMouse(page, 'de');
  await deNav.getByRole('link', { name: ui.de.main.news, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/news');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectAccessible('news in German');
});

for (const lang of ['de', 'en'] as Lang[]) {
  const t = ui[lang];

  test(`no width from 320 to 1440 px scrolls sideways, and the menu button stays reachable (${lang})`, async ({
    page,
    visit,
  }) => {
    await visit(`${t.prefix}/`);
    const button = page.getByRole('button', { name: t.menu });
    const tooWide: string[] = [];
    for (let width = 320; width <= 1440; width += 32) {
      await page.setViewportSize({ width, height: 800 });
      const { scroll, right } = await button.evaluate((element) => ({
        scroll: document.documentElement.scrollWidth,
        right: element.getBoundingClientRect().right,
      }));
      if (scroll > width || right > width) tooWide.push(`${width} px: ${scroll} px wide`);
    }
    expect(tooWide).toEqual([]);
    // An iPad in portrait opens the navigation, which also holds login and easy language.
    await page.setViewportSize({ width: 768, height: 1024 });
    const nav = await openMenuWithMouse(page, lang);
    await expect(nav.getByRole('link', { name: t.main.news, exact: true })).toBeVisible();
    await expect(
      page.getByRole('link', { name: lang === 'de' ? 'Anmelden' : 'Log in' }),
    ).toBeVisible();
  });
}
