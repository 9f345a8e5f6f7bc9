import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import * as t from '../../db/schema/index.ts';
import { offerApi } from '../../../domain/offers/api-paths.ts';
import type { OfferListResponse } from '../../../domain/offers/types.ts';
import { createTestApp, csrf, login, type TestApp } from '../../test/app.ts';
import { demoPassword } from '../../db/seed/accounts.ts';

describe('bookmarks and reports', () => {
  let app: TestApp;
  let session: Awaited<ReturnType<typeof login>>;
  const ids: Record<'spot' | 'entry' | 'club' | 'place' | 'summerevent', number> = {
    spot: 0,
    entry: 0,
    club: 0,
    place: 0,
    summerevent: 0,
  };

  beforeAll(async () => {
    app = await createTestApp();
    for (const type of Object.keys(ids) as (keyof typeof ids)[]) {
      const [row] = await app.database.db
        .select({ id: t.offers.id })
        .from(t.offers)
        .where(eq(t.offers.type, type))
        .orderBy(asc(t.offers.id))
        .limit(1);
      ids[type] = row!.id;
    }
    session = await login(app.app, 'clara@example.org', demoPassword);
    expect(session.res.statusCode).toBe(200);
  });
  afterAll(() => app.close());

  const post = (url: string, payload: object, as = session) =>
    app.app.inject({ method: 'POST', url, payload, cookies: as.cookies, headers: as.headers });
  const anonymous = async (url: string, payload: object) => {
    const pre = await csrf(app.app);
    return app.app.inject({
      method: 'POST',
      url,
      payload,
      cookies: pre.cookies,
      headers: pre.headers,
    });
  };
  const me = async () =>
    (await app.app.inject({ method: 'GET', url: '/api/user', cookies: session.cookies })).json()
      .data.bookmarks as number[];

  describe('bookmarks', () => {
    it('needs a session and a CSRF token', async () => {
      expect(
        (await anonymous(offerApi.bookmarkSave, { id: ids.spot, type: 'spot' })).statusCode,
      ).toBe(401);
      expect((await anonymous(offerApi.bookmarkDelete, { id: ids.spot })).statusCode).toBe(401);
      const noToken = await app.app.inject({
        method: 'POST',
        url: offerApi.bookmarkSave,
        payload: { id: ids.spot, type: 'spot' },
        cookies: session.cookies,
      });
      expect(noToken.statusCode).toBe(419);
    });

    it('saves spots, entries and summer events once, and the user answer lists them', async () => {
      expect(await me()).toEqual([]);
      const saved = await post(offerApi.bookmarkSave, { id: ids.spot, type: 'spot' });
      expect(saved.statusCode).toBe(201);
      expect(saved.json()).toEqual({ data: { bookmarks: [ids.spot] } });
      expect((await post(offerApi.bookmarkSave, { id: ids.spot, type: 'spot' })).statusCode).toBe(
        201,
      );
      expect((await post(offerApi.bookmarkSave, { id: ids.entry })).statusCode).toBe(201);
      expect(
        (await post(offerApi.bookmarkSave, { id: ids.summerevent, type: 'summerevent' }))
          .statusCode,
      ).toBe(201);
      expect(await me()).toEqual([ids.spot, ids.entry, ids.summerevent]);
    });

    it("lists only the bookmarked offers with bookmarked=true, of the map's set", async () => {
      const res = await app.app.inject({
        method: 'GET',
        url: `${offerApi.list}?bookmarked=true&limit=50`,
        cookies: session.cookies,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json() as OfferListResponse;
      // The offer screen's list and map show one set; bookmarked summer courses are on the
      // profile's bookmark list and in the summer calendar.
      expect(body.data.map((o) => o.id).sort((a, b) => a - b)).toEqual(
        [ids.spot, ids.entry].sort((a, b) => a - b),
      );
      expect(body.total).toBe(2);
      const spotsOnly = await app.app.inject({
        method: 'GET',
        url: `${offerApi.list}?bookmarked=true&types=spot`,
        cookies: session.cookies,
      });
      expect((spotsOnly.json() as OfferListResponse).data.map((o) => o.id)).toEqual([ids.spot]);
    });

    it('refuses clubs, places, wrong types and unknown offers', async () => {
      for (const id of [ids.club, ids.place]) {
        const res = await post(offerApi.bookmarkSave, { id });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toHaveProperty('id');
      }
      const wrong = await post(offerApi.bookmarkSave, { id: ids.spot, type: 'entry' });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors).toHaveProperty('type');
      expect((await post(offerApi.bookmarkSave, { id: 99999999 })).statusCode).toBe(404);
      expect((await post(offerApi.bookmarkSave, { id: 99999999999 })).statusCode).toBe(404);
      const bad = await post(offerApi.bookmarkSave, { id: 'abc', type: 'castle' });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['id', 'type']);
    });

    it('deletes a bookmark, also when there is none', async () => {
      const res = await post(offerApi.bookmarkDelete, { id: ids.entry });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { bookmarks: [ids.spot, ids.summerevent] } });
      expect((await post(offerApi.bookmarkDelete, { id: ids.entry })).statusCode).toBe(200);
      expect(await me()).toEqual([ids.spot, ids.summerevent]);
      expect((await post(offerApi.bookmarkDelete, {})).statusCode).toBe(422);
    });
  });

  describe('reports', () => {
    const report = { type: 'spot', reason: 'wrong_category', custom: false, message: null };

    it('needs a session', async () => {
      const res = await anonymous(offerApi.reporting, { ...report, target_id: ids.spot });
      expect(res.statusCode).toBe(401);
    });

    it('stores one report per user and target: 201, then 409', async () => {
      const first = await post(offerApi.reporting, { ...report, target_id: ids.spot });
      expect(first.statusCode).toBe(201);
      const again = await post(offerApi.reporting, {
        type: 'spot',
        target_id: ids.spot,
        reason: null,
        custom: true,
        message: 'Die Körbe fehlen.',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: expect.any(String) });
      // The demo city has reports of its own for the moderators; only this target counts.
      const rows = await app.database.db
        .select()
        .from(t.reports)
        .where(eq(t.reports.targetId, ids.spot));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ type: 'spot', reason: 'wrong_category', message: null });
    });

    it('keeps a custom note instead of a reason', async () => {
      const res = await post(offerApi.reporting, {
        type: 'entry',
        target_id: ids.entry,
        reason: 'spam',
        custom: true,
        message: '  Die Gruppe trifft sich nicht mehr.  ',
      });
      expect(res.statusCode).toBe(201);
      const [row] = await app.database.db
        .select()
        .from(t.reports)
        .where(eq(t.reports.targetId, ids.entry));
      expect(row).toMatchObject({ reason: null, message: 'Die Gruppe trifft sich nicht mehr.' });
    });

    it('needs the type of the target: 422 naming target_id', async () => {
      const res = await post(offerApi.reporting, { ...report, type: 'club', target_id: ids.spot });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toHaveProperty('target_id');
      expect((await post(offerApi.reporting, { ...report, target_id: 99999999 })).statusCode).toBe(
        404,
      );
    });

    it('rejects bad reports with field errors', async () => {
      const cases: [object, string][] = [
        [{ ...report, target_id: ids.spot, message: 'x'.repeat(251), custom: true }, 'message'],
        [{ ...report, target_id: ids.spot, reason: null }, 'reason'],
        [{ ...report, target_id: ids.spot, reason: 'boring' }, 'reason'],
        [{ ...report, target_id: ids.spot, custom: true, message: '' }, 'message'],
        [{ ...report, type: 'place', target_id: ids.place }, 'type'],
        [{ ...report, target_id: -1 }, 'target_id'],
      ];
      for (const [payload, field] of cases) {
        const res = await post(offerApi.reporting, payload);
        expect(res.statusCode, field).toBe(422);
        expect(res.json().errors, JSON.stringify(payload)).toHaveProperty(field);
      }
    });
  });
});
