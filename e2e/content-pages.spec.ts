import { test, expect, ui, type Lang } from './fixtures.ts';

// The showcase page of the demo content holds every fragment template (server seed).
const texts = {
  de: {
    text: 'Worum es geht',
    toc: 'Auf dieser Seite',
    alert: 'Hinweis',
    image: {
      title: 'Sommer im Park',
      alt: 'Menschen beim Yoga auf einer Wiese',
      caption: 'Yoga im Stadtpark',
      label: 'Neu',
    },
    textImage: 'Für alle Generationen',
    slider: { name: 'Eindrücke', slide: (n: number) => `Bild ${n} von 3`, next: 'Nächstes Bild' },
    infobox: {
      name: 'Gut zu wissen',
      slide: (n: number) => `Info ${n} von 3`,
      first: 'Keine Anmeldung',
    },
    quote: 'Sport verbindet die Stadt.',
    accordeon: { title: 'Wer darf mitmachen?', answer: 'Alle – unabhängig von Alter' },
    downloads: { file: 'Flyer (PDF)', external: 'Sportentwicklungsplan' },
    video: 'Ein Sommer in 20 Sekunden',
    newsletter: 'Newsletter',
    draft: 'Entwurf: Termine 2027',
  },
  en: {
    text: 'What it is about',
    toc: 'On this page',
    alert: 'Please note',
    image: {
      title: 'Summer in the park',
      alt: 'People doing yoga on a lawn',
      caption: 'Yoga in the city park',
      label: 'New',
    },
    textImage: 'For every generation',
    slider: { name: 'Impressions', slide: (n: number) => `Image ${n} of 3`, next: 'Next image' },
    infobox: {
      name: 'Good to know',
      slide: (n: number) => `Info ${n} of 3`,
      first: 'No registration',
    },
    quote: 'Sport brings the city together.',
    accordeon: { title: 'Who can join in?', answer: 'Everyone – whatever their age' },
    downloads: { file: 'Flyer (PDF)', external: 'Sports development plan' },
    video: 'A summer in 20 seconds',
    newsletter: 'Newsletter',
    draft: 'Draft: dates for 2027',
  },
} as const;

for (const lang of ['de', 'en'] as Lang[]) {
  const t = ui[lang];
  const x = texts[lang];

  test.describe(`editorial page (${lang})`, () => {
    test('active-city-summer shows every fragment template', async ({ page, visit }) => {
      await visit(`${t.prefix}/active-city-summer`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText('Active City Summer');
      await expect(page).toHaveTitle(/^Active City Summer \| Active City Hamburg$/);

      // text, with its anchor as id
      await expect(main.getByRole('heading', { level: 2, name: x.text })).toHaveAttribute(
        'id',
        /.+/,
      );
      // toc
      const toc = main.getByRole('navigation', { name: x.toc });
      await expect(toc.getByRole('link')).toHaveCount(4);
      // alert
      await expect(main.getByRole('complementary', { name: x.alert })).toBeVisible();
      // image: link, label, caption
      const image = main.getByRole('img', { name: x.image.alt });
      // Below the summer calendar: a lazy image has no size until it nears the screen.
      await image.scrollIntoViewIfNeeded();
      await expect(image).toBeVisible();
      await expect(main.getByRole('link', { name: x.image.alt })).toHaveAttribute(
        'href',
        `${t.prefix}/angebot`,
      );
      await expect(main.getByText(x.image.caption, { exact: true })).toBeVisible();
      await expect(main.getByText(x.image.label, { exact: true })).toBeVisible();
      // text-image
      await expect(main.getByRole('heading', { name: x.textImage })).toBeVisible();
      // slider-image: only the current slide is shown; the buttons turn it
      const slider = main.getByRole('region', { name: x.slider.name });
      await expect(slider.getByRole('group', { name: x.slider.slide(1) })).toBeVisible();
      await slider.getByRole('button', { name: x.slider.next }).click();
      await expect(slider.getByRole('group', { name: x.slider.slide(2) })).toBeVisible();
      await expect(slider.getByRole('group', { name: x.slider.slide(1) })).toHaveCount(0);
      // infobox-slider
      const infobox = main.getByRole('region', { name: x.infobox.name });
      await expect(infobox.getByRole('group', { name: x.infobox.slide(1) })).toContainText(
        x.infobox.first,
      );
      // quotes: a short one and a long one in its own style
      await expect(main.locator('blockquote', { hasText: x.quote })).toBeVisible();
      await expect(main.locator('figure[data-long]')).toHaveCount(1);
      // accordeon
      const question = main.getByRole('button', { name: x.accordeon.title });
      await expect(question).toHaveAttribute('aria-expanded', 'false');
      await expect(main.getByText(x.accordeon.answer)).toBeHidden();
      await question.click();
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      await expect(main.getByRole('region', { name: x.accordeon.title })).toContainText(
        x.accordeon.answer,
      );
      // separator
      await expect(main.locator('hr')).toHaveCount(1);
      // downloads: a file with size, an external link
      const file = main.getByRole('link', {
        name: new RegExp(x.downloads.file.replace(/[()]/g, '\\$&')),
      });
      await expect(file).toHaveAttribute('download', '');
      await expect(file).toContainText('1 KB');
      const external = main.getByRole('link', { name: new RegExp(x.downloads.external) });
      await expect(external).toHaveAttribute('target', '_blank');
      // video: started by the visitor only
      const video = main.locator('video');
      await expect(video).toHaveAttribute('controls', '');
      await expect(video).not.toHaveAttribute('autoplay', /.*/);
      await expect(video).toHaveAttribute('aria-label', x.video);
      expect(await video.evaluate((v: HTMLVideoElement) => v.paused && v.muted)).toBe(true);
      // custom-components: the summer calendar first, the newsletter form
      await expect(
        main.getByRole('region', { name: lang === 'de' ? 'Sommerkalender' : 'Summer calendar' }),
      ).toBeVisible();
      // the form loads as its place comes near the screen
      await main.locator('[data-newsletter-place]').scrollIntoViewIfNeeded();
      await expect(main.getByRole('heading', { name: x.newsletter })).toBeVisible();
      // drafts stay hidden outside the editors' preview
      await expect(main.getByText(x.draft)).toHaveCount(0);
    });

    test('a toc link jumps to its heading', async ({ page, visit }) => {
      await visit(`${t.prefix}/active-city-summer`);
      const main = page.getByRole('main');
      const link = main
        .getByRole('navigation', { name: x.toc })
        .getByRole('link', { name: x.image.title });
      const href = await link.getAttribute('href');
      expect(href).toMatch(/^#.+/);
      await link.click();
      const heading = main.getByRole('heading', { level: 2, name: x.image.title });
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(heading).toBeInViewport();
      await expect(heading).toBeFocused();
      // The heading is not hidden under the sticky header.
      const box = await heading.boundingBox();
      const header = await page.getByRole('banner').boundingBox();
      expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
    });

    test.describe('a missing page', () => {
      // The page and its data call answer 404, which the browser logs; the screen throws the
      // not-found to the route's error screen, and React and the router log that caught error.
      test.use({ expectedConsoleErrors: /status of 404|NotFoundError: Page not found/ });

      test('an unknown slug shows the not-found page', async ({ page, visit }) => {
        await visit(`${t.prefix}/gibt-es-nicht-${Date.now()}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.notFound);
      });
    });
  });
}

test('meta pages load by their path', async ({ page, visit }) => {
  for (const [path, title] of [
    ['/meta/impressum', 'Impressum'],
    ['/meta/datenschutz', 'Datenschutz'],
    ['/meta/nutzungsbedingungen', 'Nutzungsbedingungen'],
    ['/einfache-sprache', 'Einfache Sprache'],
    ['/active-spotter-teilnahmebedingungen', 'Teilnahmebedingungen Active Spotter'],
    ['/active-city-day', 'Active City Day'],
    ['/active-city-festival', 'Active City Festival'],
    ['/active-city-arena', 'Active City Arena'],
    ['/en/einfache-sprache', 'Easy language'],
    ['/en/meta/impressum', 'Imprint'],
  ]) {
    await visit(path!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
  }
});

// The legal and information pages of the demo carry written sections (server/db/seed/texts).
const writtenSections = {
  de: {
    privacy: ['Verantwortliche Stelle', 'Cookies und Speicher im Browser', 'Deine Rechte'],
    accessibility: [
      'Stand der Vereinbarkeit mit den Anforderungen',
      'Nicht barrierefreie Inhalte',
      'Feedback und Kontakt',
      'Durchsetzungsverfahren',
    ],
    notice: 'Beispieltext',
  },
  en: {
    privacy: ['Controller', 'Cookies and browser storage', 'Your rights'],
    accessibility: [
      'Compliance status',
      'Non-accessible content',
      'Feedback and contact',
      'Enforcement procedure',
    ],
    notice: 'Sample text',
  },
} as const;

for (const lang of ['de', 'en'] as Lang[]) {
  const t = ui[lang];
  const x = writtenSections[lang];

  test(`privacy policy and accessibility statement show their sections (${lang})`, async ({
    page,
    visit,
  }) => {
    for (const [path, headings] of [
      ['/meta/datenschutz', x.privacy],
      ['/erklaerung-zur-barrierefreiheit', x.accessibility],
    ] as const) {
      await visit(`${t.prefix}${path}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('complementary', { name: x.notice })).toBeVisible();
      for (const heading of headings) {
        await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      }
    }
  });
}

test('the flyer downloads as the listed file', async ({ request }) => {
  const res = await request.get('/demo/flyer.pdf');
  expect(res.status()).toBe(200);
  expect((await res.body()).length).toBe(680);
});
