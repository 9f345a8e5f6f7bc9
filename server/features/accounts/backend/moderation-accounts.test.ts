import { describe, expect, it } from 'vitest';
import { offerApi } from '../../../../domain/offers/api-paths.ts';
import { demoPassword } from '../../../db/seed/accounts.ts';
import { csrf } from '../../../test/app.ts';
import {
  auditOf,
  entryForm,
  moderationApp,
  moderatorsOnly,
} from '../../../test/moderation-test-kit.ts';

const users = '/api/backend/users';

describe('accounts for moderators: official flag and blocking', () => {
  const session = moderationApp();
  const { call } = session;
  const idOf = async (q: string) =>
    (await call('admin', 'GET', `${users}?q=${q}`)).json().data[0].id as number;
  const loginStatus = async (email: string) => {
    const pre = await csrf(session.app.app);
    const res = await session.app.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      cookies: pre.cookies,
      headers: pre.headers,
      payload: { email, password: demoPassword, remember: false },
    });
    return { status: res.statusCode, body: res.json() };
  };

  it('lets moderators and admins search accounts and change them; others are refused', async () => {
    for (const [who, status] of moderatorsOnly) {
      expect((await call(who, 'GET', `${users}?q=anna`)).statusCode, String(who)).toBe(status);
      if (who === null) continue;
      for (const [action, body] of [
        ['official', { official: true }],
        ['block', { blocked: true }],
      ] as const)
        expect((await call(who, 'POST', `${users}/99999/${action}`, body)).statusCode).toBe(
          status === 200 ? 404 : status,
        );
    }
    const found = (await call('moderation', 'GET', `${users}?q=anna`)).json().data[0];
    expect(found).toMatchObject({ username: 'anna', official: false, blocked_at: null });
    // Roles stay the admins' business.
    expect(
      (await call('moderation', 'PUT', `${users}/${found.id}`, { roles: [] })).statusCode,
    ).toBe(403);
  });

  it('refuses bad input per field', async () => {
    const anna = await idOf('anna');
    const official = await call('moderation', 'POST', `${users}/${anna}/official`, {
      official: 'yes',
    });
    expect(official.statusCode).toBe(422);
    expect(Object.keys(official.json().errors)).toEqual(['official']);
    const block = await call('moderation', 'POST', `${users}/${anna}/block`, {});
    expect(Object.keys(block.json().errors)).toEqual(['blocked']);
  });

  it('sets the official flag with its audit record', async () => {
    const ben = await idOf('ben_tsv');
    const res = await call('moderation', 'POST', `${users}/${ben}/official`, { official: true });
    expect(res.json().data).toMatchObject({ username: 'ben_tsv', official: true });
    expect((await auditOf(session.app, 'users', ben))[0]?.changes).toEqual({
      official: { from: false, to: true },
    });
  });

  it('blocks an account: no sign-in, sessions ended, offers gone for visitors; and lifts it', async () => {
    const saved = await call('anna', 'POST', offerApi.save('entry'), entryForm('Annas Lauftreff'));
    expect(saved.statusCode).toBe(201);
    const { id, slug } = saved.json().data as { id: number; slug: string };
    const anna = await idOf('anna');
    const onMap = async () =>
      (await call(null, 'GET', `${offerApi.geo}?types=entry`))
        .json()
        .data.features.some((f: { properties: { id: number } }) => f.properties.id === id);
    expect(await onMap()).toBe(true);

    const res = await call('moderation', 'POST', `${users}/${anna}/block`, { blocked: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.blocked_at).toEqual(expect.any(String));
    expect(await onMap()).toBe(false);
    expect((await call(null, 'GET', offerApi.bySlug('entry', slug))).statusCode).toBe(404);
    // Her sessions ended: the portal no longer knows her.
    expect((await call('anna', 'GET', '/api/user')).json()).toEqual({ data: null });
    expect((await call('anna', 'GET', offerApi.profileOffers)).statusCode).toBe(401);
    const refused = await loginStatus('anna@example.org');
    expect(refused).toEqual({
      status: 422,
      body: { message: expect.any(String), errors: { email: ['auth.blocked'] } },
    });
    expect((await auditOf(session.app, 'users', anna))[0]?.changes).toHaveProperty('blocked_at');

    await call('moderation', 'POST', `${users}/${anna}/block`, { blocked: false });
    expect(await onMap()).toBe(true);
    expect((await loginStatus('anna@example.org')).status).toBe(200);
  });

  it('leaves staff accounts to admins and nobody blocks themselves', async () => {
    const editor = await idOf('redaktion');
    const moderator = await idOf('moderation');
    expect(
      (await call('moderation', 'POST', `${users}/${editor}/block`, { blocked: true })).statusCode,
    ).toBe(403);
    const self = await call('moderation', 'POST', `${users}/${moderator}/block`, { blocked: true });
    expect(self.statusCode).toBe(422);
    expect(self.json().errors).toEqual({ blocked: ['validation.own_account'] });
    const byAdmin = await call('admin', 'POST', `${users}/${editor}/block`, { blocked: true });
    expect(byAdmin.statusCode).toBe(200);
    await call('admin', 'POST', `${users}/${editor}/block`, { blocked: false });
  });
});
