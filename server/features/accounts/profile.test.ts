import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { offers, sessions, users } from '../../db/schema/index.ts';
import { demoPassword } from '../../db/seed/accounts.ts';
import { createTestApp, login, type TestApp } from '../../test/app.ts';
import { setSpotterCampaignEnd } from '../../test/spotter-campaign.ts';

describe('profile, special terms, club and account deletion', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: { LOGIN_ATTEMPTS_PER_MINUTE: 100, ACCOUNT_CHANGES_PER_MINUTE: 20 },
    });
    // The demo campaign is over; these tests join a running one.
    await setSpotterCampaignEnd(t.database.db, null);
  });
  afterAll(() => t.close());

  const as = async (email: string) => {
    const s = await login(t.app, email, demoPassword);
    return (method: 'POST' | 'PUT', url: string, payload: object) =>
      t.app.inject({ method, url, payload, cookies: s.cookies, headers: s.headers });
  };
  const profile = {
    name: 'Anna',
    surname: 'Schulz',
    username: 'anna',
    street: 'Parkallee',
    street_number: '12a',
    city: 'Hamburg',
    zipcode: '20144',
    birthday: '29.02.1992',
  };

  it("keeps the signed-in user's answers out of every cache", async () => {
    const { cookies } = await login(t.app, 'anna@example.org', demoPassword);
    const res = await t.app.inject({ method: 'GET', url: '/api/user', cookies });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('saves the profile and answers with the user', async () => {
    const call = await as('anna@example.org');
    const res = await call('POST', '/api/user/save', profile);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ username: 'anna', email: 'anna@example.org' });
    const [row] = await t.database.db.select().from(users).where(eq(users.username, 'anna'));
    expect(row).toMatchObject({ street: 'Parkallee', streetNumber: '12a', birthday: '29.02.1992' });
  });

  it('names the fields over their limits, a date that does not exist and a future birthday', async () => {
    const call = await as('anna@example.org');
    const res = await call('POST', '/api/user/save', {
      ...profile,
      street: 'x'.repeat(51),
      street_number: '12345678901',
      zipcode: '12345678901',
      birthday: '31.02.1990',
      name: '',
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'birthday',
      'name',
      'street',
      'street_number',
      'zipcode',
    ]);
    const future = await call('PUT', '/api/auth/user/profile-information', {
      ...profile,
      birthday: '01.01.2999',
    });
    expect(future.json().errors.birthday).toEqual(['validation.birthday']);
  });

  it('accepts only images uploaded here as profile picture', async () => {
    const call = await as('anna@example.org');
    const outside = await call('POST', '/api/user/save', {
      ...profile,
      image: 'https://tracker.example/pixel.gif',
    });
    expect(outside.json().errors.image).toEqual(['validation.upload.own']);
    const own = await call('POST', '/api/user/save', {
      ...profile,
      image: `/media/${'ab'.repeat(16)}_high.jpg`,
    });
    expect(own.statusCode).toBe(200);
  });

  it('never changes the e-mail address through the profile', async () => {
    const call = await as('anna@example.org');
    await call('POST', '/api/user/save', { ...profile, email: 'evil@example.org' });
    const [row] = await t.database.db.select().from(users).where(eq(users.username, 'anna'));
    expect(row?.email).toBe('anna@example.org');
  });

  it('records the special terms once', async () => {
    const call = await as('anna@example.org');
    const first = (await call('POST', '/api/user/special-terms', { accept: true })).json().data
      .special_terms_accepted_at;
    const second = (await call('POST', '/api/user/special-terms', { accept: true })).json().data
      .special_terms_accepted_at;
    expect(first).toBeTruthy();
    expect(second).toBe(first);
    expect((await call('POST', '/api/user/special-terms', { accept: false })).statusCode).toBe(422);
  });

  it('lets a member edit the own club only, with a website', async () => {
    const ben = await as('ben@example.org');
    const me = (
      await ben('POST', '/api/user/save', { name: 'Ben', surname: 'Meyer', username: 'ben_tsv' })
    ).json().data;
    const ok = await ben('POST', '/api/club/save', {
      id: me.club_id,
      contact_url: 'https://tsv.example/neu',
    });
    expect(ok.json().data).toMatchObject({
      title: 'TSV Alstertal',
      contact_url: 'https://tsv.example/neu',
    });
    expect(
      (await ben('POST', '/api/club/save', { id: me.club_id, contact_url: '' })).json().errors
        .contact_url,
    ).toBeDefined();
    // Only web addresses: a script or data URL would run when a visitor follows the link.
    for (const contact_url of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'ftp://tsv.example',
    ]) {
      const refused = await ben('POST', '/api/club/save', { id: me.club_id, contact_url });
      expect(refused.statusCode, contact_url).toBe(422);
      expect(refused.json().errors.contact_url, contact_url).toEqual(['validation.url']);
    }
    const anna = await as('anna@example.org');
    expect(
      (
        await anna('POST', '/api/club/save', {
          id: me.club_id,
          contact_url: 'https://evil.example',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('asks an account without a password for a sign-in of the last ten minutes', async () => {
    const call = await as('clara@example.org');
    const [sso] = await t.database.db
      .update(users)
      .set({ passwordHash: null, ssoDriver: 'google' })
      .where(eq(users.email, 'clara@example.org'))
      .returning();
    // The session is older than ten minutes.
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 11 * 60 * 1000) })
      .where(eq(sessions.userId, sso!.id));
    const stale = await call('POST', '/api/user/delete', { id: sso!.id });
    expect(stale.statusCode).toBe(422);
    expect(stale.json().errors).toEqual({ password: ['validation.password.reauth'] });
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date() })
      .where(eq(sessions.userId, sso!.id));
    expect((await call('POST', '/api/user/delete', { id: sso!.id })).statusCode).toBe(200);
  });

  it('deletes only the own account, with its sessions', async () => {
    const call = await as('redaktion@example.org');
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'redaktion@example.org'));
    expect((await call('POST', '/api/user/delete', { id: row!.id + 1 })).statusCode).toBe(403);
    const common = { description: { de: 'x' }, latitude: 53.55, longitude: 10, userId: row!.id };
    await t.database.db.insert(offers).values([
      { ...common, type: 'spot', slug: 'eigener-spot', title: { de: 'Eigener Spot' } },
      { ...common, type: 'place', slug: 'vereinsstandort', title: { de: 'Vereinsstandort' } },
    ]);
    // The password once more: missing or wrong, nothing is deleted.
    const missing = await call('POST', '/api/user/delete', { id: row!.id });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ password: ['validation.required'] });
    const wrong = await call('POST', '/api/user/delete', { id: row!.id, password: 'not-mine-1' });
    expect(wrong.json().errors).toEqual({ password: ['validation.password.current'] });
    const res = await call('POST', '/api/user/delete', { id: row!.id, password: demoPassword });
    expect(res.statusCode).toBe(200);
    expect(await t.database.db.select().from(users).where(eq(users.id, row!.id))).toEqual([]);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, row!.id))).toEqual(
      [],
    );
    expect((await login(t.app, 'redaktion@example.org', demoPassword)).res.statusCode).toBe(422);
    const left = await t.database.db
      .select()
      .from(offers)
      .where(inArray(offers.slug, ['eigener-spot', 'vereinsstandort']));
    expect(left.map((o) => [o.slug, o.userId])).toEqual([['vereinsstandort', null]]);
  });
});
