/** RSS 2.0 for the news list. */
import escapeHtml from 'escape-html';

export type FeedItem = {
  title: string;
  description: string;
  link: string;
  guid: string;
  published: Date;
};

export function writeRss(
  channel: { title: string; description: string; link: string; language: string; self: string },
  items: FeedItem[],
): string {
  const entries = items
    .map(
      (i) => `    <item>
      <title>${escapeHtml(i.title)}</title>
      <description>${escapeHtml(i.description)}</description>
      <link>${escapeHtml(i.link)}</link>
      <guid isPermaLink="false">${escapeHtml(i.guid)}</guid>
      <pubDate>${i.published.toUTCString()}</pubDate>
    </item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeHtml(channel.title)}</title>
    <description>${escapeHtml(channel.description)}</description>
    <link>${escapeHtml(channel.link)}</link>
    <language>${channel.language}</language>
    <atom:link href="${escapeHtml(channel.self)}" rel="self" type="application/rss+xml"/>
${entries}
  </channel>
</rss>
`;
}

export function writeSitemap(
  urls: { loc: string; alternates: { de: string; en: string }; lastmod?: Date }[],
): string {
  const body = urls
    .map(
      (u) => `  <url>
    <loc>${escapeHtml(u.loc)}</loc>${u.lastmod ? `\n    <lastmod>${u.lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}
    <xhtml:link rel="alternate" hreflang="de" href="${escapeHtml(u.alternates.de)}"/>
    <xhtml:link rel="alternate" hreflang="en" href="${escapeHtml(u.alternates.en)}"/>
  </url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${body}
</urlset>
`;
}
