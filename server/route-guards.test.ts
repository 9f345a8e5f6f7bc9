import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, type Permission } from '../domain/backend/roles.ts';
import { demoPassword } from './db/seed/accounts.ts';
import { users } from './db/schema/index.ts';
import type { Access } from './features/accounts/index.ts';
import { createTestApp, csrf, login, type TestApp } from './test/app.ts';
import { methods, type Document, type Operation } from './test/fuzz-requests.ts';
import { pagePath, payWith, startCheckout } from './features/shop/shop-fixtures.ts';

// Every operation of the API document against five callers: a visitor, a blocked account
// whose session outlived the blocking, a plain verified account, an editor and a moderator.
// The expected answer comes from the level each route declares (`x-access`, recorded by the
// guard of its route tree), so a new route under a guarded path that declares none fails here.

type Caller = 'visitor' | 'blocked' | 'user' | 'editor' | 'moderator';
type Session = { cookies: Record<string, string> };
const rolesOf: Record<Caller, string[] | null> = {
  visitor: null,
  blocked: null,
  user: [],
  editor: ['editor'],
  moderator: ['moderator'],
};

const isPermission = (access: Access): access is Permission =>
  ['backend', 'content', 'moderation', 'roles'].includes(access);

// Paths that serve one signed-in account: each must sit in a guarded tree.
const signedInPath =
  /^\/api\/(user\/|auth\/user\/|auth\/email\/verification|club\/|bookmarks|reports$|offers\/(spot|entry|place)\/(save|delete)$|products\/\{slug\}\/checkout|paid-products\/)/;

const guardMessages = new Set([
  'Your e-mail address is not verified.',
  'Your role does not allow this in the backend.',
]);

let t: TestApp;
const sessions = {} as Record<Caller, Session>;
let blockedId: number;

const block = (id: number, blocked: boolean) =>
  t.database.db
    .update(users)
    .set({ blockedAt: blocked ? new Date() : null })
    .where(eq(users.id, id));

beforeAll(async () => {
  const generous = 1_000_000;
  t = await createTestApp({
    seed: { offers: 2, summer: 2, articles: 1, events: 1 },
    config: {
      RATE_LIMIT_PER_MINUTE: generous,
      LOGIN_ATTEMPTS_PER_MINUTE: generous,
      MAIL_REQUESTS_PER_MINUTE: generous,
      ACCOUNT_CHANGES_PER_MINUTE: generous,
      UPLOADS_PER_MINUTE: generous,
      CHECKOUTS_PER_MINUTE: generous,
    },
  });
  const signIn = async (email: string) => {
    const session = await login(t.app, email, demoPassword);
    expect(session.res.statusCode, email).toBe(200);
    return session;
  };
  sessions.visitor = await csrf(t.app);
  sessions.blocked = await signIn('anna@example.org');
  sessions.user = await signIn('ben@example.org');
  sessions.editor = await signIn('redaktion@example.org');
  sessions.moderator = await signIn('moderation@example.org');
  // Blocked after signing in: the session stays, as one made on another server meanwhile.
  blockedId = await idOf('anna@example.org');
  await block(blockedId, true);
});
afterAll(() => t.close());

async function idOf(email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return row!.id;
}

/** A request that passes no input check: whoever gets past the guard hears 404 or 422. */
function requestOf(method: string, path: string, operation: Operation) {
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const schema = operation.parameters?.find((p) => p.in === 'path' && p.name === name)?.schema;
    const values = (schema as { enum?: string[] } | undefined)?.enum;
    if (values) return values[0]!;
    return (schema as { type?: string } | undefined)?.type === 'integer' ? '999999' : 'zz-none';
  });
  return { method, url, unsafe: !['GET', 'HEAD'].includes(method) };
}

async function answerOf(caller: Caller, request: ReturnType<typeof requestOf>) {
  const { cookies } = sessions[caller];
  return t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    cookies,
    headers: { 'x-xsrf-token': cookies['XSRF-TOKEN'] ?? '' },
    ...(request.unsafe ? { payload: {} } : {}),
  });
}

/** What a caller must hear at a level: 401, 403 (with the guard's message), or past it. */
function expected(caller: Caller, access: Exclude<Access, 'public'>): 401 | 403 | 'admitted' {
  const roles = rolesOf[caller];
  if (roles === null) return 401;
  if (isPermission(access)) return can(roles, access) ? 'admitted' : 403;
  return 'admitted';
}

describe('the guard of every route tree', () => {
  // Every guarded call as each of five callers, some 650 requests: more than the project's 30 s
  // on a busy machine.
  it('answers each caller by the level its route declares', async () => {
    const document = (t.app as unknown as { swagger(): Document }).swagger();
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => methods.has(method))
        .map(([method, operation]) => ({
          method: method.toUpperCase(),
          path,
          operation: operation as Operation & {
            'x-access'?: Access;
            security?: Record<string, unknown>[];
          },
        })),
    );
    const undeclared: string[] = [];
    const wrong: string[] = [];
    let guarded = 0;
    for (const { method, path, operation } of operations) {
      const key = `${method} ${path}`;
      const access = operation['x-access'];
      const needsSession = (operation.security ?? []).some((s) => 'session' in s);
      if (path.startsWith('/api/backend/') && !(access && isPermission(access)))
        undeclared.push(`${key}: a backend call without a permission`);
      if ((signedInPath.test(path) || needsSession) && (!access || access === 'public'))
        undeclared.push(`${key}: an account's call without a level`);
      if (!access || access === 'public') continue;
      guarded += 1;
      const request = requestOf(method, path, operation);
      for (const caller of Object.keys(rolesOf) as Caller[]) {
        const res = await answerOf(caller, request);
        const want = expected(caller, access);
        const json = String(res.headers['content-type']).startsWith('application/json');
        const message = json ? ((res.json() as { message?: string }).message ?? '') : '';
        const got =
          res.statusCode === 401 || (res.statusCode === 403 && guardMessages.has(message))
            ? res.statusCode
            : 'admitted';
        if (got !== want || res.statusCode >= 500)
          wrong.push(`${key} (${access}) as ${caller}: ${res.statusCode} ${message}`);
      }
    }
    expect(undeclared).toEqual([]);
    expect(wrong).toEqual([]);
    // The backend has over a hundred calls; an account's own calls come on top.
    expect(guarded).toBeGreaterThan(130);
  }, 120_000);

  it('sends a blocked buyer to the login page from the test checkout and the receipt', async () => {
    const buyer = await login(t.app, 'admin@example.org', demoPassword);
    const buyerId = await idOf('admin@example.org');
    const started = await startCheckout(t.app, buyer);
    expect(started.statusCode).toBe(200);
    const { url } = started.json().data as { url: string };
    const page = (who?: Session, path = pagePath(url)) =>
      t.app.inject({ method: 'GET', url: path, cookies: who?.cookies });
    const toLogin = /^\/login\?redirect=/;

    expect((await page(buyer)).statusCode).toBe(200);
    expect((await page()).headers.location).toMatch(toLogin);
    await block(buyerId, true);
    const refused = await page(buyer);
    expect(refused.statusCode).toBe(303);
    expect(refused.headers.location).toMatch(toLogin);
    const paying = await payWith(t.app, buyer, url, '4242 4242 4242 4242');
    expect(paying.statusCode).toBe(303);
    expect(paying.headers.location).toMatch(toLogin);

    await block(buyerId, false);
    expect((await payWith(t.app, buyer, url, '4242 4242 4242 4242')).headers.location).toMatch(
      /status=success$/,
    );
    const mine = await t.app.inject({ url: '/api/user/purchases', cookies: buyer.cookies });
    const receipt = (mine.json().data as { receipt: string }[])[0]!.receipt;
    expect((await page(buyer, receipt)).statusCode).toBe(200);
    // The link carries the language of the screen it was read on; here the English one.
    expect((await page(undefined, receipt.replace('lang=de', 'lang=en'))).headers.location).toMatch(
      /^\/en\/login\?redirect=/,
    );
    await block(buyerId, true);
    const blocked = await page(buyer, receipt);
    expect(blocked.statusCode).toBe(303);
    expect(blocked.headers.location).toMatch(toLogin);
    expect(blocked.body).not.toContain('AC-');
    await block(buyerId, false);
  });
});
