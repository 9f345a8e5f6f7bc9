import fc from 'fast-check';
import { entry, place, spot } from './offer-fixtures.ts';
import { demoPassword } from '../db/seed/accounts.ts';
import { type Schema, mutated, oddJson, oddText, oddValue, valid } from './fuzz-values.ts';

// Requests for the OpenAPI fuzz test (server/openapi-fuzz.test.ts), built from each
// operation's own schema: valid input with one or two parts broken, odd values and bodies.

type Parameter = { name: string; in: string; required?: boolean; schema?: Schema };
export type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
export type Document = { paths: Record<string, Record<string, Operation>> };

export const methods = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Input that passes every rule of its route, where random input hardly ever does. */
const filter = { types: 'spot,entry,club', categories: 'laufen,fitness', targetgroup: 'kids' };
export const examples: Record<string, { body?: unknown[]; query?: Record<string, unknown>[] }> = {
  'POST /api/offers/entry/save': {
    body: [entry(), entry({ repetition: 'none', start: '2026-07-01' })],
  },
  'POST /api/offers/spot/save': { body: [spot()] },
  'POST /api/offers/place/save': { body: [place()] },
  'GET /api/offers/geo': { query: [filter] },
  'GET /api/offers': { query: [{ ...filter, lat: 53.55, lng: 9.99, distance: 5, limit: 20 }] },
  'POST /api/auth/login': { body: [{ email: 'ben@example.org', password: demoPassword }] },
  'POST /api/auth/register': {
    body: [
      {
        name: 'Fuzz',
        surname: 'Test',
        email: 'fuzz@example.org',
        username: 'fuzz_test',
        password: 'Ein-langes-Passwort-2026',
        password_confirmation: 'Ein-langes-Passwort-2026',
        terms: true,
      },
    ],
  },
};

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Object.is(value, -0)) return '-0';
  if (value === null || typeof value !== 'object') return String(value);
  return JSON.stringify(value);
}

/** Lone surrogates cannot be encoded: they go as the invalid UTF-8 bytes a client might send. */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

function formOf(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return text(value);
  const form = new URLSearchParams();
  for (const [name, item] of Object.entries(value)) {
    if (Array.isArray(item)) for (const part of item) form.append(name, text(part));
    else form.append(name, text(item));
  }
  return form.toString();
}

type Request = {
  url: string;
  payload?: string;
  contentType?: string;
  csrf: 'valid' | 'missing' | 'wrong';
  language?: string;
};

/** Valid input of a schema, the known-good examples among it. */
function good(schema: Schema, known: unknown[] = []): fc.Arbitrary<unknown> {
  return known.length > 0 ? fc.oneof(valid(schema), fc.constantFrom(...known)) : valid(schema);
}

/** Path or query parameters as one object schema, so they are broken like a body. */
function parameters(
  operation: Operation,
  where: string,
  known?: unknown[],
): fc.Arbitrary<Record<string, unknown>> {
  const list = (operation.parameters ?? []).filter((p) => p.in === where);
  if (list.length === 0) return fc.constant({});
  const schema: Schema = {
    type: 'object',
    properties: Object.fromEntries(list.map((p) => [p.name, p.schema ?? {}])),
    required: list.filter((p) => p.required).map((p) => p.name),
  };
  const base = good(schema, known);
  return fc.oneof(
    { weight: 3, arbitrary: base },
    { weight: 6, arbitrary: mutated(schema, base) },
    { weight: 1, arbitrary: fc.record(Object.fromEntries(list.map((p) => [p.name, oddText]))) },
  ) as fc.Arbitrary<Record<string, unknown>>;
}

export function requestsFor(
  path: string,
  operation: Operation,
  known: { body?: unknown[]; query?: unknown[] } = {},
): fc.Arbitrary<Request> {
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  const base = schema ? good(schema, known.body) : oddValue;
  const body = schema
    ? fc.oneof(
        { weight: 2, arbitrary: base },
        { weight: 7, arbitrary: mutated(schema, base) },
        { weight: 1, arbitrary: oddValue },
      )
    : oddValue;
  const payload = fc.oneof(
    { weight: 9, arbitrary: body.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: oddJson },
  );
  return fc
    .record({
      path: parameters(operation, 'path'),
      query: parameters(operation, 'query', known.query),
      body: fc.option(fc.tuple(payload, body), { freq: schema ? 12 : 4 }),
      contentType: fc.oneof(
        { weight: 8, arbitrary: fc.constant('application/json') },
        fc.constantFrom(
          'application/json; charset=utf-8',
          'application/json; charset=latin1',
          'APPLICATION/JSON',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'text/plain',
          'application/xml',
          '',
        ),
      ),
      csrf: fc.oneof(
        { weight: 12, arbitrary: fc.constant('valid' as const) },
        fc.constantFrom('missing' as const, 'wrong' as const),
      ),
      language: fc.option(
        fc.constantFrom('en', 'de-DE,de;q=0.9', '*', 'xx', ';q=', 'x'.repeat(5000)),
      ),
    })
    .map(({ path: values, query, body: sent, contentType, csrf, language }) => {
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) =>
        name in values ? encodeSegment(text(values[name])) || '%20' : '%20',
      );
      // An array goes as the parameter repeated, as a form with several values would send it.
      const qs = Object.entries(query)
        .flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((v) => [name, v]))
        .map(([name, value]) => `${encodeSegment(String(name))}=${encodeSegment(text(value))}`)
        .join('&');
      const request: Request = { url: qs ? `${url}?${qs}` : url, csrf };
      if (language !== null) request.language = language;
      if (sent) {
        const [json, value] = sent;
        request.contentType = contentType;
        request.payload = contentType.endsWith('urlencoded') ? formOf(value) : json;
      }
      return request;
    });
}

/** A seed of the operation itself, so adding one operation does not change the others' runs. */
export function seedOf(key: string): number {
  let hash = 2166136261;
  for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/** What is wrong with an answer, if anything: a 5xx, or a 4xx that is not the JSON error. */
export function problemOf(res: {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
}) {
  if (res.statusCode >= 500) return `status ${res.statusCode}`;
  if (res.statusCode < 400) return undefined;
  if (!String(res.headers['content-type']).startsWith('application/json'))
    return `a ${res.statusCode} that is not JSON`;
  let body: { message?: unknown; errors?: unknown };
  try {
    body = JSON.parse(res.body) as typeof body;
  } catch {
    return `a ${res.statusCode} with a body that does not parse`;
  }
  if (typeof body.message !== 'string' || body.message === '')
    return `a ${res.statusCode} without a message`;
  if (res.statusCode === 422) {
    const errors = body.errors as Record<string, unknown> | undefined;
    const wellFormed =
      errors !== null &&
      typeof errors === 'object' &&
      Object.keys(errors).length > 0 &&
      Object.values(errors).every(
        (list) => Array.isArray(list) && list.every((m) => typeof m === 'string'),
      );
    if (!wellFormed) return 'a 422 without field errors';
  }
  return undefined;
}
