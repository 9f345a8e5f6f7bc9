import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from './db/seed/accounts.ts';
import { entry, place, spot } from './features/offers/wizard-fixtures.ts';
import { createTestApp, csrf, login, type TestApp } from './test/app.ts';

// Every operation of the OpenAPI document gets bad and odd input built from its own schema:
// mostly a valid request with one or two parts broken (a wrong type, a value just outside its
// bounds, a missing required field, a huge string, a NUL byte or lone surrogate, an extra
// field), so the input gets past the first check and reaches the code behind it; besides that
// wholly odd bodies, malformed and deeply nested JSON and wrong content types. Each operation
// runs as three demo users (owner of offers, club member, editor) and anonymously, all with a
// valid CSRF token unless the request drops or garbles it. No answer may be a 5xx, and every
// 4xx is the project's JSON error. Deterministic: the seed is derived from the operation.

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
};
type Parameter = { name: string; in: string; required?: boolean; schema?: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
type Document = { paths: Record<string, Record<string, Operation>> };

/** Requests per operation and identity: 250 per operation, about 15 to 25 s in all. */
const identities = [
  { email: 'anna@example.org', requests: 100 },
  { email: 'ben@example.org', requests: 40 },
  { email: 'redaktion@example.org', requests: 40 },
  { email: null, requests: 70 },
] as const;
const methods = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Input that passes every rule of its route, where random input hardly ever does. */
const filter = { types: 'spot,entry,club', categories: 'laufen,fitness', targetgroup: 'kids' };
const examples: Record<string, { body?: unknown[]; query?: Record<string, unknown>[] }> = {
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

/** Text that broke servers before: encodings, extremes, injection shapes, number-like text. */
const oddText = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff x',
  'x'.repeat(70_000),
  '-1',
  '0',
  '-0',
  '1.5',
  '1e309',
  '5e-324',
  'NaN',
  'Infinity',
  '0x10',
  ' 1',
  '2147483648',
  '9007199254740993',
  '9'.repeat(40),
  '2026-02-30',
  '0000-00-00',
  '99:99',
  "' OR 1=1 --",
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '%00',
  '%',
  'null',
  'true',
  '😀'.repeat(500),
);
const oddNumber = fc.constantFrom(
  -1,
  0,
  -0,
  0.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  -1e308,
  1e308,
  5e-324,
);
const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  oddText,
  oddNumber,
  fc.constantFrom(null, true, false, [], {}, [null], [[[]]], { a: { b: { c: [] } } }),
  fc.string({ maxLength: 40 }),
  fc.anything({ maxDepth: 3 }),
);
/** Plain text a form might send for dates, times and free fields. */
const plainText = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ maxLength: 30, unit: 'grapheme' }),
  fc.constantFrom(
    '2026-07-01',
    '2026-12-31',
    '1900-01-01',
    '9999-12-31',
    '2026-07-01T10:00:00Z',
    '10:00',
    '23:59',
    '24:00',
    '1',
    '31',
    'first-monday',
  ),
);

function isType(schema: Schema, type: string): boolean {
  return schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));
}

function bounds(schema: Schema, integer: boolean): [number, number] {
  const step = integer ? 1 : Number.EPSILON;
  let low = schema.minimum ?? (integer ? Number.MIN_SAFE_INTEGER : -1e308);
  let high = schema.maximum ?? (integer ? Number.MAX_SAFE_INTEGER : 1e308);
  if (schema.exclusiveMinimum === true) low += step;
  if (typeof schema.exclusiveMinimum === 'number') low = schema.exclusiveMinimum + step;
  if (schema.exclusiveMaximum === true) high -= step;
  if (typeof schema.exclusiveMaximum === 'number') high = schema.exclusiveMaximum - step;
  return [low, high];
}

/** Values the schema accepts, with its boundaries weighted in. */
function valid(schema: Schema): fc.Arbitrary<unknown> {
  const value = validNotNull(schema);
  return schema.nullable ? fc.oneof({ weight: 4, arbitrary: value }, fc.constant(null)) : value;
}

function validNotNull(schema: Schema): fc.Arbitrary<unknown> {
  if (schema.anyOf?.length) return fc.oneof(...schema.anyOf.map(valid));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (isType(schema, 'integer')) {
    const [low, high] = bounds(schema, true);
    const edges = [low, high, 1, 2, 3, 2 ** 31 - 1, 2 ** 31, Number.MAX_SAFE_INTEGER];
    // fc.integer draws 32-bit integers; larger ones come from the edges.
    const min = Math.max(low, -(2 ** 31));
    const max = Math.min(high, 2 ** 31 - 1);
    return fc.oneof(
      fc.constantFrom(...edges.filter((n) => n >= low && n <= high)),
      fc.integer({ min, max: Math.min(max, min + 60) }),
      fc.integer({ min, max }),
    );
  }
  if (isType(schema, 'number')) {
    const [low, high] = bounds(schema, false);
    // The smallest doubles (subnormal) once made the database's geometry underflow.
    const edges = [low, high, (low + high) / 2, 0, 5e-324, -5e-324, 1e-300, 1e-8];
    return fc.oneof(
      fc.constantFrom(...edges.filter((n) => n >= low && n <= high)),
      fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true }),
    );
  }
  if (isType(schema, 'boolean')) return fc.boolean();
  if (isType(schema, 'array'))
    return fc.array(schema.items ? valid(schema.items) : plainText, { maxLength: 4 });
  if (isType(schema, 'object') || schema.properties) {
    const properties = schema.properties ?? {};
    return fc.record(
      Object.fromEntries(Object.entries(properties).map(([name, item]) => [name, valid(item)])),
      { requiredKeys: (schema.required ?? []).filter((name) => name in properties) },
    );
  }
  return validText(schema);
}

function validText(schema: Schema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 300;
  const fits = (text: string) => text.length >= min && text.length <= max;
  if (schema.format === 'email')
    return fc.constantFrom(
      'anna@example.org',
      'ben@example.org',
      'nobody@example.org',
      `${'a'.repeat(60)}@example.org`,
    );
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    return fc.stringMatching(pattern).filter(fits);
  }
  return fc.oneof(
    { weight: 4, arbitrary: plainText.filter(fits) },
    // The longest text allowed, in ASCII and in characters that take four bytes in UTF-8.
    fc.constantFrom('x'.repeat(max), '😀'.repeat(Math.floor(max / 2))).filter(fits),
    fc.string({ minLength: min, maxLength: Math.min(max, 60) }),
  );
}

/** Values of the wrong type or just outside what the schema accepts. */
function bad(schema: Schema): fc.Arbitrary<unknown> {
  const specific: unknown[] = [null, true, [], {}, 'text', 1];
  if (schema.enum?.length) specific.push('unknown', String(schema.enum[0]).toUpperCase(), 0);
  if (isType(schema, 'integer') || isType(schema, 'number')) {
    const [low, high] = bounds(schema, isType(schema, 'integer'));
    specific.push(low - 1, high + 1, low - 0.5, 1.5, 2 ** 63, '1', '', '1e3', -1e308, 1e308);
  }
  if (isType(schema, 'string')) {
    const min = schema.minLength ?? 0;
    const max = schema.maxLength ?? 1000;
    specific.push('', 'x'.repeat(max + 1), '😀'.repeat(max), ' '.repeat(Math.max(min, 1)));
    specific.push('\u0000', `a${'\ud800'}`, 12, '!!!');
  }
  if (isType(schema, 'boolean')) specific.push('true', 'false', 1, 0, 'yes');
  if (isType(schema, 'array')) specific.push('a,b', [null], [[]], [{}], Array(5000).fill('x'));
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...specific) },
    { weight: 2, arbitrary: oddValue },
  );
}

const missing = Symbol('missing');
const extraKey = fc.constantFrom('unexpected', 'id', 'user_id', 'role', 'constructor', '', ' ');

/** A valid value with one or two parts broken: a bad value, a part left out, an extra one. */
function mutated(schema: Schema, base = valid(schema)): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const names = Object.keys(properties);
  if (names.length > 0) {
    const edits = Object.fromEntries(
      names.map((name) => {
        const item = properties[name] as Schema;
        const nested = item.properties || item.items ? [mutated(item)] : [];
        return [name, fc.oneof(bad(item), fc.constant(missing), ...nested)];
      }),
    );
    const extra = fc.option(fc.tuple(extraKey, oddValue), { freq: 4 });
    return fc
      .tuple(base, fc.subarray(names, { minLength: 1, maxLength: Math.min(2, names.length) }))
      .chain(([value, chosen]) =>
        fc.tuple(fc.tuple(...chosen.map((name) => edits[name]!)), extra).map(([edit, more]) => {
          const out = { ...(value as Record<string, unknown>) };
          chosen.forEach((name, i) => {
            if (edit[i] === missing) delete out[name];
            else out[name] = edit[i];
          });
          if (more) out[more[0]] = more[1];
          return out;
        }),
      );
  }
  if (schema.items) {
    const items = schema.items;
    return fc.oneof(
      bad(schema),
      fc.tuple(fc.array(valid(items), { maxLength: 3 }), mutated(items)).map(([a, m]) => [...a, m]),
    );
  }
  return bad(schema);
}

/** JSON no schema expects: broken, nested too deep, huge numbers, duplicate and poison keys. */
const oddJson = fc.constantFrom(
  '',
  '{',
  '{"a":',
  '[1,2',
  '\u0000',
  '{"a":1}}',
  'nul',
  '\ufeff{}',
  '{"a":1e99999}',
  '{"a":1,"a":"b"}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
  `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`,
  JSON.stringify({ a: 'x'.repeat(2_000_000) }),
);

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

function requestsFor(
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
function seedOf(key: string): number {
  let hash = 2166136261;
  for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/** What is wrong with an answer, if anything: a 5xx, or a 4xx that is not the JSON error. */
function problemOf(res: { statusCode: number; body: string; headers: Record<string, unknown> }) {
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

describe('fuzzing every OpenAPI operation', () => {
  let t: TestApp;
  let operations: { method: string; path: string; operation: Operation }[];
  let logged = '';
  beforeAll(async () => {
    const generous = 1_000_000;
    t = await createTestApp({
      // Errors the server logs name the cause of a 5xx in the failure list.
      logStream: { write: (line) => void (logged = line) },
      config: {
        LOG_LEVEL: 'error',
        RATE_LIMIT_PER_MINUTE: generous,
        LOGIN_ATTEMPTS_PER_MINUTE: generous,
        LOGIN_FAILURES_PER_ADDRESS_PER_MINUTE: generous,
        MAIL_REQUESTS_PER_MINUTE: generous,
        MAILS_PER_RECIPIENT_PER_HOUR: generous,
        PASSWORD_RESETS_PER_MINUTE: generous,
        ACCOUNT_CHANGES_PER_MINUTE: generous,
        UPLOADS_PER_MINUTE: generous,
        GEOCODER_REQUESTS_PER_MINUTE: generous,
      },
    });
    const document = (t.app as unknown as { swagger(): Document }).swagger();
    operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => methods.has(method))
        .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
    );
  });
  afterAll(() => t.close());

  it('finds no 5xx, and every 4xx is a JSON error with a message', async () => {
    expect(operations.length).toBeGreaterThan(50);
    // One session per identity, renewed when an operation ended it (logout, deletion).
    type Session = { cookies: Record<string, string>; res?: { statusCode: number } };
    const sessions = new Map<string | null, Session>();
    const sessionOf = async (email: string | null) => {
      const known = sessions.get(email);
      if (known && email) {
        const user = await t.app.inject({ url: '/api/user', cookies: known.cookies });
        if (user.statusCode === 200) return known;
      } else if (known) return known;
      const fresh: Session = email ? await login(t.app, email, demoPassword) : await csrf(t.app);
      if (fresh.res) expect(fresh.res.statusCode, `login of ${email}`).toBe(200);
      sessions.set(email, fresh);
      return fresh;
    };
    // One example of each kind of failure: operation, status and cause.
    const failures = new Map<string, string>();
    let sent = 0;
    // Operations where some input got past validation to the route's own work.
    const reached = new Set<string>();
    for (const { method, path, operation } of operations) {
      const requests = requestsFor(path, operation, examples[`${method} ${path}`]);
      for (const identity of identities) {
        // Cookies as a browser keeps them: a login or registration brings a new session
        // and CSRF token, and the requests after it carry those.
        const cookies: Record<string, string> = { ...(await sessionOf(identity.email)).cookies };
        const seed = seedOf(`${method} ${path} ${identity.email ?? 'anonymous'}`);
        for (const request of fc.sample(requests, { seed, numRuns: identity.requests })) {
          const headers: Record<string, string> = {};
          if (request.csrf === 'valid') headers['x-xsrf-token'] = cookies['XSRF-TOKEN'] ?? '';
          if (request.csrf === 'wrong') headers['x-xsrf-token'] = 'not-the-token';
          if (request.language !== undefined) headers['accept-language'] = request.language;
          if (request.contentType !== undefined) headers['content-type'] = request.contentType;
          logged = '';
          const res = await t.app.inject({
            method: method as 'GET',
            url: request.url,
            cookies,
            headers,
            ...(request.payload !== undefined ? { payload: request.payload } : {}),
          });
          sent += 1;
          for (const cookie of res.cookies as { name: string; value: string; maxAge?: number }[]) {
            if (cookie.value === '' || cookie.maxAge === 0) delete cookies[cookie.name];
            else cookies[cookie.name] = cookie.value;
          }
          if (res.statusCode < 400 || res.statusCode === 404 || res.statusCode === 409)
            reached.add(`${method} ${path}`);
          const problem = problemOf(res);
          if (!problem) continue;
          const cause = logged ? errorOf(logged) : res.body.slice(0, 120);
          const kind = `${method} ${path}: ${problem}, ${cause}`;
          if (!failures.has(kind))
            failures.set(
              kind,
              `${request.url.slice(0, 120)} as ${identity.email ?? 'anonymous'}, ` +
                `${request.contentType ?? 'no body'}: ${request.payload?.slice(0, 200)}`,
            );
        }
      }
    }
    expect(Object.fromEntries(failures)).toEqual({});
    expect(sent).toBe(operations.length * 250);
    // Not all of it stopped at the door (sign-in, CSRF, the schema): most operations did work.
    expect(reached.size).toBeGreaterThan(operations.length * 0.75);
  }, 120_000);
});

/** The error of a logged line, with the frame of the project's code it came from. */
function errorOf(line: string): string {
  try {
    const { msg, err } = JSON.parse(line) as {
      msg?: string;
      err?: { message?: string; stack?: string };
    };
    const frame = err?.stack
      ?.split('\n')
      .find((l) => l.includes('/server/') || l.includes('/domain/'))
      ?.replace(/^.*\/(server|domain)\//, '$1/')
      .replace(/\)$/, '');
    return `${err?.message ?? msg}${frame ? ` (${frame})` : ''}`;
  } catch {
    return line.slice(0, 200);
  }
}
