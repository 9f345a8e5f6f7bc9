import fp from 'fastify-plugin';
import { validationError } from '../http-error.ts';

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

export const textInputPlugin = fp(async (app) => {
  app.addHook('preValidation', async (request) => {
    // Pages only read a path the router already matched; the API is where text is stored.
    if (!request.url.startsWith('/api/')) return;
    const found: string[] = [];
    for (const part of [request.params, request.query, request.body]) badFields(part, '', found);
    if (found.length > 0)
      throw validationError(
        Object.fromEntries(found.map((field) => [field, ['validation.invalid']])),
      );
  });
});
