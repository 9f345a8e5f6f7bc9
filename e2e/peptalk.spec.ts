import { expect, test, ui, type Lang } from './fixtures.ts';

// Peptalk (peptalk, peptalk/{videoid}): the list with its topic filter and a talk's page with
// the browser's player, captions in both languages and the transcript (decision 035).

const text = {
  de: {
    title: 'Peptalk',
    filter: 'Nach Thema filtern',
    together: 'Gemeinsam',
    all: 'Alle Themen',
    first: 'Einfach anfangen',
    third: 'Gemeinsam geht’s leichter',
    speaker: 'Aylin Demir, Lauftrainerin, Lauftreff Wandsbek',
    transcript: 'Transkript',
    line: 'Zieh die Schuhe an und geh einmal um den Block.',
    offers: 'Passende Angebote',
    running: 'Angebote: Laufen',
    back: 'Alle Peptalks',
  },
  en: {
    title: 'Peptalk',
    filter: 'Filter by topic',
    together: 'Together',
    all: 'All topics',
    first: 'Just start',
    third: 'Easier together',
    speaker: 'Aylin Demir, Running coach, Wandsbek running group',
    transcript: 'Transcript',
    line: 'Put on your shoes and walk around the block once.',
    offers: 'Related offers',
    running: 'Offers: Running',
    back: 'All peptalks',
  },
} as const;

for (const lang of ['de', 'en'] as Lang[]) {
  const t = ui[lang];
  const x = text[lang];

  test.describe(`peptalk (${lang})`, () => {
    test('lists the talks and filters them by topic', async ({ page, visit, expectAccessible }) => {
      await visit(`${t.prefix}/peptalk`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(x.title);
      await expect(main.getByRole('heading', { level: 2 })).toHaveCount(3);
      const first = main
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: x.first }) });
      await expect(first).toContainText(x.speaker);
      await expect(first.locator('time')).toHaveAttribute('datetime', 'PT8S');
      await expect(first.locator('time')).toHaveText('0:08');
      const filter = main.getByRole('navigation', { name: x.filter });
      await filter.getByRole('link', { name: x.together }).click();
      await expect(page).toHaveURL(/\?topic=together$/);
      await expect(main.getByRole('heading', { level: 2 })).toHaveText([x.third]);
      await expect(filter.getByRole('link', { name: x.together })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expectAccessible('filtered peptalks');
      await filter.getByRole('link', { name: x.all }).click();
      await expect(main.getByRole('heading', { level: 2 })).toHaveCount(3);
    });

    test('plays a talk with captions in both languages and shows its transcript', async ({
      page,
      visit,
    }) => {
      await visit(`${t.prefix}/peptalk/einfach-anfangen`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(x.first);
      const video = main.locator('video');
      await expect(video).toHaveAttribute('controls', '');
      await expect(video).toHaveAttribute('poster', /\/demo\/.+\.svg$/);
      const tracks = video.locator('track[kind="captions"]');
      await expect(tracks).toHaveCount(2);
      await expect(tracks.first()).toHaveAttribute('srclang', lang);
      // The browser loads the default track's cues: the captions file is there and parses.
      await expect
        .poll(() =>
          video.evaluate((v: HTMLVideoElement) => {
            const track = v.textTracks[0];
            if (track) track.mode = 'hidden';
            return track?.cues?.length ?? 0;
          }),
        )
        .toBe(3);
      for (const src of await tracks.evaluateAll((all) =>
        all.map((el) => el.getAttribute('src')),
      )) {
        const res = await page.request.get(src!);
        expect(res.status()).toBe(200);
        expect(await res.text()).toMatch(/^WEBVTT/);
      }
      const transcript = main.getByRole('region', { name: x.transcript });
      await expect(transcript).toContainText(x.line);
      await expect(main.getByRole('link', { name: x.running })).toHaveAttribute(
        'href',
        `${t.prefix}/angebot?categories=laufen`,
      );
      await main.getByRole('link', { name: x.back }).click();
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(x.title);
    });

    test('arrives rendered with share meta, and an unknown talk is not found', async ({
      page,
      request,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(/status of 404 .*gibt-es-nicht/);
      const res = await request.get(`${t.prefix}/peptalk/einfach-anfangen`);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<title>${x.first} | `);
      // The demo poster is an SVG, which social networks do not show: the portal's bitmap stands in.
      expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/share-image\.png"/);
      expect(html).toContain('<video');
      expect(html).toContain(x.line);
      const missing = await page.goto(`${t.prefix}/peptalk/gibt-es-nicht`);
      expect(missing?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.notFound);
    });
  });
}
