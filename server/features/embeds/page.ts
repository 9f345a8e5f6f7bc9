import escapeHtml from 'escape-html';
import { detailSegment } from '../../../domain/offers/constants.ts';
import { embedMaxLimit, embedTitle } from '../../../domain/embeds/embed.ts';
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
    errorTitle: 'Diese Einbindung ist nicht richtig eingestellt',
    errorText:
      'Die Angebote können hier gerade nicht gezeigt werden. Bitte gib dem Betreiber dieser Seite Bescheid.',
    errorFix:
      'Für den Betreiber: Baue die Einbindung im Entwicklerbereich von Active City Hamburg neu.',
    fields: {
      category: 'Die Kategorie gibt es nicht.',
      district: 'Den Bezirk gibt es nicht.',
      club: 'Den Verein gibt es nicht.',
      lang: 'Die Sprache muss de oder en sein.',
      limit: `Die Anzahl muss eine ganze Zahl von 1 bis ${embedMaxLimit} sein.`,
      other: 'Eine Angabe in der Adresse ist ungültig.',
    },
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
    errorTitle: 'This embed is not set up correctly',
    errorText: 'The offers cannot be shown here at the moment. Please tell the owner of this page.',
    errorFix:
      "For the page's owner: build the embed again on Active City Hamburg's developer page.",
    fields: {
      category: 'The category does not exist.',
      district: 'The district does not exist.',
      club: 'The club does not exist.',
      lang: 'The language must be de or en.',
      limit: `The number must be a whole number from 1 to ${embedMaxLimit}.`,
      other: 'A value in the address is not valid.',
    },
  },
} as const;

// Self-contained and small: no script, no font, no cookie; colours of the portal's tokens.
const style = `*{box-sizing:border-box}body{margin:0;font:16px/1.45 system-ui,sans-serif;color:#10222e;background:#fff}
main{padding:.75rem}h1{font-size:1.15rem;margin:0 0 .25rem;color:#0b3a66}p{margin:0 0 .5rem}
ul{list-style:none;margin:0;padding:0}li{padding:.5rem 0;border-bottom:1px solid #dbe3ee}
a{color:#0b3a66;font-weight:600}a:focus-visible{outline:3px solid #b34700;outline-offset:2px}
.meta{color:#44525c;font-size:.9rem}.tag{display:inline-block;margin-left:.35rem;padding:0 .4rem;border-radius:1rem;background:#e6f0f9;color:#0b3a66;font-size:.8rem}
.error{border:2px solid #a4000f;border-radius:8px;padding:.75rem;background:#fff5f5}.error h1{color:#a4000f}
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

const fieldNames = ['category', 'district', 'club', 'lang', 'limit'] as const;
type EmbedField = (typeof fieldNames)[number];
const isField = (name: string): name is EmbedField =>
  (fieldNames as readonly string[]).includes(name);

/**
 * What a club's page shows when its embed address is wrong (an unknown category, a bad
 * limit): a readable box in the visitor's language naming what to fix, instead of the API's
 * JSON. Like the list, it needs no script and links to the portal.
 */
export function embedErrorDocument(
  fields: string[],
  options: { locale: Locale; portalLink: string },
): string {
  const x = texts[options.locale];
  const reasons = [...new Set(fields.map((f) => x.fields[isField(f) ? f : 'other']))];
  return `<!doctype html><html lang="${options.locale}"><head><meta charset="utf-8">
<title>${html(x.errorTitle)}</title><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><style>${style}</style></head><body><main>
<div class="error" role="alert"><h1>${html(x.errorTitle)}</h1>
<p>${html(x.errorText)}</p>
<ul>${reasons.map((r) => `<li>${html(r)}</li>`).join('')}</ul>
<p class="meta">${html(x.errorFix)}</p></div>
<p><a href="${html(options.portalLink)}" target="_blank" rel="noopener">${html(x.all)}<span class="sr"> ${x.newTab}</span></a></p>
</main></body></html>`;
}
