import type { Locator, Page } from '@playwright/test';
import { test, expect, type Lang } from './fixtures.ts';

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
}) => {
  allowConsoleErrors(/status of 404 .*no-such-map-style/);
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
