import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { peptalkApi } from '../../../../domain/peptalk/peptalk.ts';
import { demoPassword } from '../../../db/seed/accounts.ts';
import { createTestApp, login, type TestApp } from '../../../test/app.ts';

type Session = Awaited<ReturnType<typeof login>>;

// Editors keep the peptalks in the backend like every other editorial record (decision 035).
describe('peptalks in the editors backend', () => {
  let t: TestApp;
  const as: Record<string, Session> = {};
  beforeAll(async () => {
    t = await createTestApp({ seed: { offers: 0 } });
    for (const who of ['anna', 'redaktion', 'moderation'])
      as[who] = await login(t.app, `${who}@example.org`, demoPassword);
  });
  afterAll(() => t.close());

  const call = (
    who: string | null,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      payload,
      ...(who ? { cookies: as[who]!.cookies, headers: as[who]!.headers } : {}),
    });
  const talk = {
    slug: 'tief-durchatmen',
    title: { de: 'Tief durchatmen' },
    speaker: 'Lena Brandt',
    speaker_role: { de: 'Yogalehrerin' },
    topic: 'health',
    summary: { de: 'Drei Atemzüge vor dem ersten Schritt.' },
    transcript: { de: 'Atme ein.\n\nAtme aus.' },
    video: '/demo/alster.mp4',
    poster: '/demo/highlight-1.svg',
    poster_alt: { de: 'Menschen beim Yoga auf einer Wiese' },
    captions_de: '/demo/peptalk/einfach-anfangen.de.vtt',
    captions_en: '/demo/peptalk/einfach-anfangen.en.vtt',
    duration_seconds: 8,
    categories: ['yoga'],
    position: 4,
  };

  it('lets editors list talks by topic; visitors 401, users and moderators 403', async () => {
    expect((await call(null, 'GET', '/api/backend/peptalks')).statusCode).toBe(401);
    expect((await call('anna', 'GET', '/api/backend/peptalks')).statusCode).toBe(403);
    expect((await call('moderation', 'GET', '/api/backend/peptalks')).statusCode).toBe(403);
    const list = await call('redaktion', 'GET', '/api/backend/peptalks?topic=together');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((r: { slug: string }) => r.slug)).toEqual(['gemeinsam-bewegen']);
  });

  it('creates a talk the public list shows at once, with its history; names wrong fields', async () => {
    const bad = await call('redaktion', 'POST', '/api/backend/peptalks', {
      ...talk,
      topic: 'juggling',
      video: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['topic', 'video']);

    const created = await call('redaktion', 'POST', '/api/backend/peptalks', talk);
    expect(created.statusCode, created.body).toBe(200);
    const record = created.json().data;
    expect(record).toMatchObject({ version: 1, missing_en: expect.arrayContaining(['title']) });
    const health = await call(null, 'GET', `${peptalkApi.list}?topic=health`);
    expect(health.json().data.map((r: { videoid: string }) => r.videoid)).toEqual([
      'tief-durchatmen',
    ]);

    const saved = await call('redaktion', 'PUT', `/api/backend/peptalks/${record.id}`, {
      ...record,
      title: { de: 'Tief durchatmen', en: 'Breathe deeply' },
    });
    expect(saved.statusCode).toBe(200);
    const stale = await call('redaktion', 'PUT', `/api/backend/peptalks/${record.id}`, record);
    expect(stale.statusCode).toBe(409);
    const english = await t.app.inject({
      method: 'GET',
      url: peptalkApi.byId('tief-durchatmen'),
      headers: { 'accept-language': 'en' },
    });
    expect(english.json().data.title).toBe('Breathe deeply');
    const history = (
      await call('redaktion', 'GET', `/api/backend/peptalks/${record.id}/history`)
    ).json();
    expect(history.data.map((e: { action: string }) => e.action)).toEqual(['update', 'create']);
  });
});
