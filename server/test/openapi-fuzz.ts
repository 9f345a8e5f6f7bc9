import fc from 'fast-check';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../db/seed/accounts.ts';
import { users } from '../db/schema/index.ts';
import { createTestApp, csrf, login, type TestApp } from './app.ts';
import {
  examples,
  methods,
  problemOf,
  requestsFor,
  seedOf,
  type Document,
  type Operation,
} from './fuzz-requests.ts';

// Every operation of the OpenAPI document gets bad and odd input built from its own schema:
// mostly a valid request with one or two parts broken (a wrong type, a value just outside its
// bounds, a missing required field, a huge string, a NUL byte or lone surrogate, an extra
// field), so the input gets past the first check and reaches the code behind it; besides that
// wholly odd bodies, malformed and deeply nested JSON and wrong content types. Each operation
// runs as four demo users (owner of offers, club member, editor, moderator) and anonymously, all with a
// valid CSRF token unless the request drops or garbles it. No answer may be a 5xx, and every
// 4xx is the project's JSON error. Deterministic: the seed is derived from the operation.
// The order of the operations does not matter: after each one the demo identities are put
// back as they were (an operation may block, unverify or rename one of them). That is also what
// lets the operations be split into areas (one test each) and the areas into files, which the
// runner's workers take in parallel.

/** Requests per operation and identity: 135 per operation. */
const identities = [
  { email: 'anna@example.org', requests: 50 },
  { email: 'ben@example.org', requests: 20 },
  { email: 'redaktion@example.org', requests: 20 },
  // The moderation calls (decision 036) answer only moderators and admins.
  { email: 'moderation@example.org', requests: 10 },
  { email: null, requests: 35 },
] as const;

type Entry = { method: string; path: string; operation: Operation & { tags?: string[] } };

/** A named group of operations: one test, so a failure names its area and the time is split. */
export type Area = { name: string; has(entry: Entry): boolean };

export const byTag = (tag: string): Area => ({
  name: `tag ${tag}`,
  has: (e) => (e.operation.tags ?? []).includes(tag),
});

export const byPrefix = (...prefixes: string[]): Area => ({
  name: prefixes.join(', '),
  has: (e) => prefixes.some((p) => e.path === p || e.path.startsWith(`${p}/`)),
});

/**
 * The backend's operations (116 of about 190) fill one file, every other tag the other file;
 * a new tag or backend path lands in a catch-all area of its file, so nothing goes unfuzzed.
 */
export const backendAreas: Area[] = [
  byPrefix('/api/backend/pages', '/api/backend/fragments', '/api/backend/articles'),
  byPrefix('/api/backend/events', '/api/backend/highlights', '/api/backend/faq'),
  byPrefix(
    '/api/backend/categories',
    '/api/backend/spottypes',
    '/api/backend/category-suggestions',
  ),
  byPrefix('/api/backend/clubs', '/api/backend/peptalks', '/api/backend/media'),
  byPrefix('/api/backend/offers', '/api/backend/reports', '/api/backend/districts'),
  byPrefix('/api/backend/users', '/api/backend/newsletter', '/api/backend/settings'),
  byPrefix('/api/backend/products', '/api/backend/purchases', '/api/backend/summer-courses'),
];
const backendTag = 'backend';

export const siteAreas: Area[] = [
  byTag('content'),
  byTag('offers'),
  byTag('auth'),
  byTag('user'),
  byTag('shop'),
  byTag('summer'),
  byTag('geo'),
];

const isBackend = (e: Entry) => (e.operation.tags ?? []).includes(backendTag);

/**
 * Defines the fuzz tests of one half of the API: `part` names which half, its areas are tested
 * one after the other over one app, and what none of them holds goes to a last area.
 */
export function fuzzOperations(part: 'backend' | 'site') {
  const areas = part === 'backend' ? backendAreas : siteAreas;
  const inPart = (e: Entry) => (part === 'backend' ? isBackend(e) : !isBackend(e));
  const rest: Area = {
    name: part === 'backend' ? 'the other backend operations' : 'the other tags',
    has: (e) => !areas.some((a) => a.has(e)),
  };
  // Each operation belongs to the first area that holds it, so none is sent twice.
  const areaOf = (e: Entry) => areas.find((a) => a.has(e)) ?? rest;

  describe(`fuzzing every OpenAPI operation: ${part}`, () => {
    let t: TestApp;
    let all: Entry[];
    let logged = '';
    let demo: (typeof users.$inferSelect)[];
    // One session per identity, renewed when an operation ended it (logout, deletion).
    type Session = { cookies: Record<string, string>; res?: { statusCode: number } };
    const sessions = new Map<string | null, Session>();
    let sent = 0;
    // Operations where some input got past validation to the route's own work.
    const reached = new Set<string>();

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
      const emails = identities.flatMap((i) => (i.email ? [i.email] : []));
      demo = await t.database.db.select().from(users).where(inArray(users.email, emails));
      const document = (t.app as unknown as { swagger(): Document }).swagger();
      all = Object.entries(document.paths).flatMap(([path, item]) =>
        Object.entries(item)
          .filter(([method]) => methods.has(method))
          .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
      );
    });
    afterAll(() => t.close());

    const sessionOf = async (email: string | null) => {
      const known = sessions.get(email);
      if (known && email) {
        const user = await t.app.inject({ url: '/api/user', cookies: known.cookies });
        if (user.statusCode === 200 && user.json().data !== null) return known;
      } else if (known) return known;
      const fresh: Session = email ? await login(t.app, email, demoPassword) : await csrf(t.app);
      if (fresh.res) expect(fresh.res.statusCode, `login of ${email}`).toBe(200);
      sessions.set(email, fresh);
      return fresh;
    };

    /** Sends an operation's requests as every identity; adds each kind of failure once. */
    async function fuzz({ method, path, operation }: Entry, failures: Map<string, string>) {
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
      // A moderator's request may block or delete a demo identity, an account change unverify
      // one: the next operations find them as they were and still sign in.
      for (const { id, ...row } of demo)
        await t.database.db
          .insert(users)
          .values({ id, ...row })
          .onConflictDoUpdate({ target: users.id, set: row });
    }

    // An area sends 135 requests for each of up to 21 operations, about 2,800 through the
    // whole app: up to 20 s on a machine with little else to do, several times that on a busy
    // one, so these tests get more than the project's 30 s.
    const areaTimeout = 120_000;
    for (const area of [...areas, rest]) {
      it(
        `${area.name}: finds no 5xx, and every 4xx is a JSON error with a message`,
        async () => {
          const failures = new Map<string, string>();
          for (const entry of all.filter((e) => inPart(e) && areaOf(e) === area))
            await fuzz(entry, failures);
          expect(Object.fromEntries(failures)).toEqual({});
        },
        areaTimeout,
      );
    }

    it('sent every request of every operation, and most got past the door', () => {
      const operations = all.filter(inPart);
      expect(all.length).toBeGreaterThan(50);
      expect(sent).toBe(operations.length * identities.reduce((n, i) => n + i.requests, 0));
      // Not all of it stopped at the door (sign-in, CSRF, the schema): most operations did work.
      expect(reached.size).toBeGreaterThan(operations.length * 0.75);
    });
  });
}

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
