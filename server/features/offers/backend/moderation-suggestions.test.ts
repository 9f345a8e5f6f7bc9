import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { offerApi } from '../../../../domain/offers/api-paths.ts';
import * as t from '../../../db/schema/index.ts';
import {
  auditOf,
  entryForm,
  moderationApp,
  moderatorsOnly,
  type Who,
} from '../../../test/moderation-test-kit.ts';

const suggestions = '/api/backend/category-suggestions';

describe('category suggestions and the newsletter export', () => {
  const session = moderationApp();
  const { call } = session;
  /**
   * An entry saved by anna with a suggested category (the form's ticked category does not
   * count in suggest mode: the suggestion replaces it); returns the offer and suggestion ids.
   */
  const suggested = async (title: string, suggest: string) => {
    const saved = await call('anna', 'POST', offerApi.save('entry'), {
      ...entryForm(title),
      suggest_mode: true,
      suggest,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const offerId = saved.json().data.id as number;
    const [row] = await session.app.database.db
      .select()
      .from(t.categorySuggestions)
      .where(eq(t.categorySuggestions.offerId, offerId));
    return { offerId, slug: saved.json().data.slug as string, id: row!.id };
  };

  it('lets moderators and admins in; visitors 401, users and editors 403', async () => {
    for (const [who, status] of moderatorsOnly) {
      expect((await call(who, 'GET', suggestions)).statusCode, String(who)).toBe(status);
      if (who === null) continue;
      expect((await call(who, 'POST', `${suggestions}/99999/reject`)).statusCode).toBe(
        status === 200 ? 404 : status,
      );
      expect(
        (
          await call(who, 'POST', `${suggestions}/99999/accept`, {
            mode: 'existing',
            category_slug: 'laufen',
          })
        ).statusCode,
      ).toBe(status === 200 ? 404 : status);
    }
    // The demo city has suggestions waiting.
    const open = (await call('moderation', 'GET', suggestions)).json();
    expect(open.total).toBeGreaterThanOrEqual(2);
    expect(open.data[0]).toMatchObject({ status: 'open', suggested_by: 'anna' });
  });

  it('accepts a suggestion as a new category: created, added to the offer, recorded', async () => {
    const { id, offerId, slug } = await suggested('Discgolf im Park', 'Discgolf');
    const url = `${suggestions}/${id}/accept`;
    const bad = await call('moderation', 'POST', url, {
      mode: 'new',
      slug: 'Disc Golf',
      title: { de: '' },
      icon: '',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['icon', 'slug', 'title.de']);
    const taken = await call('moderation', 'POST', url, {
      mode: 'new',
      slug: 'laufen',
      title: { de: 'Laufen' },
      icon: 'footprints',
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ slug: ['validation.unique'] });
    const unknownMode = await call('moderation', 'POST', url, { mode: 'other' });
    expect(Object.keys(unknownMode.json().errors)).toEqual(['mode']);

    const res = await call('moderation', 'POST', url, {
      mode: 'new',
      slug: 'discgolf',
      title: { de: 'Discgolf', en: 'Disc golf' },
      icon: 'circle',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'accepted', category_slug: 'discgolf' });

    const categories = (await call(null, 'GET', offerApi.categories)).json().data;
    expect(categories.map((c: { slug: string }) => c.slug)).toContain('discgolf');
    const detail = (await call(null, 'GET', offerApi.bySlug('entry', slug))).json().data;
    expect(detail.categories).toEqual(['discgolf']);
    expect(detail.categories_full.map((c: { title: string }) => c.title)).toContain('Discgolf');
    expect((await auditOf(session.app, 'offers', offerId))[0]?.changes).toEqual({
      categories: { from: [], to: ['discgolf'] },
    });
    expect((await auditOf(session.app, 'category-suggestions', id))[0]?.changes).toMatchObject({
      status: { from: 'open', to: 'accepted' },
    });
    expect((await call('moderation', 'POST', `${suggestions}/${id}/reject`)).statusCode).toBe(409);
    const handled = (await call('moderation', 'GET', `${suggestions}?state=handled`)).json();
    expect(handled.data.map((s: { id: number }) => s.id)).toContain(id);
  });

  it('maps a suggestion to an existing category, or rejects it', async () => {
    const first = await suggested('Nordic Walking am See', 'Walken');
    const missing = await call('admin', 'POST', `${suggestions}/${first.id}/accept`, {
      mode: 'existing',
      category_slug: 'gibt-es-nicht',
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ category_slug: ['validation.reference'] });
    const mapped = await call('admin', 'POST', `${suggestions}/${first.id}/accept`, {
      mode: 'existing',
      category_slug: 'fitness',
    });
    expect(mapped.json().data).toMatchObject({ status: 'accepted', category_slug: 'fitness' });
    const detail = (await call(null, 'GET', offerApi.byId('entry', first.offerId))).json().data;
    expect(detail.categories).toContain('fitness');

    const second = await suggested('Quatsch am See', 'Quatschsport');
    const rejected = await call('moderation', 'POST', `${suggestions}/${second.id}/reject`);
    expect(rejected.json().data).toMatchObject({ status: 'rejected', category_slug: null });
    const after = (await call(null, 'GET', offerApi.byId('entry', second.offerId))).json().data;
    expect(after.categories).toEqual([]);
    expect(await auditOf(session.app, 'category-suggestions', second.id)).toHaveLength(1);
  });

  it('counts subscribers and exports the confirmed ones as CSV (editors and admins)', async () => {
    await session.app.database.db.insert(t.newsletterSubscriptions).values([
      { email: 'eins@example.org', unsubscribeTokenHash: 'a', confirmedAt: new Date('2026-01-02') },
      {
        email: '=cmd@example.org',
        unsubscribeTokenHash: 'b',
        confirmedAt: new Date('2026-01-03'),
        locale: 'en',
      },
      { email: 'offen@example.org', unsubscribeTokenHash: 'c' },
    ]);
    const expected: [Who, number][] = [
      [null, 401],
      ['anna', 403],
      ['moderation', 403],
      ['redaktion', 200],
      ['admin', 200],
    ];
    for (const [who, status] of expected) {
      expect((await call(who, 'GET', '/api/backend/newsletter')).statusCode).toBe(status);
      const csv = await call(who, 'GET', '/api/backend/newsletter/subscribers.csv');
      expect(csv.statusCode).toBe(status);
    }
    const summary = (await call('redaktion', 'GET', '/api/backend/newsletter')).json().data;
    expect(summary).toEqual({ confirmed: 2, pending: 1 });
    const csv = await call('redaktion', 'GET', '/api/backend/newsletter/subscribers.csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['cache-control']).toBe('no-store');
    expect(csv.body).toBe(
      'email,language,confirmed_at\r\n' +
        'eins@example.org,de,2026-01-02T00:00:00.000Z\r\n' +
        // A formula-like cell is defused with an apostrophe.
        `'=cmd@example.org,en,2026-01-03T00:00:00.000Z\r\n`,
    );
  });
});
