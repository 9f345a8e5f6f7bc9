import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../../db/seed/accounts.ts';
import * as t from '../../../db/schema/index.ts';
import { createTestApp, csrf, login, type TestApp } from '../../../test/app.ts';
import { auditOf, signInAll, type Who } from '../../../test/moderation-test-kit.ts';

const users = '/api/backend/users';

describe('the user screen: offers and reports, roles, deletion (decision 041)', () => {
  let app: TestApp;
  let call: Awaited<ReturnType<typeof signInAll>>;
  const db = () => app.database.db;
  const idOf = async (username: string) =>
    (await db().select().from(t.users).where(eq(t.users.username, username)))[0]!.id;

  /** A verified account of the test's own, with the demo password. */
  async function account(username: string, roles: string[] = []) {
    const [anna] = await db().select().from(t.users).where(eq(t.users.username, 'anna'));
    const [row] = await db()
      .insert(t.users)
      .values({
        name: username,
        surname: 'Test',
        username,
        email: `${username}@example.org`,
        passwordHash: anna!.passwordHash,
        emailVerifiedAt: new Date(),
        roles,
      })
      .returning();
    return row!;
  }
  const offerOf = async (userId: number, type: 'spot' | 'place', slug: string) => {
    const [row] = await db()
      .insert(t.offers)
      .values({
        type,
        slug,
        title: { de: slug },
        description: { de: 'x' },
        latitude: 53.55,
        longitude: 10,
        userId,
      })
      .returning();
    return row!;
  };

  beforeAll(async () => {
    app = await createTestApp();
    call = await signInAll(app.app);
  });
  afterAll(() => app.close());

  it('shows an account’s offers and the reports it filed on the user read', async () => {
    const owner = await account('zeigt_alles');
    const spot = await offerOf(owner.id, 'spot', 'zeigt-spot');
    const held = await offerOf(owner.id, 'spot', 'zeigt-gehalten');
    await db().update(t.offers).set({ heldAt: new Date() }).where(eq(t.offers.id, held.id));
    const reported = await offerOf(await idOf('anna'), 'spot', 'gemeldet-spot');
    await db()
      .insert(t.reports)
      .values({ userId: owner.id, type: 'spot', targetId: reported.id, reason: 'spam' });
    for (const [who, status] of [
      [null, 401],
      ['anna', 403],
      ['redaktion', 403],
      ['admin', 200],
    ] as [Who, number][])
      expect((await call(who, 'GET', `${users}/${owner.id}`)).statusCode, String(who)).toBe(status);
    const res = await call('moderation', 'GET', `${users}/${owner.id}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ username: 'zeigt_alles', role: 'user' });
    expect(data.offers).toEqual([
      expect.objectContaining({ id: held.id, awaiting_review: true, hidden_reason: null }),
      expect.objectContaining({ id: spot.id, title: 'zeigt-spot', awaiting_review: false }),
    ]);
    expect(data.reports).toEqual([
      expect.objectContaining({
        reason: 'spam',
        status: 'open',
        offer_id: reported.id,
        offer_title: 'gemeldet-spot',
      }),
    ]);
    const bad = await call('moderation', 'GET', `${users}/zero`);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['id']);
  });

  it('lets only admins set roles, field by field', async () => {
    const someone = await account('wird_redakteur');
    const pre = await csrf(app.app);
    const anonymous = await app.app.inject({
      method: 'PUT',
      url: `${users}/${someone.id}`,
      payload: { roles: ['editor'] },
      ...pre,
    });
    expect(anonymous.statusCode).toBe(401);
    for (const who of ['anna', 'redaktion', 'moderation'] as const)
      expect(
        (await call(who, 'PUT', `${users}/${someone.id}`, { roles: ['editor'] })).statusCode,
        who,
      ).toBe(403);
    const bad = await call('admin', 'PUT', `${users}/${someone.id}`, { roles: ['king'] });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['roles.0']);
    const res = await call('admin', 'PUT', `${users}/${someone.id}`, { roles: ['editor'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ role: 'editor', roles: ['editor'] });
    expect((await auditOf(app, 'users', someone.id))[0]?.changes).toEqual({
      roles: { from: [], to: ['editor'] },
    });
  });

  it('refuses deletions by the wrong role, of oneself, and of staff unless admin', async () => {
    const target = await account('bleibt_da');
    const pre = await csrf(app.app);
    const anonymous = await app.app.inject({
      method: 'DELETE',
      url: `${users}/${target.id}`,
      ...pre,
    });
    expect(anonymous.statusCode).toBe(401);
    for (const who of ['anna', 'redaktion'] as const)
      expect((await call(who, 'DELETE', `${users}/${target.id}`)).statusCode, who).toBe(403);
    expect((await call('moderation', 'DELETE', `${users}/99999`)).statusCode).toBe(404);
    const bad = await call('moderation', 'DELETE', `${users}/-1`);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['id']);
    const self = await call('moderation', 'DELETE', `${users}/${await idOf('moderation')}`);
    expect(self.statusCode).toBe(422);
    expect(self.json().errors).toEqual({ id: ['validation.own_account'] });
    const editor = await account('redakteur_zwei', ['editor']);
    expect((await call('moderation', 'DELETE', `${users}/${editor.id}`)).statusCode).toBe(403);
    expect((await call('admin', 'DELETE', `${users}/${editor.id}`)).statusCode).toBe(200);
    expect(await db().select().from(t.users).where(eq(t.users.id, target.id))).toHaveLength(1);
  });

  it('erases an account as self-deletion does', async () => {
    const gone = await account('wird_geloescht');
    const session = await login(app.app, gone.email, demoPassword);
    expect(session.res.statusCode).toBe(200);
    await offerOf(gone.id, 'spot', 'geloeschter-spot');
    await offerOf(gone.id, 'place', 'geloeschter-standort');
    const target = await offerOf(await idOf('anna'), 'spot', 'von-geloeschtem-gemeldet');
    await db()
      .insert(t.reports)
      .values({ userId: gone.id, type: 'spot', targetId: target.id, reason: 'missing' });

    const res = await call('moderation', 'DELETE', `${users}/${gone.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ id: gone.id });
    // Gone: the account, its sessions, its reports, its spots; it cannot sign in again.
    expect(await db().select().from(t.users).where(eq(t.users.id, gone.id))).toEqual([]);
    expect(await db().select().from(t.sessions).where(eq(t.sessions.userId, gone.id))).toEqual([]);
    expect(await db().select().from(t.reports).where(eq(t.reports.userId, gone.id))).toEqual([]);
    expect((await login(app.app, gone.email, demoPassword)).res.statusCode).toBe(422);
    // Kept: a club location without its author (decision 010), and a record naming no person.
    const left = await db()
      .select()
      .from(t.offers)
      .where(inArray(t.offers.slug, ['geloeschter-spot', 'geloeschter-standort']));
    expect(left.map((o) => [o.slug, o.userId])).toEqual([['geloeschter-standort', null]]);
    const [record] = await auditOf(app, 'users', gone.id);
    expect(record).toMatchObject({ action: 'delete' });
    expect(JSON.stringify(record?.changes)).not.toContain('wird_geloescht');
    expect((await call('moderation', 'GET', `${users}/${gone.id}`)).statusCode).toBe(404);
  });
});
