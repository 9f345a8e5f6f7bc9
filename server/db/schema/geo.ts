/** Tables of the map's geography: districts and the city's addresses for the embedded geocoder. */
import {
  doublePrecision,
  index,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { MultiPolygonCoordinates } from '../../../domain/geo/districts.ts';

export const districts = pgTable('districts', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  bbox: jsonb('bbox').$type<[number, number, number, number]>().notNull(),
  // The district's area (GeoJSON MultiPolygon coordinates): every saved offer gets its
  // district by point-in-polygon from these (decision 029).
  boundary: jsonb('boundary')
    .$type<MultiPolygonCoordinates>()
    .notNull()
    .default(sql`'[]'::jsonb`),
});

/**
 * Addresses of the city for the embedded geocoder: seeded from the demo offers and
 * importable from a CSV of real addresses (`npm run import:addresses`).
 */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    street: text('street').notNull(),
    streetNumber: text('street_number').notNull().default(''),
    zipcode: text('zipcode').notNull(),
    city: text('city').notNull(),
    district: text('district'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    // 'Street 12, 20095 Hamburg' lowercased: what the fuzzy search compares with.
    search: text('search').notNull(),
  },
  (t) => [
    uniqueIndex('addresses_unique_idx').on(t.street, t.streetNumber, t.zipcode),
    index('addresses_search_trgm_idx').using('gin', sql`${t.search} gin_trgm_ops`),
    index('addresses_earth_idx').using('gist', sql`ll_to_earth(${t.latitude}, ${t.longitude})`),
  ],
);
