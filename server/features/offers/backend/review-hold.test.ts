import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerApi } from '../../../../domain/offers/api-paths.ts';
import { demoPassword } from '../../../db/seed/accounts.ts';
import * as t from '../../../db/schema/index.ts';
import { createTestApp, csrf, login, type TestApp } from '../../../test/app.ts';
import { auditOf, entryForm, signInAll, type Who } from '../../../test/moderation-test-kit.ts';

const settings = '/api/backend/settings/review';
const approve = (id: number) => `/api/backend/offers/${id}/approve`;

describe('review hold of first offers (decision 041)', () => {
  let app: TestApp;
  let call: Awaited<ReturnType<typeof signInAll>>;
  let passwordHash: string;

  /** A verified account that never had an offer, signed in. */
  async function newcomer(username: string, lang = 'de') {
    const email = `${username}@example.org`;
    await app.database.db.insert(t.users).values({
      name: username,
      surname: 'Neu',
      username,
      email,
      passwordHash,
      lang,
      emailVerifiedAt: new Date(),
    });
    const session = await login(app.app, email, demoPassword);
    return (method: 'GET' | 'POST', url: string, payload?: object) =>
      app.app.inject({
        method,
        url,
        cookies: session.cookies,
        headers: session.headers,
        ...(payload ? { payload } : {}),
      });
  }
  async function setHold(on: boolean) {
    const current = (await call('moderation', 'GET', settings)).json().data;
    const res = await call('moderation', 'PUT', settings, {
      hold_first_offers: on,
      version: current.version,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const onMap = async (id: number) =>
    (await call(null, 'GET', `${offerApi.geo}?types=entry`))
      .json()
      .data.features.some((f: { properties: { id: number } }) => f.properties.id === id);
  const inList = async (id: number) =>
    (
      await call(
        null,
        'GET',
        `${offerApi.list}?types=entry&lat=53.5601&lng=10.0452&distance=2&limit=50`,
      )
    )
      .json()
      .data.some((o: { id: number }) => o.id === id);

  beforeAll(async () => {
    app = await createTestApp();
    call = await signInAll(app.app);
    // The demo password's hash, as the seed stored it for every demo account.
    const [anna] = await app.database.db.select().from(t.users).where(eq(t.users.username, 'anna'));
    passwordHash = anna!.passwordHash!;
  });
  afterAll(() => app.close());

  it('keeps the setting for moderators and admins, off until switched on', async () => {
    const expected: [Who, number][] = [
      [null, 401],
      ['anna', 403],
      ['redaktion', 403],
      ['moderation', 200],
      ['admin', 200],
    ];
    for (const [who, status] of expected)
      expect((await call(who, 'GET', settings)).statusCode, String(who)).toBe(status);
    expect((await call('moderation', 'GET', settings)).json().data).toMatchObject({
      id: 'review',
      hold_first_offers: false,
    });
    const bad = await call('moderation', 'PUT', settings, { hold_first_offers: 'yes', version: 1 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['hold_first_offers']);
  });

  it('with the setting off, a newcomer’s offer shows at once', async () => {
    const as = await newcomer('frei_neu');
    const saved = await as('POST', offerApi.save('entry'), entryForm('Freier Lauftreff'));
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().data.awaiting_review).toBeUndefined();
    expect(await onMap(saved.json().data.id)).toBe(true);
  });

  it('holds a newcomer’s first offer: gone for visitors, shown to the owner with a notice', async () => {
    await setHold(true);
    const as = await newcomer('gehalten_neu', 'en');
    const saved = await as('POST', offerApi.save('entry'), entryForm('Gehaltener Lauftreff'));
    expect(saved.statusCode, saved.body).toBe(201);
    const { id, slug, awaiting_review } = saved.json().data;
    expect(awaiting_review).toBe(true);
    expect(await onMap(id)).toBe(false);
    expect(await inList(id)).toBe(false);
    expect((await call(null, 'GET', offerApi.bySlug('entry', slug))).statusCode).toBe(404);
    expect((await call('anna', 'GET', offerApi.byId('entry', id))).statusCode).toBe(404);
    expect((await call(null, 'GET', offerApi.calendar(slug))).statusCode).toBe(404);
    const own = await as('GET', offerApi.bySlug('entry', slug));
    expect(own.statusCode).toBe(200);
    expect(own.json().data.awaiting_review).toBe(true);
    const profile = (await as('GET', offerApi.profileOffers)).json().data;
    expect(profile).toEqual([expect.objectContaining({ id, awaiting_review: true })]);
    // Staff and accounts with an approved offer are not held.
    const anna = await call('anna', 'POST', offerApi.save('entry'), entryForm('Annas Treff'));
    expect(anna.json().data.awaiting_review).toBeUndefined();

    // The moderators' list filter shows what waits.
    const waiting = (await call('moderation', 'GET', '/api/backend/offers?held=true')).json().data;
    expect(waiting.map((o: { id: number }) => o.id)).toContain(id);
    expect(waiting.every((o: { awaiting_review: boolean }) => o.awaiting_review)).toBe(true);

    // Approving: visible at once, the owner told in their language, the audit record kept.
    const pre = await csrf(app.app);
    const anonymous = await app.app.inject({ method: 'POST', url: approve(id), ...pre });
    expect(anonymous.statusCode).toBe(401);
    for (const [who, status] of [
      ['anna', 403],
      ['redaktion', 403],
    ] as [Who, number][])
      expect((await call(who, 'POST', approve(id))).statusCode, String(who)).toBe(status);
    expect((await call('moderation', 'POST', approve(99999))).statusCode).toBe(404);
    const bad = await call('moderation', 'POST', '/api/backend/offers/abc/approve');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['id']);
    const ok = await call('moderation', 'POST', approve(id));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toEqual({ id, awaiting_review: false });
    expect(await onMap(id)).toBe(true);
    expect(await inList(id)).toBe(true);
    expect((await call(null, 'GET', offerApi.bySlug('entry', slug))).statusCode).toBe(200);
    const [mail] = await app.database.db
      .select()
      .from(t.outboxMails)
      .where(eq(t.outboxMails.to, 'gehalten_neu@example.org'))
      .orderBy(desc(t.outboxMails.id));
    expect(mail?.subject).toBe('Your entry has been approved');
    expect(mail?.text).toContain('Gehaltener Lauftreff');
    expect((await auditOf(app, 'offers', id))[0]?.changes).toEqual({
      held_at: { from: expect.any(String), to: null },
    });

    // Approved once, the next offer shows at once; approving again changes nothing.
    const next = await as('POST', offerApi.save('entry'), entryForm('Zweiter Lauftreff'));
    expect(next.json().data.awaiting_review).toBeUndefined();
    expect((await call('moderation', 'POST', approve(id))).statusCode).toBe(200);
    await setHold(false);
  });

  it('holds nothing once the setting is off again', async () => {
    const as = await newcomer('spaet_neu');
    const saved = await as('POST', offerApi.save('entry'), entryForm('Später Lauftreff'));
    expect(saved.json().data.awaiting_review).toBeUndefined();
    expect(await onMap(saved.json().data.id)).toBe(true);
  });
});
