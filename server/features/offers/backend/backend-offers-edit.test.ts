import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerApi } from '../../../../domain/offers/api-paths.ts';
import { createTestApp, csrf, type TestApp } from '../../../test/app.ts';
import { auditOf, entryForm, signInAll, type Who } from '../../../test/moderation-test-kit.ts';

const offers = '/api/backend/offers';

type Feature = { geometry: { coordinates: [number, number] }; properties: { id: number } };

describe("moderators edit, move and delete any offer with the wizard's rules", () => {
  let app: TestApp;
  let call: Awaited<ReturnType<typeof signInAll>>;
  /** An entry Anna saves with the wizard; the moderators then work on it. */
  const annasEntry = async (title: string) => {
    const saved = await call('anna', 'POST', offerApi.save('entry'), entryForm(title));
    expect(saved.statusCode, saved.body).toBe(201);
    return saved.json().data as { id: number; slug: string };
  };
  const geoPoint = async (id: number) => {
    const geo = (await call(null, 'GET', offerApi.geo)).json().data as { features: Feature[] };
    return geo.features.find((f) => f.properties.id === id)?.geometry.coordinates;
  };

  beforeAll(async () => {
    app = await createTestApp();
    call = await signInAll(app.app);
  });
  afterAll(() => app.close());

  it('lets moderators and admins edit and delete; visitors 401, users and editors 403', async () => {
    const { id } = await annasEntry('Rollenprobe am See');
    // A visitor with a valid CSRF token but no session.
    const visitor = await csrf(app.app);
    for (const method of ['PUT', 'DELETE'] as const) {
      const answer = await app.app.inject({
        method,
        url: `${offers}/${id}`,
        ...visitor,
        ...(method === 'PUT' ? { payload: entryForm('Fremd geändert') } : {}),
      });
      expect(answer.statusCode, method).toBe(401);
    }
    const expected: [Who, number][] = [
      ['anna', 403],
      ['redaktion', 403],
    ];
    for (const [who, status] of expected) {
      const edit = await call(who, 'PUT', `${offers}/${id}`, entryForm('Fremd geändert'));
      expect(edit.statusCode, String(who)).toBe(status);
      expect((await call(who, 'DELETE', `${offers}/${id}`)).statusCode, String(who)).toBe(status);
    }
    expect((await call('admin', 'PUT', `${offers}/99999`, entryForm('x'))).statusCode).toBe(404);
    expect((await call('moderation', 'DELETE', `${offers}/99999`)).statusCode).toBe(404);
  });

  it("answers the wizard's form values with the record", async () => {
    const { id } = await annasEntry('Formular am See');
    const record = (await call('moderation', 'GET', `${offers}/${id}`)).json().data;
    expect(record).toMatchObject({
      id,
      owner: 'anna',
      map_latitude: 53.5601,
      owner_official: false,
    });
    expect(record.form).toMatchObject({
      type: 'entry',
      title: 'Formular am See',
      categories: ['laufen'],
      repetition: 'weekly',
      tuesday: true,
      tuesday_start: '18:00',
      targetgroup: ['kids', 'youths'],
    });
  });

  it("edits someone else's entry: the public detail shows it at once, audited", async () => {
    const { id } = await annasEntry('Lauftreff vor der Änderung');
    const before = (await call(null, 'GET', offerApi.byId('entry', id))).json().data;
    expect(before.title).toBe('Lauftreff vor der Änderung');
    const edited = await call('moderation', 'PUT', `${offers}/${id}`, {
      ...entryForm('Lauftreff nach der Änderung'),
      version: 3,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ id, title: 'Lauftreff nach der Änderung' });
    const after = (await call(null, 'GET', offerApi.byId('entry', id))).json().data;
    expect(after.title).toBe('Lauftreff nach der Änderung');
    const [entry] = await auditOf(app, 'offers', id);
    expect(entry).toMatchObject({ action: 'update', actor: expect.any(String) });
    expect(entry!.changes.title).toEqual({
      from: { de: 'Lauftreff vor der Änderung' },
      to: { de: 'Lauftreff nach der Änderung' },
    });
  });

  it('moves the point: the public geo collection shows it at once, with its district', async () => {
    const { id } = await annasEntry('Lauftreff zum Verschieben');
    expect(await geoPoint(id)).toEqual([10.0452, 53.5601]);
    const moved = await call('moderation', 'PUT', `${offers}/${id}`, {
      ...entryForm('Lauftreff zum Verschieben'),
      map_latitude: 53.5502,
      map_longitude: 9.9931,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ map_latitude: 53.5502, map_longitude: 9.9931 });
    expect(await geoPoint(id)).toEqual([9.9931, 53.5502]);
    const [entry] = await auditOf(app, 'offers', id);
    expect(entry!.changes.latitude).toEqual({ from: 53.5601, to: 53.5502 });
  });

  it("refuses bad input with 422 naming the field, the wizard's rules, nothing written", async () => {
    const { id } = await annasEntry('Lauftreff bleibt');
    const cases: [object, string[]][] = [
      [{ ...entryForm(''), title: '' }, ['title']],
      [{ ...entryForm('x'), map_latitude: 10 }, ['map_latitude']],
      [{ ...entryForm('x'), categories: ['a', 'b', 'c', 'd'] }, ['categories']],
      [{ ...entryForm('x'), tuesday_start: '31:00' }, ['tuesday_start']],
      [{ ...entryForm('x'), image: 'bild.exe' }, ['image']],
      [{ ...entryForm('x'), categories: ['gibt-es-nicht'] }, ['categories']],
      [{ ...entryForm('x'), type: 'spot' }, ['type']],
      [{ ...entryForm('x'), contact_url: 'https://example.org' }, ['contact_url']],
      [{ ...entryForm('x'), categories: [], suggest_mode: true, suggest: 'Neu' }, ['categories']],
    ];
    for (const [body, fields] of cases) {
      const answer = await call('moderation', 'PUT', `${offers}/${id}`, body);
      expect(answer.statusCode, answer.body).toBe(422);
      expect(Object.keys(answer.json().errors), JSON.stringify(body)).toEqual(fields);
    }
    const stored = (await call('moderation', 'GET', `${offers}/${id}`)).json().data;
    expect(stored.title).toBe('Lauftreff bleibt');
  });

  it('filters by owner and by created or changed since, and refuses bad dates per field', async () => {
    const { id } = await annasEntry('Lauftreff für den Filter');
    const today = new Date().toISOString().slice(0, 10);
    const list = async (query: string) =>
      (await call('moderation', 'GET', `${offers}?per_page=200&${query}`)).json();
    const mine = await list('owner=ann');
    expect(mine.data.map((o: { id: number }) => o.id)).toContain(id);
    expect(mine.data.every((o: { owner: string }) => o.owner.includes('ann'))).toBe(true);
    expect((await list('owner=niemand-heisst-so')).total).toBe(0);
    const created = await list(`created_since=${today}`);
    expect(created.data.map((o: { id: number }) => o.id)).toContain(id);
    expect((await list('changed_since=2999-01-01')).total).toBe(0);
    const bad = await call('moderation', 'GET', `${offers}?created_since=gestern&changed_since=1`);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['changed_since', 'created_since']);
  });

  it('deletes an offer: gone from the public detail and geo, its reports keep the outcome', async () => {
    const { id } = await annasEntry('Lauftreff zum Löschen');
    const report = await call('ben_tsv', 'POST', offerApi.reporting, {
      type: 'entry',
      target_id: id,
      reason: 'spam',
    });
    expect(report.statusCode, report.body).toBe(201);
    const deleted = await call('moderation', 'DELETE', `${offers}/${id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().data).toMatchObject({ id, title: 'Lauftreff zum Löschen' });
    expect((await call(null, 'GET', offerApi.byId('entry', id))).statusCode).toBe(404);
    expect(await geoPoint(id)).toBeUndefined();
    expect((await auditOf(app, 'offers', id))[0]).toMatchObject({ action: 'delete' });
    const handled = (await call('moderation', 'GET', '/api/backend/reports?state=handled')).json();
    expect(
      handled.data.find((r: { offer: null; status: string }) => r.status === 'deleted'),
    ).toBeDefined();
  });
});
