import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { offerApi } from '../../../../domain/offers/api-paths.ts';
import { listMaxLimit } from '../../../../domain/offers/constants.ts';
import * as t from '../../../db/schema/index.ts';
import {
  auditOf,
  entryForm,
  moderationApp,
  moderatorsOnly,
  type Who,
} from '../../../test/moderation-test-kit.ts';

const reports = '/api/backend/reports';

describe('reports queue', () => {
  const session = moderationApp();
  const { call } = session;
  /** Saves an entry as anna and has ben and the editor report it; returns ids. */
  const reportedEntry = async (title: string) => {
    const saved = await call('anna', 'POST', offerApi.save('entry'), entryForm(title));
    expect(saved.statusCode, saved.body).toBe(201);
    const id = saved.json().data.id as number;
    for (const [who, reason] of [
      ['ben_tsv', 'spam'],
      ['redaktion', 'offensive'],
    ] as const) {
      const res = await call(who, 'POST', offerApi.reporting, {
        type: 'entry',
        target_id: id,
        reason,
      });
      expect(res.statusCode).toBe(201);
    }
    const queue = (await call('moderation', 'GET', `${reports}?per_page=200`)).json();
    const mine = queue.data.filter((r: { offer: { id: number } }) => r.offer.id === id);
    return {
      id,
      slug: saved.json().data.slug as string,
      reportIds: mine.map((r: { id: number }) => r.id),
    };
  };

  it('lets moderators and admins in; visitors 401, users and editors 403', async () => {
    for (const [who, status] of moderatorsOnly) {
      expect((await call(who, 'GET', reports)).statusCode, String(who)).toBe(status);
      // The role is checked before the report is looked up (unsafe calls need CSRF first).
      if (who === null) continue;
      for (const action of ['dismiss', 'hide', 'delete-offer'])
        expect(
          (await call(who, 'POST', `${reports}/99999/${action}`, { reason: 'r' })).statusCode,
          `${who} ${action}`,
        ).toBe(status === 200 ? 404 : status);
    }
  });

  it('lists each open report with its offer and how many reports the offer has', async () => {
    const { id, reportIds } = await reportedEntry('Lauftreff zum Melden');
    expect(reportIds).toHaveLength(2);
    const one = (await call('moderation', 'GET', `${reports}/${reportIds[0]}`)).json().data;
    expect(one).toMatchObject({
      status: 'open',
      offer_reports: 2,
      offer: {
        id,
        type: 'entry',
        title: 'Lauftreff zum Melden',
        owner: 'anna',
        hidden_reason: null,
      },
    });
    const seeded = (await call('admin', 'GET', `${reports}?reason=missing`)).json();
    expect(seeded.data.every((r: { reason: string }) => r.reason === 'missing')).toBe(true);
    const bad = await call('moderation', 'GET', `${reports}?state=closed&reason=rude&sort=x`);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['reason', 'sort', 'state']);
  });

  it('hides an offer: gone for visitors from map, list and detail, kept for its owner with the reason, owner mailed', async () => {
    const { id, slug, reportIds } = await reportedEntry('Lauftreff zum Ausblenden');
    const visible = async (who: Who) => {
      const geo = (await call(who, 'GET', `${offerApi.geo}?types=entry`)).json();
      const list = (
        await call(who, 'GET', `${offerApi.list}?types=entry&limit=${listMaxLimit}`)
      ).json();
      const detail = await call(who, 'GET', offerApi.bySlug('entry', slug));
      return {
        geo: geo.data.features.some((f: { properties: { id: number } }) => f.properties.id === id),
        list: list.data.some((o: { id: number }) => o.id === id),
        detail: detail.statusCode,
        hidden: detail.statusCode === 200 ? detail.json().data.hidden : undefined,
      };
    };
    expect(await visible(null)).toMatchObject({ geo: true, list: true, detail: 200 });

    const empty = await call('moderation', 'POST', `${reports}/${reportIds[0]}/hide`, {
      reason: ' ',
    });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors)).toEqual(['reason']);
    const long = await call('moderation', 'POST', `${reports}/${reportIds[0]}/hide`, {
      reason: 'x'.repeat(501),
    });
    expect(Object.keys(long.json().errors)).toEqual(['reason']);
    expect(
      (await call('anna', 'POST', `${reports}/${reportIds[0]}/hide`, { reason: 'r' })).statusCode,
    ).toBe(403);

    const hidden = await call('moderation', 'POST', `${reports}/${reportIds[0]}/hide`, {
      reason: 'Beleidigende Beschreibung',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().data).toMatchObject({
      status: 'hidden',
      handled_by: 'moderation',
      offer: { hidden_reason: 'Beleidigende Beschreibung' },
    });

    expect(await visible(null)).toEqual({
      geo: false,
      list: false,
      detail: 404,
      hidden: undefined,
    });
    expect(await visible('ben_tsv')).toMatchObject({ geo: false, list: false, detail: 404 });
    expect(await visible('anna')).toMatchObject({
      detail: 200,
      hidden: { reason: 'Beleidigende Beschreibung' },
    });
    // The rendered detail page is a 404 for visitors too (its API call is).
    const ics = await call(null, 'GET', offerApi.calendar(slug));
    expect(ics.statusCode).toBe(404);

    // Both reports of the offer left the queue with the outcome; acting again is a conflict.
    const queue = (await call('moderation', 'GET', `${reports}?per_page=200`)).json();
    expect(queue.data.some((r: { id: number }) => reportIds.includes(r.id))).toBe(false);
    const handled = (
      await call('moderation', 'GET', `${reports}?state=handled&per_page=200`)
    ).json();
    expect(
      handled.data
        .filter((r: { id: number }) => reportIds.includes(r.id))
        .map((r: { status: string }) => r.status),
    ).toEqual(['hidden', 'hidden']);
    expect(
      (await call('moderation', 'POST', `${reports}/${reportIds[1]}/dismiss`)).statusCode,
    ).toBe(409);

    const [mail] = await session.app.database.db
      .select()
      .from(t.outboxMails)
      .where(eq(t.outboxMails.to, 'anna@example.org'))
      .orderBy(desc(t.outboxMails.id))
      .limit(1);
    expect(mail?.subject).toBe('Dein Eintrag wurde ausgeblendet');
    expect(mail?.text).toContain('Beleidigende Beschreibung');
    expect(mail?.text).toContain(`/angebot/mitmachen/${slug}`);

    const offerAudit = await auditOf(session.app, 'offers', id);
    expect(offerAudit[0]?.changes).toMatchObject({
      hidden_reason: { from: null, to: 'Beleidigende Beschreibung' },
    });
    for (const reportId of reportIds)
      expect((await auditOf(session.app, 'reports', reportId))[0]?.changes).toEqual({
        status: { from: 'open', to: 'hidden' },
      });
  });

  it('dismisses one report and leaves the others of the offer open', async () => {
    const { id, reportIds } = await reportedEntry('Lauftreff zum Verwerfen');
    const res = await call('admin', 'POST', `${reports}/${reportIds[0]}/dismiss`);
    expect(res.json().data).toMatchObject({ status: 'dismissed', handled_by: 'admin' });
    const other = (await call('admin', 'GET', `${reports}/${reportIds[1]}`)).json().data;
    expect(other).toMatchObject({ status: 'open', offer_reports: 1, offer: { id } });
    expect((await call(null, 'GET', offerApi.byId('entry', id))).statusCode).toBe(200);
    expect(await auditOf(session.app, 'reports', reportIds[0])).toHaveLength(1);
  });

  it('deletes the offer: its reports keep the outcome without it', async () => {
    const { id, reportIds } = await reportedEntry('Lauftreff zum Löschen');
    const res = await call('moderation', 'POST', `${reports}/${reportIds[1]}/delete-offer`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'deleted', offer: null });
    expect((await call('anna', 'GET', offerApi.byId('entry', id))).statusCode).toBe(404);
    const first = (await call('moderation', 'GET', `${reports}/${reportIds[0]}`)).json().data;
    expect(first).toMatchObject({ status: 'deleted', offer: null });
    const audit = await auditOf(session.app, 'offers', id);
    expect(audit[0]).toMatchObject({ action: 'delete' });
    expect(audit[0]?.changes).toHaveProperty('title');
    expect((await call('moderation', 'POST', `${reports}/99999/dismiss`)).statusCode).toBe(404);
    expect((await call('moderation', 'POST', `${reports}/abc/dismiss`)).statusCode).toBe(422);
  });

  it('counts the open queue on the dashboard', async () => {
    const dash = (await call('moderation', 'GET', '/api/backend/dashboard')).json().data;
    const queue = (await call('moderation', 'GET', reports)).json();
    expect(dash.waiting.open_reports).toBe(queue.total);
  });
});
