import { test, expect } from './fixtures.ts';

type Article = { slug: string; external: boolean; teaser_image: string };

/** Reads one meta tag's content from raw HTML. */
function meta(html: string, property: string): string | undefined {
  const tag = html.match(new RegExp(`<meta[^>]+(?:property|name)="${property}"[^>]*>`))?.[0];
  return tag?.match(/content="([^"]*)"/)?.[1];
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

for (const lang of ['de', 'en'] as const) {
  const prefix = lang === 'de' ? '' : '/en';

  test(`share meta of an article are in the raw HTML (${lang})`, async ({ request, baseURL }) => {
    const list = await (await request.get('/api/articles')).json();
    const article = (list.data as Article[]).find((a) => !a.external)!;
    const detail = (
      await (
        await request.get(`/api/articles/${article.slug}`, { headers: { 'Accept-Language': lang } })
      ).json()
    ).data;

    const response = await request.get(`${prefix}/news/${article.slug}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const url = `${baseURL}${prefix}/news/${article.slug}`;

    expect(html).toContain(`<html lang="${lang}"`);
    const title = decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '');
    expect(title).toBe(`${detail.detail_title} | Active City Hamburg`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(decode(meta(html, 'og:title') ?? '')).toContain(detail.detail_title);
    expect(meta(html, 'og:description')).toBeTruthy();
    expect(meta(html, 'description')).toBeTruthy();
    // The demo pictures are SVG, which no network shows: the portal's PNG stands in.
    const image = article.teaser_image.endsWith('.svg')
      ? `${baseURL}/share-image.png`
      : `${baseURL}${article.teaser_image}`;
    expect(meta(html, 'og:image')).toBe(image);
    expect(meta(html, 'og:type')).toBe('article');
    const picture = await request.get(image);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toMatch(/^image\/(png|jpeg|gif|webp)/);
    expect(meta(html, 'og:url')).toBe(url);
    expect(meta(html, 'og:locale')).toBe(lang === 'de' ? 'de_DE' : 'en_GB');
    expect(html).toContain(
      `<link rel="alternate" hreflang="de" href="${baseURL}/news/${article.slug}">`,
    );
    expect(html).toContain(
      `<link rel="alternate" hreflang="en" href="${baseURL}/en/news/${article.slug}">`,
    );
  });
}

test('the page the share meta describe shows the same title', async ({ page, visit, request }) => {
  const list = await (await request.get('/api/articles')).json();
  const article = (list.data as Article[]).find((a) => !a.external)!;
  await visit(`/news/${article.slug}`);
  const h1 = await page.getByRole('heading', { level: 1 }).innerText();
  await expect(page).toHaveTitle(`${h1} | Active City Hamburg`);
});
