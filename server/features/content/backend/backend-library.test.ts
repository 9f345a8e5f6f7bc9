import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { demoPassword } from '../../../db/seed/accounts.ts';
import { createTestApp, login, type TestApp } from '../../../test/app.ts';
import { form } from '../../../test/multipart-form.ts';

type Session = Awaited<ReturnType<typeof login>>;

describe('backend: summer seasons and the media library', () => {
  let t: TestApp;
  const as: Record<string, Session> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const who of ['anna', 'redaktion', 'moderation'])
      as[who] = await login(t.app, `${who}@example.org`, demoPassword);
  });
  afterAll(() => t.close());

  const call = (who: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, cookies: as[who]!.cookies, headers: as[who]!.headers });
  const upload = async (who: string, bytes: Buffer) => {
    const { payload, contentType } = form([
      { name: 'file_type', value: 'image' },
      { name: 'files[]', value: bytes, filename: 'x.png', type: 'image/png' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/upload',
      payload,
      headers: { 'content-type': contentType, ...as[who]!.headers },
      cookies: as[who]!.cookies,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.file as string;
  };

  it('saves the summer seasons with a version, and the calendar follows at once', async () => {
    const read = await call('redaktion', 'GET', '/api/backend/settings/summer');
    expect(read.statusCode).toBe(200);
    const current = read.json().data;
    const seasons = [{ start: '2030-07-01', end: '2030-09-30' }];
    const saved = await call('redaktion', 'PUT', '/api/backend/settings/summer', {
      seasons,
      version: current.version,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      id: 'summer',
      seasons,
      version: current.version + 1,
    });
    const base = await t.app.inject({ method: 'GET', url: '/api/summerevents/base' });
    expect(base.json().data.seasons).toEqual([expect.objectContaining(seasons[0])]);
    // The second editor's save over the old version is refused.
    const stale = await call('redaktion', 'PUT', '/api/backend/settings/summer', {
      seasons: [],
      version: current.version,
    });
    expect(stale.statusCode).toBe(409);
    const history = await call(
      'redaktion',
      'GET',
      '/api/backend/audit?resource=settings&record_id=summer',
    );
    expect(history.json().data[0]).toMatchObject({ action: 'update', record_id: 'summer' });
  });

  it('refuses seasons that end before they start or overlap, naming the field', async () => {
    const { version } = (await call('redaktion', 'GET', '/api/backend/settings/summer')).json()
      .data;
    const backwards = await call('redaktion', 'PUT', '/api/backend/settings/summer', {
      seasons: [{ start: '2031-09-30', end: '2031-07-01' }],
      version,
    });
    expect(backwards.statusCode).toBe(422);
    expect(Object.keys(backwards.json().errors)).toContain('seasons.0.end');
    const overlapping = await call('redaktion', 'PUT', '/api/backend/settings/summer', {
      seasons: [
        { start: '2031-07-01', end: '2031-08-31' },
        { start: '2031-08-15', end: '2031-09-30' },
      ],
      version,
    });
    expect(overlapping.statusCode).toBe(422);
    expect(Object.keys(overlapping.json().errors)).toContain('seasons.1.start');
    const notADay = await call('redaktion', 'PUT', '/api/backend/settings/summer', {
      seasons: [{ start: '2031-02-30', end: '2031-03-01' }],
      version,
    });
    expect(notADay.statusCode).toBe(422);
  });

  it('lets only editors and admins read or change the seasons', async () => {
    for (const who of ['anna', 'moderation']) {
      expect((await call(who, 'GET', '/api/backend/settings/summer')).statusCode).toBe(403);
      expect(
        (await call(who, 'PUT', '/api/backend/settings/summer', { seasons: [], version: 1 }))
          .statusCode,
      ).toBe(403);
    }
  });

  it('lists files staff uploaded, with whether a record names them; not visitors files', async () => {
    const png = (color: string) =>
      sharp({ create: { width: 40, height: 30, channels: 3, background: color } })
        .png()
        .toBuffer();
    const editorFile = await upload('redaktion', await png('#005ca9'));
    const visitorFile = await upload('anna', await png('#c0392b'));

    const list = await call('redaktion', 'GET', '/api/backend/media?kind=image&per_page=50');
    expect(list.statusCode).toBe(200);
    const urls = list.json().data.map((item: { url: string }) => item.url);
    expect(urls[0]).toBe(editorFile);
    expect(urls).not.toContain(visitorFile);
    expect(list.json().data[0]).toMatchObject({
      uploader: expect.any(String),
      content_type: expect.stringMatching(/^image\//),
      in_use: false,
    });

    // Named by the settings, the file is in use (and kept by the unused-upload sweep).
    const site = (await call('redaktion', 'GET', '/api/backend/settings/site')).json().data;
    const { id: _id, version, ...settings } = site;
    await call('redaktion', 'PUT', '/api/backend/settings/site', {
      ...settings,
      site_description: `${settings.site_description} ${editorFile}`,
      version,
    });
    const after = (await call('redaktion', 'GET', '/api/backend/media?kind=image')).json().data;
    expect(after.find((item: { url: string }) => item.url === editorFile).in_use).toBe(true);

    const docs = (await call('redaktion', 'GET', '/api/backend/media?kind=doc')).json().data;
    expect(docs.map((item: { url: string }) => item.url)).not.toContain(editorFile);
    expect((await call('redaktion', 'GET', '/api/backend/media?kind=pdf')).statusCode).toBe(422);
    expect((await call('moderation', 'GET', '/api/backend/media')).statusCode).toBe(403);
    expect((await call('anna', 'GET', '/api/backend/media')).statusCode).toBe(403);
  });
});
