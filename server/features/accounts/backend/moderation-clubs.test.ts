import { describe, expect, it } from 'vitest';
import { offerApi } from '../../../../domain/offers/api-paths.ts';
import { auditOf, moderationApp, moderatorsOnly } from '../../../test/moderation-test-kit.ts';

const clubs = '/api/backend/clubs';
const club = { slug: 'sv-eilbek', title: 'SV Eilbek', logo: null, contact_url: null };

describe('clubs for moderators: create, edit, approve, members', () => {
  const session = moderationApp();
  const { call } = session;

  it('lets moderators and admins in; visitors 401, users and editors 403', async () => {
    for (const [who, status] of moderatorsOnly) {
      expect((await call(who, 'GET', clubs)).statusCode, String(who)).toBe(status);
      if (who === null) continue;
      expect((await call(who, 'GET', `${clubs}/1/members`)).statusCode).toBe(status);
      expect(
        (await call(who, 'POST', `${clubs}/99999/members`, { login: 'anna' })).statusCode,
      ).toBe(status === 200 ? 404 : status);
    }
    const listed = (await call('moderation', 'GET', `${clubs}?approved=true`)).json().data;
    expect(listed.map((c: { slug: string }) => c.slug)).toContain('tsv-alstertal');
  });

  it('creates, refuses bad input per field, approves with a version, and records it', async () => {
    const bad = await call('moderation', 'POST', clubs, {
      slug: 'SV Eilbek',
      title: '',
      logo: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['logo', 'slug', 'title']);
    const taken = await call('moderation', 'POST', clubs, { ...club, slug: 'tsv-alstertal' });
    expect(taken.json().errors).toEqual({ slug: ['validation.unique'] });

    const created = await call('moderation', 'POST', clubs, club);
    expect(created.statusCode, created.body).toBe(200);
    const { id, version } = created.json().data as { id: number; version: number };
    expect(created.json().data).toMatchObject({ ...club, approved: false, version: 1 });

    const approved = await call('moderation', 'PUT', `${clubs}/${id}`, {
      ...club,
      approved: true,
      contact_url: 'https://sv-eilbek.example',
      version,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ approved: true, version: 2 });
    const stale = await call('admin', 'PUT', `${clubs}/${id}`, { ...club, version });
    expect(stale.statusCode).toBe(409);
    expect((await auditOf(session.app, 'clubs', id))[0]?.changes).toMatchObject({
      approved: { from: false, to: true },
    });
  });

  it('adds, moves and removes members, each recorded on the account', async () => {
    const [alstertal] = (await call('moderation', 'GET', `${clubs}?q=alstertal`)).json().data;
    const members = async () =>
      (await call('moderation', 'GET', `${clubs}/${alstertal.id}/members`)).json().data as {
        id: number;
        username: string;
      }[];
    expect((await members()).map((m) => m.username)).toContain('ben_tsv');

    const unknown = await call('moderation', 'POST', `${clubs}/${alstertal.id}/members`, {
      login: 'niemand@example.org',
    });
    expect(unknown.json().errors).toEqual({ login: ['validation.reference'] });
    const empty = await call('moderation', 'POST', `${clubs}/${alstertal.id}/members`, {
      login: ' ',
    });
    expect(Object.keys(empty.json().errors)).toEqual(['login']);

    const added = await call('moderation', 'POST', `${clubs}/${alstertal.id}/members`, {
      login: 'Anna@Example.org',
    });
    expect(added.statusCode, added.body).toBe(200);
    const anna = added.json().data.find((m: { username: string }) => m.username === 'anna');
    expect(anna).toBeTruthy();
    expect((await auditOf(session.app, 'users', anna.id))[0]?.changes).toEqual({
      club_id: { from: null, to: alstertal.id },
    });
    // Anna now adds club places: the accounts area reads her club.
    const me = (await call('anna', 'GET', '/api/user')).json().data;
    expect(JSON.stringify(me)).toContain('tsv-alstertal');

    const removed = await call(
      'moderation',
      'DELETE',
      `${clubs}/${alstertal.id}/members/${anna.id}`,
    );
    expect(removed.json().data.map((m: { username: string }) => m.username)).not.toContain('anna');
    expect(
      (await call('moderation', 'DELETE', `${clubs}/${alstertal.id}/members/${anna.id}`))
        .statusCode,
    ).toBe(404);
    expect((await call(null, 'GET', offerApi.categories)).statusCode).toBe(200);
  });
});
