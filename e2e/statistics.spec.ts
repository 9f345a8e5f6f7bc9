import { readFileSync } from 'node:fs';
import { expect, test, ui, type Lang } from './fixtures.ts';

// The open statistics (playground/statistics/{district?}): figures as charts, tables, summaries
// and downloads; a district beside the city (decision 035).

const text = {
  de: {
    title: 'Statistik',
    altona: 'Statistik: Altona',
    figures: [
      'Angebote nach Art',
      'Kostenlos und barrierefrei',
      'Angebote nach Bezirk',
      'Angebote nach Kategorie',
      'Neue Angebote pro Monat',
      'Sommerkurse pro Woche',
    ],
    csv: 'Angebote nach Art als CSV',
    json: 'Angebote nach Art als JSON',
    header: 'Art,Altona,Hamburg',
    spots: 'Active Spots',
    districts: 'Bezirk wählen',
  },
  en: {
    title: 'Statistics',
    altona: 'Statistics: Altona',
    figures: [
      'Offers by kind',
      'Free and barrier-free',
      'Offers by district',
      'Offers by category',
      'New offers per month',
      'Summer courses per week',
    ],
    csv: 'Offers by kind as CSV',
    json: 'Offers by kind as JSON',
    header: 'Kind,Altona,Hamburg',
    spots: 'Active Spots',
    districts: 'Choose a district',
  },
} as const;

for (const lang of ['de', 'en'] as Lang[]) {
  const t = ui[lang];
  const x = text[lang];

  test.describe(`statistics (${lang})`, () => {
    test('shows every figure as a chart, a table and a summary', async ({ page, visit }) => {
      const charts: string[] = [];
      page.on('response', (res) => {
        if (/\/chart-[^/]*\.js$/.test(res.url())) charts.push(res.url());
      });
      await visit(`${t.prefix}/playground/statistics`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(x.title);
      await expect(main.getByRole('heading', { level: 2 })).toHaveText([...x.figures]);
      await expect(main.getByRole('table')).toHaveCount(6);
      // The charts are images named by their summaries, drawn by the server (decision 047):
      // the page shows them without loading any chart code.
      await expect(main.getByRole('img', { name: new RegExp(`^${x.figures[0]}: `) })).toBeVisible();
      await expect(main.locator('svg[role="img"] rect').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(charts).toEqual([]);
      const spots = main.getByRole('table', { name: x.figures[0] }).getByRole('row', {
        name: new RegExp(`^${x.spots}`),
      });
      await expect(spots.getByRole('cell')).toHaveText(/^[\d.,]+$/);
    });

    test('shows a district beside the city and downloads its table', async ({
      page,
      visit,
      expectAccessible,
    }) => {
      await visit(`${t.prefix}/playground/statistics`);
      const main = page.getByRole('main');
      await main
        .getByRole('navigation', { name: x.districts })
        .getByRole('link', { name: 'Altona' })
        .click();
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/playground/statistics/altona$`));
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(x.altona);
      await expect(main.getByRole('link', { name: 'Altona' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      const overview = main.getByRole('table', { name: x.figures[0] });
      await expect(overview.getByRole('columnheader')).toHaveText([/./, 'Altona', 'Hamburg']);
      await expectAccessible('district statistics');

      const [csv] = await Promise.all([
        page.waitForEvent('download'),
        main.getByRole('link', { name: x.csv }).click(),
      ]);
      expect(csv.suggestedFilename()).toMatch(/-altona-overview\.csv$/);
      const lines = readFileSync((await csv.path())!, 'utf8')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]).toBe(x.header);
      expect(lines).toHaveLength(5);
      const [json] = await Promise.all([
        page.waitForEvent('download'),
        main.getByRole('link', { name: x.json }).click(),
      ]);
      const parsed = JSON.parse(readFileSync((await json.path())!, 'utf8')) as {
        rows: { key: string; Altona: number; Hamburg: number }[];
      };
      expect(parsed.rows.map((r) => r.key)).toEqual(['spot', 'entry', 'club', 'place']);
      for (const row of parsed.rows) expect(row.Altona).toBeLessThanOrEqual(row.Hamburg);
    });

    test('arrives rendered, and an unknown district is not found', async ({
      page,
      request,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(/status of (404|422) .*(atlantis)/);
      const res = await request.get(`${t.prefix}/playground/statistics/altona`);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain(x.altona);
      expect(html).toContain('<table');
      const missing = await page.goto(`${t.prefix}/playground/statistics/atlantis`);
      expect(missing?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.notFound);
    });
  });
}

test('other screens do not load the chart library', async ({ page }) => {
  const charts: string[] = [];
  page.on('response', (res) => {
    if (/\/chart-[^/]*\.js$/.test(res.url())) charts.push(res.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(charts).toEqual([]);
});
