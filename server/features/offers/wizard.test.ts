import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '../../db/schema/index.ts';
import { offerApi } from '../../../domain/offers/api-paths.ts';
import { csrf } from '../../test/app.ts';
import {
  entry,
  place,
  position,
  spot,
  useWizardApp,
  wizardCalls,
  type Session,
  type WizardContext,
} from '../../test/offer-fixtures.ts';

describe('offer wizard: who may save and creating', () => {
  const ctx = useWizardApp();
  const { save, remove, saved, geo, errorsOf, offerCount } = wizardCalls(ctx);
  let app: WizardContext['app'];
  let anna: Session;
  let ben: Session;
  let official: Session;
  let unverified: Session;
  let seededSpot: WizardContext['seededSpot'];
  beforeAll(() => {
    ({ app, anna, ben, official, unverified, seededSpot } = ctx);
  });

  it('documents every call in the OpenAPI document', async () => {
    const res = await app.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(res.json().paths);
    for (const type of ['entry', 'spot', 'place'] as const) {
      expect(paths).toEqual(expect.arrayContaining([offerApi.save(type), offerApi.remove(type)]));
    }
  });

  describe('who may save', () => {
    it('asks visitors to log in before anything else', async () => {
      const visitor = await csrf(app.app);
      const as = { ...visitor, res: undefined } as unknown as Session;
      for (const type of ['entry', 'spot', 'place'] as const) {
        expect((await save(type, {}, as)).statusCode).toBe(401);
        expect((await remove(type, seededSpot.id, as)).statusCode).toBe(401);
      }
    });

    it('refuses new offers from users who have not confirmed their e-mail address', async () => {
      const res = await save('entry', entry(), unverified);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/not verified/);
    });

    it('lets only club members add club locations, for their own club', async () => {
      const refused = await save('place', place(), anna);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(/club/);

      const created = await saved('place', place(), ben);
      const [club] = await app.database.db
        .select()
        .from(t.clubs)
        .where(eq(t.clubs.slug, 'tsv-alstertal'));
      expect(created).toMatchObject({
        type: 'place',
        title: 'Tennisanlage Alstertal',
        club_id: club!.id,
        club: { title: 'TSV Alstertal' },
        categories: ['tennis', 'fitness'],
        description: '',
      });
    });

    it('takes a contact URL only from official users, and never for a place', async () => {
      const url = 'https://lauftreff.example/mitmachen';
      expect(errorsOf(await save('entry', entry({ contact_url: url }), anna))).toEqual({
        contact_url: ['offerValidation.contactUrlOfficial'],
      });
      expect((await saved('spot', spot({ contact_url: url }), official)).contact_url).toBe(url);
      expect((await saved('place', place({ contact_url: url }), ben)).contact_url).toBeNull();
    });
  });

  describe('creating', () => {
    it('answers the saved entry, and the map shows it at once', async () => {
      const before = await geo();
      const detail = await saved('entry', entry({ funday: true, funday_start: '10:00' }), anna);
      expect(detail).toMatchObject({
        type: 'entry',
        slug: 'lauftreff-am-oejendorfer-see',
        title: 'Lauftreff am Öjendorfer See',
        address_line1: 'Am Öjendorfer See 1',
        address_line2: '22117 Hamburg',
        map_latitude: position.map_latitude,
        map_longitude: position.map_longitude,
        targetgroup: ['kids', 'youths'],
        contact_mail: true,
        contact_mail_address: 'anna@example.org',
        entry_location: 'new',
        spot_id: null,
        user: { username: 'anna' },
        // Unknown weekday keys are dropped; only Tuesday is stored.
        schedule: {
          repetition: 'weekly',
          weekdays: { tuesday: { start: '18:00', end: '19:30' } },
          time_start: null,
          monthly_mode: null,
        },
      });
      expect(detail.schedule?.weekdays).toEqual({ tuesday: { start: '18:00', end: '19:30' } });
      const after = await geo();
      expect(after.etag).not.toBe(before.etag);
      expect(before.ids).not.toContain(detail.id);
      expect(after.ids).toContain(detail.id);

      const bySlug = await app.app.inject({
        method: 'GET',
        url: offerApi.bySlug('entry', detail.slug),
      });
      expect(bySlug.json().data.id).toBe(detail.id);
    });

    it('gives a repeated title a slug of its own', async () => {
      const first = await saved('entry', entry({ title: 'Yoga im Stadtpark' }), anna);
      const second = await saved('entry', entry({ title: 'Yoga im Stadtpark' }), official);
      expect(first.slug).toBe('yoga-im-stadtpark');
      expect(second.slug).toBe('yoga-im-stadtpark-2');
    });

    it('stores all four specific target groups as "all"', async () => {
      const detail = await saved(
        'entry',
        entry({ targetgroup: ['kids', 'youths', 'adults', 'seniors'] }),
        anna,
      );
      expect(detail.targetgroup).toEqual(['all']);
    });

    it('keeps the monthly rule and the one-off dates of the time step', async () => {
      const monthly = await saved(
        'entry',
        entry({
          repetition: 'monthly',
          monthly_mode: 'weekday',
          monthly_value: '2|3',
          time_start: '19:00',
          time_end: '25:30',
        }),
        anna,
      );
      expect(monthly.schedule).toMatchObject({
        repetition: 'monthly',
        monthly_mode: 'weekday',
        monthly_value: '2|3',
        time_end: '25:30',
        weekdays: {},
      });
      const once = await saved(
        'entry',
        entry({ repetition: 'none', start: '2026-07-12', end: '2026-07-12', time_start: '9:00' }),
        anna,
      );
      expect(once.schedule).toMatchObject({ start: '2026-07-12', end: '2026-07-12' });
    });

    it('puts an entry at an existing spot on the spot and lists it there', async () => {
      const detail = await saved(
        'entry',
        entry({ entry_location: 'spot', spot_id: seededSpot.id, map_latitude: 53.6 }),
        anna,
      );
      expect(detail).toMatchObject({
        entry_location: 'spot',
        spot_id: seededSpot.id,
        map_latitude: seededSpot.latitude,
        map_longitude: seededSpot.longitude,
        street: seededSpot.street,
      });
      const spotDetail = await app.app.inject({
        method: 'GET',
        url: offerApi.byId('spot', seededSpot.id),
      });
      expect(spotDetail.json().data.entries.map((e: { id: number }) => e.id)).toContain(detail.id);
    });

    it('names an Active Spot without a title after its sport', async () => {
      const detail = await saved('spot', spot({ title: '' }), anna);
      expect(detail).toMatchObject({ title: 'Basketball', slug: 'basketball' });
    });

    it('stores a category suggestion for the editors', async () => {
      const detail = await saved(
        'spot',
        spot({ categories: [], suggest_mode: true, suggest: '  Discgolf ' }),
        anna,
      );
      const rows = await app.database.db
        .select()
        .from(t.categorySuggestions)
        .where(eq(t.categorySuggestions.offerId, detail.id));
      expect(rows).toMatchObject([{ text: 'Discgolf' }]);
    });

    it('publishes a suggestion without the category ticked before it', async () => {
      const detail = await saved(
        'spot',
        spot({ title: '', categories: ['basketball'], suggest_mode: true, suggest: 'Discgolf' }),
        anna,
      );
      expect(detail).toMatchObject({ title: 'Discgolf', categories: [] });
    });

    it('refuses a club location without an address, naming the field', async () => {
      const before = await offerCount();
      const res = await save('place', place({ street: null, street_number: null }), ben);
      expect(errorsOf(res)).toEqual({ street: ['offerValidation.address'] });
      expect(await offerCount()).toBe(before);
      // Spots may lie in a park without an address.
      await saved('spot', spot({ street: null }), anna);
    });
  });
});
