import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from './db/seed/accounts.ts';
import { createTestApp, login, type TestApp } from './test/app.ts';

// Every operation of the OpenAPI document gets bad and odd input, anonymously and signed in
// (with a valid CSRF token, so write routes reach their validation): no answer may be a 5xx,
// and every 4xx is the project's JSON error. Deterministic: a fixed seed per operation.

type Schema = { type?: string | string[]; properties?: Record<string, Schema>; items?: Schema };
type Parameter = { name: string; in: string };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
type Document = { paths: Record<string, Record<string, Operation>> };

const perOperation = { signedIn: 120, anonymous: 40 };
const methods = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Values that broke servers before: wrong types, extremes, encodings, injection shapes. */
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
  '1e309',
  '5e-324',
  'NaN',
  '9'.repeat(40),
  "' OR 1=1 --",
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '%00',
  '%',
  'null',
  '😀'.repeat(500),
);
const oddNumber = fc.constantFrom(-1, 0, 1, 2 ** 31, 2 ** 53 + 1, -1e308, 1e308, 5e-324, 0.5);
const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  oddText,
  oddNumber,
  fc.constantFrom(null, true, false, [], {}, [null], { a: { b: { c: [] } } }),
  fc.string({ maxLength: 40 }),
  fc.anything({ maxDepth: 3 }),
);

/** A body of the operation's shape with odd values, missing fields and extra ones. */
function bodyFor(schema: Schema | undefined): fc.Arbitrary<unknown> {
  const fields = Object.keys(schema?.properties ?? {});
  if (fields.length === 0) return oddValue;
  const entries = fields.map((field) =>
    fc.option(oddValue.map((value) => [field, value] as const)),
  );
  return fc.oneof(
    fc.tuple(...entries, fc.option(oddValue)).map(([...parts]) => {
      const extra = parts.pop();
      const body = Object.fromEntries(
        parts.filter((part): part is readonly [string, unknown] => Array.isArray(part)),
      );
      return extra === null ? body : { ...body, unexpected: extra };
    }),
    oddValue,
  );
}

/** Lone surrogates cannot be encoded: they go as the invalid UTF-8 bytes a client might send. */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

type Request = { url: string; payload?: string; contentType?: string };

function requestsFor(path: string, operation: Operation, seed: number, count: number) {
  const params = operation.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path').map((p) => p.name);
  const queryParams = params.filter((p) => p.in === 'query').map((p) => p.name);
  const body = operation.requestBody?.content?.['application/json']?.schema;
  const payload = fc.oneof(
    { weight: 8, arbitrary: bodyFor(body).map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: fc.constantFrom('{', '{"a":', '[1,2', '\u0000', '{"a":1}}') },
  );
  const request: fc.Arbitrary<Request> = fc
    .record({
      path: fc.tuple(...pathParams.map(() => oddText.map(encodeSegment))),
      query: fc.tuple(...queryParams.map(() => fc.option(fc.oneof(oddText, fc.string())))),
      payload: fc.option(payload, { freq: 6 }),
      contentType: fc.constantFrom('application/json', 'application/json', 'text/plain'),
    })
    .map(({ path: values, query, payload: text, contentType }) => {
      let url = path;
      pathParams.forEach((name, i) => (url = url.replace(`{${name}}`, values[i] || '%20')));
      const search = new URLSearchParams();
      queryParams.forEach((name, i) => {
        const value = query[i];
        if (value !== null && value !== undefined) search.set(name, value);
      });
      const qs = search.toString();
      return {
        url: qs ? `${url}?${qs}` : url,
        ...(text === null ? {} : { payload: text, contentType }),
      };
    });
  return fc.sample(request, { seed, numRuns: count });
}

describe('fuzzing every OpenAPI operation', () => {
  let t: TestApp;
  let operations: { method: string; path: string; operation: Operation }[];
  beforeAll(async () => {
    const generous = 1_000_000;
    t = await createTestApp({
      config: {
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
    expect(operations.length).toBeGreaterThan(40);
    const failures: string[] = [];
    let sent = 0;
    for (const [index, { method, path, operation }] of operations.entries()) {
      for (const signedIn of [true, false]) {
        // A fresh session each time: an operation may end it (logout, deletion).
        const session = signedIn ? await login(t.app, 'anna@example.org', demoPassword) : null;
        const count = signedIn ? perOperation.signedIn : perOperation.anonymous;
        for (const request of requestsFor(path, operation, 1000 + index, count)) {
          const res = await t.app.inject({
            method: method as 'GET',
            url: request.url,
            ...(session ? { cookies: session.cookies, headers: session.headers } : {}),
            ...(request.payload !== undefined
              ? {
                  payload: request.payload,
                  headers: {
                    ...(session?.headers ?? {}),
                    'content-type': request.contentType ?? 'application/json',
                  },
                }
              : {}),
          });
          sent += 1;
          const problem =
            res.statusCode >= 500
              ? `status ${res.statusCode}`
              : res.statusCode >= 400 && !hasMessage(res.body)
                ? `a ${res.statusCode} without a JSON message`
                : undefined;
          if (problem && failures.length < 20)
            failures.push(
              `${method} ${request.url.slice(0, 120)}: ${problem} ${res.body.slice(0, 160)}`,
            );
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(operations.length * 100);
  }, 240_000);
});

function hasMessage(body: string): boolean {
  try {
    return typeof (JSON.parse(body) as { message?: unknown }).message === 'string';
  } catch {
    return false;
  }
}
