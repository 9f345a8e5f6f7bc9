import { test, expect, ui, type Lang } from './fixtures.ts';

for (const lang of ['de', 'en'] as Lang[]) {
  const t = ui[lang];
  const h = t.highlights;

  // The suite asks for reduced motion by default; rotation is only for those who don't.
  test.use({ reducedMotion: 'no-preference' });
  test(`highlights: turn every 7 s, stop for good once the visitor interacts (${lang})`, async ({
    page,
    expectAccessible,
  }) => {
    await page.clock.install();
    await page.goto(`${t.prefix}/`);
    const carousel = page.getByRole('main').getByRole('region', { name: h.name, exact: true });
    const goTo = carousel.getByRole('button', { name: /^Highlight \d+:/ });
    await expect(goTo.first()).toBeVisible();
    const total = await goTo.count();
    expect(total).toBeGreaterThan(2);
    const slide = (n: number) => carousel.getByRole('group', { name: h.slide(n, total) });

    // The clock keeps running in real time too, so the checks leave a margin around 7 s.
    await expect(slide(1)).toBeVisible();
    await page.clock.runFor(5_000);
    await expect(slide(1)).toBeVisible();
    await page.clock.runFor(2_100);
    await expect(slide(2)).toBeVisible();
    await page.clock.runFor(7_000);
    await expect(slide(3)).toBeVisible();

    // Keyboard focus inside the carousel counts as interaction: it stays where it is.
    await carousel.getByRole('button', { name: h.previous }).focus();
    await page.clock.runFor(21_000);
    await expect(slide(3)).toBeVisible();
    await expectAccessible('carousel after interaction');
  });
}

test('highlights: the teaser route shows one highlight, unknown ids the 404 page', async ({
  page,
  visit,
  allowConsoleErrors,
  request,
}) => {
  // The page itself answers 404 too (rendered on the server), which the browser logs.
  allowConsoleErrors(
    /status of 404 .*\/(api\/highlights|highlight\/teaser)\/999999|NotFoundError: Highlight not found/,
  );
  const content = await (await request.get('/api/content')).json();
  const first = content.data.highlights[0];
  await visit(`/highlight/teaser/${first.id}`);
  await expect(page.getByRole('main').getByRole('heading', { name: first.title })).toBeVisible();
  await expect(page.getByRole('main').getByRole('group')).toHaveCount(1);

  await visit('/highlight/teaser/999999');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.de.notFound);
});

test('news and event teasers render just their card', async ({ page, visit, request }) => {
  const articles = await (await request.get('/api/articles')).json();
  const article = articles.data.find((a: { external: boolean }) => !a.external);
  await visit(`/news/teaser/${article.slug}`);
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
  await expect(
    page.getByRole('main').getByRole('link', { name: article.teaser_title }),
  ).toHaveAttribute('href', `/news/${article.slug}`);

  const content = await (await request.get('/api/content')).json();
  const event = content.data.events[0];
  await visit(`/en/events/teaser/${event.slug}`);
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('link', { name: /./ }).first()).toHaveAttribute(
    'href',
    `/en/events/${event.slug}`,
  );
});
