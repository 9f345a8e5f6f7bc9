import escapeHtml from 'escape-html';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { defaultLocale, isLocale, type Locale } from '../../../domain/shared/locale.ts';

/**
 * The language of pages the server writes itself (the local checkout, receipts): the portal's
 * language the visitor was reading, not the browser's (Accept-Language). The links the portal
 * writes carry it as `?lang=`; otherwise the page the visitor came from tells it by its `/en`
 * prefix (a Referer on this site); otherwise the portal's default, German.
 */
export function pageLocale(request: FastifyRequest): Locale {
  const lang = (request.query as { lang?: unknown } | undefined)?.lang;
  if (isLocale(lang)) return lang;
  return refererLocale(request) ?? defaultLocale;
}

function refererLocale(request: FastifyRequest): Locale | undefined {
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    const from = new URL(referer);
    if (from.host !== request.host) return undefined;
    const lang = (from.pathname.match(/^\/(en)(?:\/|$)/) ?? [])[1] ?? from.searchParams.get('lang');
    return isLocale(lang) ? lang : undefined;
  } catch {
    return undefined; // not an address: no hint
  }
}

export const html = (value: string | number) => escapeHtml(String(value));

const style = `body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;color:#10222e;line-height:1.5}
h1{font-size:1.6rem}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.4rem .2rem;border-bottom:1px solid #c8d3da;vertical-align:top}
td.num,th.num{text-align:right}.box{border:1px solid #c8d3da;border-radius:8px;padding:1rem;margin:1rem 0}
label{display:block;font-weight:600;margin-bottom:.25rem}input{font:inherit;padding:.5rem;width:100%;box-sizing:border-box;border:1px solid #44525c;border-radius:6px}
button{font:inherit;font-weight:600;background:#004b87;color:#fff;border:0;border-radius:6px;padding:.6rem 1.2rem;margin-top:1rem;cursor:pointer}
button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #f5a300;outline-offset:2px}
a{color:#004b87}.error{color:#a4000f;font-weight:600}.note{color:#44525c;font-size:.95rem}code{font-size:1rem}`;

/** A small, self-contained page (no script; styles inline, which the CSP allows). */
export function sendPage(
  reply: FastifyReply,
  page: { locale: Locale; title: string; body: string; status?: number },
) {
  const document = `<!doctype html><html lang="${page.locale}"><head><meta charset="utf-8">
<title>${html(page.title)}</title><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><style>${style}</style></head><body><main>
${page.body}
</main></body></html>`;
  return reply
    .code(page.status ?? 200)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(document);
}
