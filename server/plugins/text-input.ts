import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { validationError } from '../http-error.ts';
import { pathOf } from './request-path.ts';

// A NUL byte cannot be stored in PostgreSQL text, and a lone UTF-16 surrogate is no
// character at all: both made the database fail with 500 deep inside a save. Every text
// that arrives (body, query, route parameters) is checked here, before any route's schema,
// and refused with 422 naming the field.
// eslint-disable-next-line no-control-regex -- the NUL byte is what this looks for
const notText = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

// No request of the API nests deeper than a few levels. A body nested thousands of levels deep
// (`[[[[…]]]]` fits easily in the body limit) overflowed the stack of this walk: 500. Below this
// depth the walk stops and the field is refused.
const maxDepth = 32;

function badFields(value: unknown, path: string, found: string[], depth = 0) {
  if (found.length >= 20) return;
  if (typeof value === 'string') {
    if (notText.test(value)) found.push(path || '_');
  } else if (value !== null && typeof value === 'object' && depth >= maxDepth) {
    found.push(path || '_');
  } else if (Array.isArray(value)) {
    value.forEach((item, i) =>
      badFields(item, path ? `${path}.${i}` : String(i), found, depth + 1),
    );
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (notText.test(key)) found.push(path || '_');
      else badFields(item, path ? `${path}.${key}` : key, found, depth + 1);
    }
  }
}

const isApi = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

function notTextIn(pathname: string): boolean {
  try {
    return notText.test(decodeURIComponent(pathname));
  } catch {
    // Not decodable at all (a lone `%` or a broken UTF-8 sequence): no page has such a path.
    return true;
  }
}

const badAddressPage = {
  de: { title: 'Ungültige Adresse', text: 'Diese Adresse enthält Zeichen, die es nicht gibt.' },
  en: { title: 'Invalid address', text: 'This address contains characters that do not exist.' },
};

/** The plain 400 page a browser sees for an address no page can have. */
function sendBadAddress(request: FastifyRequest, reply: FastifyReply) {
  const pathname = pathOf(request.url);
  // Feeds and calendar files are read by programs, like the API: they get its JSON error.
  if (isApi(pathname) || pathname.startsWith('/feeds/'))
    return reply.code(400).send({ message: 'The address of the request is not valid.' });
  const locale = pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'de';
  const { title, text } = badAddressPage[locale];
  const home = locale === 'en' ? '/en/' : '/';
  const back = locale === 'en' ? 'To the home page' : 'Zur Startseite';
  return reply
    .code(400)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${title}</title></head>` +
        `<body><h1>${title}</h1><p>${text}</p><p><a href="${home}">${back}</a></p></body></html>`,
    );
}

/**
 * Fastify's own answer for errors before routing, used as its `frameworkErrors` option. A
 * path whose percent escapes decode to no text (`/%ED%A0%80`, a lone surrogate) is refused
 * there, before any hook, with a body in Fastify's shape rather than the app's.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') return sendBadAddress(request, reply);
  const status = error.statusCode ?? 500;
  request.log.error({ err: error }, 'request failed before routing');
  return reply
    .code(status)
    .send({ message: status >= 500 ? 'Internal server error' : error.message });
}

export const textInputPlugin = fp(async (app) => {
  app.addHook('preValidation', async (request, reply) => {
    const api = isApi(pathOf(request.url));
    // No route matched: a page's address (or an unknown API call, which answers 404). Pages
    // read the path and query to find a record: an address with no text in it finds none,
    // and is answered as a bad address before it reaches the database.
    if (request.is404) {
      if (api) return;
      const found: string[] = [];
      badFields(request.query, '', found);
      if (found.length > 0 || notTextIn(pathOf(request.url))) return sendBadAddress(request, reply);
      return;
    }
    // A route: its parameters and query wherever it lives (feeds, embeds), and the body of
    // the API, where text is stored (a webhook's body is its sender's, checked by signature).
    const found: string[] = [];
    const parts = api
      ? [request.params, request.query, request.body]
      : [request.params, request.query];
    for (const part of parts) badFields(part, '', found);
    if (found.length > 0)
      throw validationError(
        Object.fromEntries(found.map((field) => [field, ['validation.invalid']])),
      );
  });
});
