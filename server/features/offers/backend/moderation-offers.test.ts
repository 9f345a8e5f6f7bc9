import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { offerApi } from '../../../../domain/offers/api-paths.ts';
import * as t from '../../../db/schema/index.ts';
import { auditOf, moderationApp, moderatorsOnly } from '../../../test/moderation-test-kit.ts';

const offers = '/api/backend/offers';

describe('offers for moderators: list with filters, hide, show again, merge spots', () => {
  const session = moderationApp();
  const { call } = session;
  const insert = async (values: Partial<typeof t.offers.$inferInsert> & { slug: string }) => {
    const [row] = await session.app.database.db
      .insert(t.offers)
      .values({
        type: 'spot',
        title: { de: values.slug },
        description: { de: 'Ein Platz zum Testen.' },
        latitude: 53.56,
        longitude: 10.04,
        ...values,
      })
      .returning();
    return row!;
  };

  it('lets moderators and admins in; visitors 401, users and editors 403', async () => {
    for (const [who, status] of moderatorsOnly) {
      expect((await call(who, 'GET', offers)).statusCode, String(who)).toBe(status);
      if (who === null) continue;
      for (const [action, body] of [
        ['hide', { reason: 'r' }],
        ['show', undefined],
        ['merge', { into: 1 }],
      ] as const)
        expect((await call(who, 'POST', `${offers}/99999/${action}`, body)).statusCode).toBe(
          status === 200 ? 404 : status,
        );
    }
  });

  it('filters by kind, reported and district, and refuses bad filters per field', async () => {
    const spots = (await call('moderation', 'GET', `${offers}?type=spot&per_page=200`)).json();
    expect(spots.total).toBeGreaterThan(0);
    expect(spots.data.every((o: { type: string }) => o.type === 'spot')).toBe(true);
    const reported = (await call('moderation', 'GET', `${offers}?reported=true`)).json();
    // The demo city has reported entries (seed), each counted.
    expect(reported.total).toBeGreaterThan(0);
    expect(reported.data.every((o: { open_reports: number }) => o.open_reports > 0)).toBe(true);
    const [district] = await session.app.database.db.select().from(t.districts).limit(1);
    const inDistrict = (
      await call('moderation', 'GET', `${offers}?district=${district!.id}&per_page=200`)
    ).json();
    expect(inDistrict.data.every((o: { district: string }) => o.district === district!.name)).toBe(
      true,
    );
    const bad = await call('moderation', 'GET', `${offers}?type=castle&reported=maybe&sort=x`);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['reported', 'sort', 'type']);
  });

  it('hides an offer from the list and shows it again, each recorded', async () => {
    const spot = await insert({ slug: 'spot-zum-ausblenden' });
    const visible = async () =>
      (await call(null, 'GET', offerApi.byId('spot', spot.id))).statusCode;
    expect(await visible()).toBe(200);
    const empty = await call('moderation', 'POST', `${offers}/${spot.id}/hide`, { reason: '' });
    expect(Object.keys(empty.json().errors)).toEqual(['reason']);
    const hidden = await call('moderation', 'POST', `${offers}/${spot.id}/hide`, {
      reason: 'Doppelt eingetragen',
    });
    expect(hidden.json().data).toMatchObject({ hidden_reason: 'Doppelt eingetragen' });
    expect(await visible()).toBe(404);
    const list = (await call('moderation', 'GET', `${offers}?hidden=true&per_page=200`)).json();
    expect(list.data.map((o: { id: number }) => o.id)).toContain(spot.id);

    const shown = await call('moderation', 'POST', `${offers}/${spot.id}/show`);
    expect(shown.json().data).toMatchObject({ hidden_reason: null });
    expect(await visible()).toBe(200);
    const audit = await auditOf(session.app, 'offers', spot.id);
    expect(audit.map((a) => a.changes.hidden_reason)).toEqual([
      { from: 'Doppelt eingetragen', to: null },
      { from: null, to: 'Doppelt eingetragen' },
    ]);
  });

  it('takes a hidden summer course out of the calendar, its page and the statistics, and back', async () => {
    const [course] = await session.app.database.db
      .select()
      .from(t.offers)
      .where(eq(t.offers.type, 'summerevent'))
      .limit(1);
    const dates = () =>
      session.app.database.db
        .select()
        .from(t.summerTimeEntries)
        .where(eq(t.summerTimeEntries.summereventId, course!.id));
    const before = (await dates()).length;
    expect(before).toBeGreaterThan(0);
    const page = () => call(null, 'GET', offerApi.summerBySlug(course!.slug!));
    const courses = async () => (await call(null, 'GET', '/api/statistics')).json().data as unknown;
    expect((await page()).statusCode).toBe(200);
    const figures = JSON.stringify(await courses());

    await call('moderation', 'POST', `${offers}/${course!.id}/hide`, { reason: 'Fällt aus' });
    expect(await dates()).toHaveLength(0);
    expect((await page()).statusCode).toBe(404);

    await call('moderation', 'POST', `${offers}/${course!.id}/show`);
    expect(await dates()).toHaveLength(before);
    expect((await page()).statusCode).toBe(200);
    expect(JSON.stringify(await courses())).toBe(figures);
  });

  it('merges a duplicate spot: its entries and bookmarks move, no entry is orphaned', async () => {
    const keep = await insert({ slug: 'korb-im-park', street: 'Parkweg', latitude: 53.57 });
    const duplicate = await insert({ slug: 'korb-im-park-2', street: 'Parkweg 2' });
    const entry = await insert({
      slug: 'basketball-am-korb',
      type: 'entry',
      spotId: duplicate.id,
      entryLocation: 'spot',
    });
    const [anna] = await session.app.database.db
      .select()
      .from(t.users)
      .where(eq(t.users.username, 'anna'));
    await session.app.database.db
      .insert(t.bookmarks)
      .values({ userId: anna!.id, offerId: duplicate.id });

    const self = await call('moderation', 'POST', `${offers}/${keep.id}/merge`, { into: keep.id });
    expect(self.json().errors).toEqual({ into: ['validation.merge_self'] });
    const notSpot = await call('moderation', 'POST', `${offers}/${duplicate.id}/merge`, {
      into: entry.id,
    });
    expect(notSpot.json().errors).toEqual({ into: ['validation.reference'] });
    const bad = await call('moderation', 'POST', `${offers}/${duplicate.id}/merge`, { into: 'x' });
    expect(Object.keys(bad.json().errors)).toEqual(['into']);
    expect(
      (await call('moderation', 'POST', `${offers}/${entry.id}/merge`, { into: keep.id }))
        .statusCode,
    ).toBe(404);

    const merged = await call('moderation', 'POST', `${offers}/${duplicate.id}/merge`, {
      into: keep.id,
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect((await call(null, 'GET', offerApi.byId('spot', duplicate.id))).statusCode).toBe(404);
    const detail = (await call(null, 'GET', offerApi.byId('spot', keep.id))).json().data;
    expect(detail.entries.map((e: { id: number }) => e.id)).toContain(entry.id);
    const orphans = await session.app.database.db
      .select()
      .from(t.offers)
      .where(eq(t.offers.spotId, duplicate.id));
    expect(orphans).toEqual([]);
    const [moved] = await session.app.database.db
      .select()
      .from(t.offers)
      .where(eq(t.offers.id, entry.id));
    expect(moved).toMatchObject({ spotId: keep.id, street: 'Parkweg', latitude: 53.57 });
    const bookmarks = await session.app.database.db
      .select()
      .from(t.bookmarks)
      .where(eq(t.bookmarks.userId, anna!.id));
    expect(bookmarks.map((b) => b.offerId)).toContain(keep.id);
    expect((await auditOf(session.app, 'offers', duplicate.id))[0]).toMatchObject({
      action: 'delete',
    });
    expect((await auditOf(session.app, 'offers', entry.id))[0]?.changes).toEqual({
      spot_id: { from: duplicate.id, to: keep.id },
    });
  });
});
