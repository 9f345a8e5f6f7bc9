import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test, ui, type Lang } from './fixtures.ts';

// The developers' page (develop): open API, feeds, licence, limits and the embed builder;
// the embeds themselves under /embed/offers (decision 035).

const text = {
  de: {
    title: 'Für Entwicklerinnen, Entwickler und Vereine',
    docs: 'API-Dokumentation (OpenAPI)',
    geo: 'Alle Angebote als GeoJSON',
    rss: 'News als RSS-Feed',
    ics: 'Events als iCalendar',
    category: 'Kategorie',
    language: 'Sprache',
    snippet: 'Code zum Einbinden',
    preview: 'Vorschau der eingebundenen Angebote',
    running: 'Laufen',
    limit: /Anfragen pro Minute/,
  },
  en: {
    title: 'For developers and clubs',
    docs: 'API documentation (OpenAPI)',
    geo: 'All offers as GeoJSON',
    rss: 'News as an RSS feed',
    ics: 'Events as iCalendar',
    category: 'Category',
    language: 'Language',
    snippet: 'Code to embed',
    preview: 'Preview of the embedded offers',
    running: 'Running',
    limit: /requests per minute/,
  },
} as const;

for (const lang of ['de', 'en'] as Lang[]) {
  const t = ui[lang];
  const x = text[lang];

  test.describe(`develop (${lang})`, () => {
    test('links the API documentation, the data and the feeds', async ({
      page,
      visit,
      request,
    }) => {
      await visit(`${t.prefix}/develop`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(x.title);
      await expect(main.getByRole('link', { name: x.docs })).toHaveAttribute('href', '/api/docs');
      await expect(main.getByText(x.limit)).toBeVisible();
      for (const name of [x.geo, x.rss, x.ics]) {
        const href = await main.getByRole('link', { name }).getAttribute('href');
        const res = await request.get(href!);
        expect(res.status(), href!).toBe(200);
      }
    });

    test('builds an embed with a live preview', async ({ page, visit, expectAccessible }) => {
      await visit(`${t.prefix}/develop`);
      const main = page.getByRole('main');
      await main.getByLabel(x.category).selectOption({ label: x.running });
      const snippet = main.getByLabel(x.snippet);
      await expect(snippet).toHaveValue(/category=laufen/);
      await main.getByLabel(x.language).selectOption('en');
      await expect(snippet).toHaveValue(
        /<iframe src="http[^"]+\/embed\/offers\?category=laufen&amp;lang=en|<iframe src="http[^"]+\/embed\/offers\?category=laufen&lang=en/,
      );
      const preview = page.frameLocator(`iframe[title="${x.preview}"]`);
      await expect(preview.getByRole('heading', { level: 1 })).toHaveText(
        'Sports offers in Hamburg',
      );
      await expect(preview.getByRole('link').first()).toBeVisible();
      await expectAccessible('embed builder');
    });
  });
}

test('an embed pasted into a file opened from disk shows the offers, a wrong one a readable box', async ({
  page,
  visit,
  allowConsoleErrors,
}) => {
  // The wrong address is answered 422 on purpose; the browser logs the frame's status.
  allowConsoleErrors(/status of 422/);
  await visit('/develop?category=laufen&lang=de');
  const snippet = await page.getByRole('main').getByLabel(text.de.snippet).inputValue();
  const dir = mkdtempSync(join(tmpdir(), 'acc-embed-'));
  try {
    const file = join(dir, 'verein.html');
    writeFileSync(
      file,
      `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Unser Verein</title></head><body><main><h1>Unser Verein</h1>${snippet}</main></body></html>`,
    );
    await page.goto(pathToFileURL(file).href);
    const frame = page.frameLocator('iframe');
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Sportangebote in Hamburg');
    await expect(frame.getByRole('listitem').first()).toBeVisible();

    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('category=laufen', 'category=quidditch'),
    );
    await page.goto(pathToFileURL(file).href);
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(
      'Diese Einbindung ist nicht richtig eingestellt',
    );
    await expect(frame.getByText('Die Kategorie gibt es nicht.')).toBeVisible();
    await expect(frame.getByText('"errors"')).toHaveCount(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the embed page is accessible, sets no cookie and may be framed; the portal may not', async ({
  visit,
  request,
}) => {
  await visit('/embed/offers?category=laufen&lang=de');
  const embed = await request.get('/embed/offers?district=altona&lang=en');
  expect(embed.status()).toBe(200);
  expect(embed.headers()['set-cookie']).toBeUndefined();
  expect(embed.headers()['x-frame-options']).toBeUndefined();
  expect(embed.headers()['content-security-policy']).not.toContain('frame-ancestors');
  const portal = await request.get('/develop');
  expect(portal.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
});
