import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq } from 'drizzle-orm';
import * as t from '../../db/schema/index.ts';
import { offerApi } from '../../../domain/offers/api-paths.ts';
import {
  entry,
  place,
  spot,
  useWizardApp,
  wizardCalls,
  type Session,
  type WizardContext,
} from '../../test/offer-fixtures.ts';

describe('offer wizard: bad input, updating and deleting', () => {
  const ctx = useWizardApp();
  const { post, save, remove, saved, geo, offerCount, errorsOf } = wizardCalls(ctx);
  let app: WizardContext['app'];
  let anna: Session;
  let ben: Session;
  let official: Session;
  beforeAll(() => {
    ({ app, anna, ben, official } = ctx);
  });

  describe('bad input', () => {
    it('names every wrong field of an entry with the form’s field names', async () => {
      const errors = errorsOf(
        await save(
          'entry',
          entry({
            categories: ['laufen', 'yoga', 'fussball', 'tanzen'],
            tuesday_start: '30:00',
            title: '',
          }),
          anna,
        ),
      );
      expect(errors).toEqual({
        categories: ['offerValidation.categories.max3'],
        tuesday_start: ['offerValidation.time'],
        title: ['validation.required'],
      });
    });

    it('asks for dates of a one-off entry', async () => {
      const errors = errorsOf(await save('entry', entry({ repetition: 'none' }), anna));
      expect(errors).toEqual({ start: ['validation.required'], end: ['validation.required'] });
    });

    it('asks for the times of each chosen weekday and at least one day', async () => {
      expect(errorsOf(await save('entry', entry({ tuesday_end: '' }), anna))).toEqual({
        tuesday_end: ['validation.required'],
      });
      expect(errorsOf(await save('entry', entry({ tuesday: false }), anna))).toEqual({
        weekdays: ['offerValidation.weekdays'],
      });
    });

    it('refuses the hidden category for entries and places, and unknown categories', async () => {
      expect(
        errorsOf(await save('entry', entry({ categories: ['bewegungsinsel'] }), anna)),
      ).toEqual({ categories: ['offerValidation.categories.hidden'] });
      expect(errorsOf(await save('place', place({ categories: ['bewegungsinsel'] }), ben))).toEqual(
        { categories: ['offerValidation.categories.hidden'] },
      );
      expect(errorsOf(await save('spot', spot({ categories: ['curling'] }), anna))).toEqual({
        categories: ['offerValidation.categories.unknown'],
      });
      expect(errorsOf(await save('spot', spot({ categories: ['laufen', 'yoga'] }), anna))).toEqual({
        categories: ['offerValidation.categories.max1'],
      });
    });

    it('refuses places outside the city, wrong images and an unknown spot', async () => {
      expect(errorsOf(await save('spot', spot({ map_latitude: 48.1 }), anna))).toEqual({
        map_latitude: ['offerValidation.location'],
      });
      expect(errorsOf(await save('spot', spot({ image: '/media/x.exe' }), anna))).toEqual({
        image: ['offerValidation.image'],
      });
      expect(
        errorsOf(await save('entry', entry({ entry_location: 'spot', spot_id: 999999 }), anna)),
      ).toEqual({ spot_id: ['offerValidation.spotUnknown'] });
    });

    it('answers any body with a clear status, never a server error', async () => {
      const field = fc.constantFrom(...Object.keys(entry()), 'id', 'spot_id', 'suggest_mode');
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('entry', 'spot', 'place' as const),
          fc.dictionary(field, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 8 }),
          async (type, junk) => {
            const res = await save(type, { ...entry(), type, ...junk }, ben);
            // 400: the JSON parser refuses `__proto__` keys (prototype poisoning) outright.
            expect([200, 201, 400, 403, 404, 422], res.body).toContain(res.statusCode);
          },
        ),
        { numRuns: 40 },
      );
    });

    it('writes nothing when a save is refused', async () => {
      const offersBefore = await offerCount();
      const suggestionsBefore = await app.database.db.select().from(t.categorySuggestions);
      const refused = await save(
        'entry',
        entry({ suggest_mode: true, suggest: 'Discgolf', contact_url: 'https://x.example' }),
        anna,
      );
      expect(refused.statusCode).toBe(422);
      expect(await offerCount()).toBe(offersBefore);
      expect(await app.database.db.select().from(t.categorySuggestions)).toEqual(suggestionsBefore);
    });
  });

  describe('updating', () => {
    it('lets the owner change an entry; the slug stays, the map shows the change', async () => {
      const created = await saved('entry', entry({ title: 'Boule am Elbstrand' }), anna);
      const before = await geo();
      const res = await save(
        'entry',
        entry({
          id: created.id,
          title: 'Boule am Elbufer',
          map_latitude: 53.545,
          tuesday: false,
          thursday: true,
          thursday_start: '17:00',
          thursday_end: '18:00',
        }),
        anna,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        id: created.id,
        slug: created.slug,
        title: 'Boule am Elbufer',
        map_latitude: 53.545,
        schedule: { weekdays: { thursday: { start: '17:00', end: '18:00' } } },
      });
      expect(res.json().data.schedule.weekdays).toEqual({
        thursday: { start: '17:00', end: '18:00' },
      });
      expect((await geo()).etag).not.toBe(before.etag);
    });

    it('refuses changes from anyone but the owner, and unknown offers', async () => {
      const created = await saved('spot', spot(), anna);
      const stranger = await save('spot', spot({ id: created.id, title: 'Meins' }), ben);
      expect(stranger.statusCode).toBe(403);
      expect((await save('spot', spot({ id: 999999 }), anna)).statusCode).toBe(404);
      // An id of another type is not found through this type's call.
      expect((await save('entry', entry({ id: created.id }), anna)).statusCode).toBe(404);
      const [row] = await app.database.db
        .select()
        .from(t.offers)
        .where(eq(t.offers.id, created.id));
      expect(row!.title).toEqual({ de: 'Korb im Park' });
    });

    it('lets club members change their club’s places, and nobody else', async () => {
      const created = await saved('place', place({ title: 'Halle Nord' }), ben);
      expect((await save('place', place({ id: created.id }), anna)).statusCode).toBe(403);
      const changed = await save('place', place({ id: created.id, title: 'Halle Nord-Ost' }), ben);
      expect(changed.statusCode).toBe(200);
      expect(changed.json().data.title).toBe('Halle Nord-Ost');
    });
  });

  describe('deleting', () => {
    it('removes an own offer from the map and its detail', async () => {
      const created = await saved('entry', entry({ title: 'Tanzen im Park' }), anna);
      expect((await remove('entry', created.id, ben)).statusCode).toBe(403);
      expect((await remove('spot', created.id, anna)).statusCode).toBe(404);
      expect((await remove('entry', 999999, anna)).statusCode).toBe(404);
      expect((await post(offerApi.remove('entry'), { id: 'x' }, anna)).statusCode).toBe(422);

      const res = await remove('entry', created.id, anna);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { id: created.id } });
      expect((await geo()).ids).not.toContain(created.id);
      const detail = await app.app.inject({
        method: 'GET',
        url: offerApi.byId('entry', created.id),
      });
      expect(detail.statusCode).toBe(404);
    });

    it('keeps the entries of a deleted spot on the map where the spot was', async () => {
      const own = await saved('spot', spot({ title: 'Platte am Teich' }), anna);
      const at = await saved('entry', entry({ entry_location: 'spot', spot_id: own.id }), official);
      expect((await remove('spot', own.id, anna)).statusCode).toBe(200);
      const [row] = await app.database.db.select().from(t.offers).where(eq(t.offers.id, at.id));
      expect(row).toMatchObject({ spotId: null, entryLocation: 'new', latitude: own.map_latitude });
    });

    it('lets club members delete their club’s places', async () => {
      const created = await saved('place', place({ title: 'Bootshaus' }), ben);
      expect((await remove('place', created.id, anna)).statusCode).toBe(403);
      expect((await remove('place', created.id, ben)).statusCode).toBe(200);
      const left = await app.database.db
        .select()
        .from(t.offers)
        .where(and(eq(t.offers.id, created.id)));
      expect(left).toEqual([]);
    });
  });
});
