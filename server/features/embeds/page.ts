import escapeHtml from 'escape-html';
import { detailSegment } from '../../../domain/offers/constants.ts';
import { embedTitle } from '../../../domain/embeds/embed.ts';
import type { Locale } from '../../../domain/shared/locale.ts';
import type { EmbedRepository } from './repository.ts';

const html = (value: string | number) => escapeHtml(String(value));

const texts = {
  de: {
    title: embedTitle.de,
    count: (shown: number, total: number) =>
      total > shown ? `${shown} von ${total} Angeboten` : `${total} Angebote`,
    empty: 'Für diese Auswahl gibt es gerade keine Angebote.',
    free: 'kostenlos',
    barrierFree: 'barrierefrei',
    all: 'Alle Angebote auf Active City Hamburg',
    kinds: { spot: 'Active Spot', entry: 'Mitmach-Angebot', place: 'Vereinsstandort' },
    newTab: '(öffnet in neuem Tab)',
  },
  en: {
    title: embedTitle.en,
    count: (shown: number, total: number) =>
      total > shown ? `${shown} of ${total} offers` : `${total} offers`,
    empty: 'There are no offers for this choice right now.',
    free: 'free',
    barrierFree: 'barrier-free',
    all: 'All offers on Active City Hamburg',
    kinds: { spot: 'Active Spot', entry: 'Group offer', place: 'Club location' },
    newTab: '(opens in a new tab)',
  },
} as const;

// Self-contained and small: no script, no font, no cookie; colours of the portal's tokens.
const style = `*{box-sizing:border-box}body{margin:0;font:16px/1.45 system-ui,sans-serif;color:#10222e;background:#fff}
main{padding:.75rem}h1{font-size:1.15rem;margin:0 0 .25rem;color:#0b3a66}p{margin:0 0 .5rem}
ul{list-style:none;margin:0;padding:0}li{padding:.5rem 0;border-bottom:1px solid #dbe3ee}
a{color:#0b3a66;font-weight:600}a:focus-visible{outline:3px solid #b34700;outline-offset:2px}
.meta{color:#44525c;font-size:.9rem}.tag{display:inline-block;margin-left:.35rem;padding:0 .4rem;border-radius:1rem;background:#e6f0f9;color:#0b3a66;font-size:.8rem}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}`;

type Rows = Awaited<ReturnType<EmbedRepository['offers']>>;

/** The embed's document: a heading, how many offers, the list linking into the portal. */
export function embedDocument(
  result: Rows,
  options: { locale: Locale; base: string; portalLink: string },
): string {
  const x = texts[options.locale];
  const prefix = options.locale === 'en' ? '/en' : '';
  const items = result.rows
    .map((row) => {
      const kind = row.type as keyof typeof x.kinds;
      const href = `${options.base}${prefix}/angebot/${detailSegment[kind]}/${encodeURIComponent(row.slug)}`;
      const address = [
        [row.street, row.streetNumber].filter(Boolean).join(' '),
        [row.zipcode, row.city].filter(Boolean).join(' '),
      ]
        .filter(Boolean)
        .join(', ');
      const tags = [row.freeOffer ? x.free : '', row.barrierFree ? x.barrierFree : '']
        .filter(Boolean)
        .map((tag) => `<span class="tag">${html(tag)}</span>`)
        .join('');
      return `<li><a href="${html(href)}" target="_blank" rel="noopener">${html(row.title)}<span class="sr"> ${x.newTab}</span></a>${tags}
<div class="meta">${html(x.kinds[kind])}${address ? ` · ${html(address)}` : ''}</div></li>`;
    })
    .join('\n');
  const list = result.rows.length
    ? `<p class="meta">${html(x.count(result.rows.length, result.total))}</p><ul>${items}</ul>`
    : `<p>${html(x.empty)}</p>`;
  return `<!doctype html><html lang="${options.locale}"><head><meta charset="utf-8">
<title>${html(x.title)}</title><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><style>${style}</style></head><body><main>
<h1>${html(x.title)}</h1>
${list}
<p><a href="${html(options.portalLink)}" target="_blank" rel="noopener">${html(x.all)}<span class="sr"> ${x.newTab}</span></a></p>
</main></body></html>`;
}
