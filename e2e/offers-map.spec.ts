import type { Locator, Page } from '@playwright/test';
import { test, expect, type Lang } from './fixtures.ts';
import { logInByApi, post, weeklyEntry } from './profile-helpers.ts';

// The offer map (spec/offers.md §2, §9) on the demo city: clusters with counts, reachable by
// keyboard, opening up on Enter, and a marker opening the detail panel. The server has no map
// service configured, so the map draws its built-in offline style (no network needed).
const texts = {
  de: {
    prefix: '',
    region: 'Karte der Angebote',
    cluster: /^[\d.]+ Angebote – vergrößern$/,
    marker: /^(Active Spot|Mitmach-Angebot|Verein|Vereinsstandort)(: .+)?$/,
    zoomIn: 'Hineinzoomen',
    zoomOut: 'Herauszoomen',
    canvas: /^Kartenansicht/,
  },
  en: {
    prefix: '/en',
    region: 'Map of offers',
    cluster: /^[\d,]+ offers – zoom in$/,
    marker: /^(Active Spot|Group activity|Club|Club location)(: .+)?$/,
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    canvas: /^Map view/,
  },
} as const;

/** Map view, as a returning visitor who chose it has it. */
async function preferMap(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('offers.view', 'map'));
}

const mapRegion = (page: Page, lang: Lang) =>
  page.getByRole('region', { name: texts[lang].region, exact: true });

async function openMap(page: Page, lang: Lang, visit: (path: string) => Promise<Page>) {
  await preferMap(page);
  await visit(`${texts[lang].prefix}/angebot`);
  const region = mapRegion(page, lang);
  // The map marks itself once its first clusters are on screen.
  await expect(region).toHaveAttribute('data-clusters-ready', 'true', { timeout: 20_000 });
  return region;
}

const countOf = async (button: Locator) =>
  Number(((await button.getAttribute('aria-label')) ?? '').replace(/\D/g, ''));

for (const lang of ['de', 'en'] as Lang[]) {
  const t = texts[lang];

  test(`map draws clusters and labels its controls (${lang})`, async ({
    page,
    visit,
    expectAccessible,
  }) => {
    const region = await openMap(page, lang, visit);
    await expect(region).toHaveAttribute('data-map-style', 'offline');
    const clusters = region.getByRole('button', { name: t.cluster });
    await expect(clusters.first()).toBeVisible();
    // The count is on the cluster itself, and in its name.
    const first = clusters.first();
    expect(await countOf(first)).toBeGreaterThan(1);
    await expect(first).toHaveText(/^[\d.,]+$/);
    await expect(region.getByRole('button', { name: t.zoomIn, exact: true })).toBeVisible();
    await expect(region.getByRole('button', { name: t.zoomOut, exact: true })).toBeVisible();
    await expect(region.getByRole('region', { name: t.canvas })).toBeVisible();
    await expectAccessible('offer map');
  });
}

test('a cluster opens up by keyboard and a marker opens the detail panel', async ({
  page,
  visit,
  expectAccessible,
}) => {
  const region = await openMap(page, 'de', visit);
  const t = texts.de;
  const cluster = region.getByRole('button', { name: t.cluster }).first();
  const before = await countOf(cluster);
  const beforeKey = await cluster.getAttribute('data-key');

  await cluster.focus();
  await page.keyboard.press('Enter');
  // Focus moves with the map to what the cluster split into: a smaller cluster or a marker.
  const focused = region.locator('button:focus');
  await expect(focused).not.toHaveAttribute('data-key', beforeKey ?? '');
  const name = (await focused.getAttribute('aria-label')) ?? '';
  if (t.cluster.test(name)) expect(await countOf(focused)).toBeLessThan(before);
  else expect(name).toMatch(t.marker);

  // Keep opening the focused cluster until a single offer is in focus.
  for (let i = 0; i < 10; i++) {
    const current = (await focused.getAttribute('aria-label')) ?? '';
    if (!t.cluster.test(current)) break;
    const key = await focused.getAttribute('data-key');
    await page.keyboard.press('Enter');
    await expect(focused).not.toHaveAttribute('data-key', key ?? '');
  }
  await expect(focused).toHaveAttribute('aria-label', t.marker);
  await expectAccessible('zoomed in to a marker');

  await page.keyboard.press('Space');
  await expect(page.getByRole('dialog')).toBeVisible();
  // The chosen marker is marked as the current one for screen readers too.
  await expect(region.locator('button[aria-current="true"]')).toHaveCount(1);
});

test('falls back to the offline map when the map service fails', async ({
  page,
  visit,
  allowConsoleErrors,
  baseURL,
}) => {
  allowConsoleErrors(/status of 404 .*no-such-map-style/);
  // The visitor allowed the external map service in the cookie question (decision 054).
  await page.context().addCookies([{ name: 'acc_consent_maps', value: '1', url: baseURL! }]);
  // A configured service whose style does not load: the map must still draw, from its own.
  const styleUrl = '/api/no-such-map-style.json';
  await page.route('**/api/geo/map-config', (route) =>
    route.fulfill({ json: { data: { styleUrl } } }),
  );
  const asked = page.waitForRequest((request) => request.url().endsWith(styleUrl));
  const region = await openMap(page, 'de', visit);
  await asked;
  await expect(region).toHaveAttribute('data-map-style', 'offline');
  await expect(region.getByRole('button', { name: texts.de.cluster }).first()).toBeVisible();
});

test('filtering and resetting on the map keeps a first-time visitor on the map', async ({
  page,
  visit,
}) => {
  // No remembered choice: the map is what a first visit shows.
  await visit('/angebot');
  const region = mapRegion(page, 'de');
  await expect(region).toBeVisible();
  await page.getByRole('button', { name: /^Filter/ }).click();
  await page.getByRole('dialog', { name: 'Filter' }).getByLabel('Kostenlos').check();
  await page.getByRole('button', { name: 'Filter anwenden' }).click();
  await expect(page).toHaveURL(/attributes=free_offer/);
  await expect(region).toBeVisible();
  await expect(page).toHaveURL(/view=map/);
  // The address is shareable: opened afresh it shows the map, not the list a filter implies.
  await page.reload();
  await expect(mapRegion(page, 'de')).toBeVisible();
  await page.getByRole('button', { name: 'Zurücksetzen' }).click();
  await expect(page).not.toHaveURL(/attributes=/);
  await expect(mapRegion(page, 'de')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a tapped marker shows its detail over the full-screen map; Back leaves the screen', async ({
    page,
    visit,
  }) => {
    await logInByApi(page, 'anna@example.org');
    await visit('/');
    // Only offers a visitor can bookmark, so whichever marker comes up has the toggle.
    await visit('/angebot?types=spot,entry');
    const arrived = await page.evaluate(() => history.length);

    // Filter changes replace the address rather than piling up history entries.
    const sports = page.getByRole('list', { name: 'Sportarten' });
    await sports.getByRole('button', { name: 'Laufen' }).click();
    await expect(page).toHaveURL(/categories=laufen/);
    await sports.getByRole('button', { name: 'Laufen' }).click();
    await expect(page).not.toHaveURL(/categories=/);

    await page.getByRole('button', { name: 'Karte öffnen' }).click();
    const full = page.getByRole('dialog', { name: 'Karte der Sportangebote' });
    const region = full.getByRole('region', { name: texts.de.region, exact: true });
    await expect(region).toHaveAttribute('data-clusters-ready', 'true', { timeout: 20_000 });
    const markers = region.getByRole('button', { name: texts.de.marker });
    const clusters = region.getByRole('button', { name: texts.de.cluster });
    // Tap clusters open until single markers are on screen.
    for (let i = 0; i < 12 && (await markers.count()) === 0; i++) {
      const key = await clusters.first().getAttribute('data-key');
      await clusters.first().click();
      await expect(region.locator(`button[data-key="${key}"]`)).toHaveCount(0);
      await expect(region).not.toHaveAttribute('data-zooming');
    }
    const marker = markers.first();
    const markerKey = await marker.getAttribute('data-key');
    await marker.click();

    const panel = full.locator('[role="dialog"][aria-modal="false"]');
    const title = panel.getByRole('heading', { level: 2 });
    await expect(title).toHaveText(/\S/);
    await expect(panel).toBeFocused();
    // On top: what the visitor touches at the panel's middle belongs to the panel.
    const onTop = await panel.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return !!hit && el.contains(hit);
    });
    expect(onTop, 'the panel is the topmost layer at its centre').toBe(true);

    const bookmark = panel.getByRole('button', { name: 'Merken' });
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    await bookmark.click();
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
    // Leave anna's bookmarks as they were.
    await bookmark.click();
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false');

    await panel.getByRole('button', { name: 'Details schließen' }).click();
    await expect(panel).toHaveCount(0);
    // Back to the map, on the marker the panel was opened from.
    await expect(region.locator(`button[data-key="${markerKey}"]`)).toBeFocused();
    await full.getByRole('button', { name: 'Karte schließen' }).click();
    await expect(full).toHaveCount(0);

    // Filters, map and panel added no history entries: one Back leaves the offer screen.
    expect(await page.evaluate(() => history.length)).toBe(arrived);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a sixty-letter word does not widen the list, the panel or the detail page', async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const word = 'Donaudampfschifffahrtsgesellschaftskapitänsmützenhalterungen';
    expect(word).toHaveLength(60);
    // Anna saves the entry in a browser of her own; this page stays a signed-out visitor.
    const context = await browser.newContext();
    const anna = await context.newPage();
    await logInByApi(anna, 'anna@example.org');
    // A title that sorts first in the list (digits before letters).
    const title = `0 ${word} ${Date.now() % 1e6}`;
    const saved = await post(
      anna.request,
      '/api/offers/entry/save',
      weeklyEntry(title, {
        description: `${word}${word} https://example.org/${word}/${word}`,
      }),
    );
    expect(saved.status(), 'saving the entry').toBe(201);
    const entry = ((await saved.json()) as { data: { id: number; slug: string } }).data;
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

    try {
      await page.goto(`/angebot/mitmachen/${entry.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(word);
      expect(await pageWidth(), 'detail page width').toBeLessThanOrEqual(320);

      await page.goto('/angebot?types=entry');
      await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
      expect(await pageWidth(), 'list width').toBeLessThanOrEqual(320);

      await page
        .getByRole('article')
        .filter({ has: page.getByRole('link', { name: title }) })
        .getByRole('button', { name: /^Details/ })
        .click();
      const panel = page.locator('[role="dialog"][aria-modal="false"]');
      await expect(panel.getByRole('heading', { level: 2 })).toContainText(word);
      expect(await pageWidth(), 'width with the panel open').toBeLessThanOrEqual(320);
      const fits = await panel.evaluate((el) => el.scrollWidth <= el.clientWidth);
      expect(fits, 'the panel does not scroll sideways').toBe(true);
    } finally {
      await post(anna.request, '/api/offers/entry/delete', { id: entry.id });
      await context.close();
    }
  });
});
