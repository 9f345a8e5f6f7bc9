/**
 * Shared setup of the wizard's server tests: a test app with the demo accounts logged in,
 * the payloads a filled-in wizard sends, and small call helpers.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { asc, count, eq } from 'drizzle-orm';
import * as t from '../db/schema/index.ts';
import { offerApi } from '../../domain/offers/api-paths.ts';
import type { CreatableType } from '../../domain/offers/constants.ts';
import type { OfferDetail, OfferFeatureCollection } from '../../domain/offers/types.ts';
import { createTestApp, login, type TestApp } from './app.ts';
import { demoPassword } from '../db/seed/accounts.ts';

export type Session = Awaited<ReturnType<typeof login>>;

export const position = { map_latitude: 53.5601, map_longitude: 10.0452 };

export const entry = (overrides: Record<string, unknown> = {}) => ({
  type: 'entry',
  ...position,
  street: 'Am Öjendorfer See',
  street_number: '1',
  zipcode: '22117',
  city: 'Hamburg',
  categories: ['laufen'],
  title: 'Lauftreff am Öjendorfer See',
  description: 'Wir laufen gemeinsam eine Runde um den See.',
  image: null,
  free_offer: true,
  barrier_free: false,
  contact_mail: true,
  targetgroup: ['kids', 'youths'],
  entry_location: 'new',
  repetition: 'weekly',
  tuesday: true,
  tuesday_start: '18:00',
  tuesday_end: '19:30',
  ...overrides,
});

export const spot = (overrides: Record<string, unknown> = {}) => ({
  type: 'spot',
  ...position,
  categories: ['basketball'],
  title: 'Korb im Park',
  description: 'Zwei Körbe auf Asphalt.',
  free_offer: true,
  barrier_free: true,
  ...overrides,
});

/** A club location needs its address (domain/offers/wizard-rules.ts needsAddress). */
export const place = (overrides: Record<string, unknown> = {}) => ({
  type: 'place',
  ...position,
  street: 'Am Öjendorfer See',
  street_number: '3',
  zipcode: '22117',
  city: 'Hamburg',
  categories: ['tennis', 'fitness'],
  title: 'Tennisanlage Alstertal',
  barrier_free: true,
  ...overrides,
});

export type WizardContext = {
  app: TestApp;
  anna: Session;
  ben: Session;
  official: Session;
  unverified: Session;
  seededSpot: typeof t.offers.$inferSelect;
};

/** Registers the app's start and stop; the context is filled before the first test. */
export function useWizardApp(): WizardContext {
  const ctx = {} as WizardContext;
  beforeAll(async () => {
    ctx.app = await createTestApp();
    const as = (name: string) => login(ctx.app.app, `${name}@example.org`, demoPassword);
    [ctx.anna, ctx.ben, ctx.official, ctx.unverified] = await Promise.all([
      as('anna'),
      as('ben'),
      as('redaktion'),
      as('clara'),
    ]);
    const [first] = await ctx.app.database.db
      .select()
      .from(t.offers)
      .where(eq(t.offers.type, 'spot'))
      .orderBy(asc(t.offers.id))
      .limit(1);
    ctx.seededSpot = first!;
  });
  afterAll(() => ctx.app.close());
  return ctx;
}

/** Calls as a logged-in user, and reads of what a visitor sees. */
export function wizardCalls(ctx: WizardContext) {
  const post = (url: string, payload: object, as: Session) =>
    ctx.app.app.inject({ method: 'POST', url, payload, cookies: as.cookies, headers: as.headers });
  const save = (type: CreatableType, payload: object, as: Session) =>
    post(offerApi.save(type), payload, as);
  return {
    post,
    save,
    remove: (type: CreatableType, id: number, as: Session) =>
      post(offerApi.remove(type), { id }, as),
    saved: async (type: CreatableType, payload: object, as: Session) => {
      const res = await save(type, payload, as);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data as OfferDetail;
    },
    geo: async () => {
      const res = await ctx.app.app.inject({ method: 'GET', url: offerApi.geo });
      const ids = (res.json().data as OfferFeatureCollection).features.map((f) => f.properties.id);
      return { etag: res.headers.etag, ids };
    },
    offerCount: async () => (await ctx.app.database.db.select({ n: count() }).from(t.offers))[0]!.n,
    errorsOf: (res: { statusCode: number; json(): unknown }) => {
      expect(res.statusCode).toBe(422);
      return (res.json() as { errors: Record<string, string[]> }).errors;
    },
  };
}
