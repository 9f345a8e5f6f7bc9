import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  addressLabel,
  type AddressSuggestion,
  type Bbox,
  type Geocoder,
  type SuggestOptions,
} from './geocoder.ts';

/** A map click further than this from every known address finds nothing. */
export const reverseRadiusMetres = 300;
/** Localities come first when they match, but never crowd out the addresses entirely. */
const maxLocalities = 2;
const localityTtlMs = 10 * 60 * 1000;

type Locality = Row & { district: string | null; name: string };

type Row = Record<string, unknown>;

/**
 * The embedded geocoder: the city's addresses in the `addresses` table, searched with pg_trgm
 * (GIN index on `search`) and earthdistance (GiST index on ll_to_earth). Works offline, in
 * PGlite and in PostgreSQL alike.
 */
export function createDatabaseGeocoder(db: Database): Geocoder {
  let known: { at: number; list: Promise<Locality[]> } | undefined;
  async function rows(query: ReturnType<typeof sql>): Promise<Row[]> {
    const result = (await db.execute(query)) as unknown as { rows: Row[] };
    return result.rows;
  }

  return {
    kind: 'database',

    async reverse({ latitude, longitude }) {
      // earth_box is a cube around the point that the GiST index answers; it is slightly larger
      // than the circle, so the exact distance filters the corners away.
      const [row] = await rows(sql`
        SELECT street, street_number, zipcode, city
        FROM addresses
        WHERE earth_box(ll_to_earth(${latitude}, ${longitude}), ${reverseRadiusMetres})
              @> ll_to_earth(latitude, longitude)
          AND earth_distance(ll_to_earth(${latitude}, ${longitude}), ll_to_earth(latitude, longitude))
              <= ${reverseRadiusMetres}
        ORDER BY earth_distance(ll_to_earth(${latitude}, ${longitude}), ll_to_earth(latitude, longitude)),
                 id
        LIMIT 1`);
      if (!row) return null;
      return {
        street: String(row.street),
        street_number: String(row.street_number),
        zipcode: String(row.zipcode),
        city: String(row.city),
      };
    },

    async suggest(query, options) {
      const q = normaliseQuery(query);
      if (q.length === 0) return [];
      const found: AddressSuggestion[] = [];
      if (/^\d+$/.test(q)) {
        found.push(...(await postcodes(q, options)));
      } else {
        found.push(...(await localities(q, { ...options, limit: maxLocalities })));
      }
      if (found.length < options.limit) {
        found.push(...(await addresses(q, { ...options, limit: options.limit - found.length })));
      }
      return found.slice(0, options.limit);
    },
  };

  async function postcodes(q: string, { limit, bbox }: SuggestOptions) {
    // The trigram index on `search` (which holds the postcode) narrows the rows first.
    const result = await rows(sql`
      SELECT zipcode, city, avg(latitude) AS latitude, avg(longitude) AS longitude
      FROM addresses
      WHERE search LIKE ${contains(q)} AND zipcode LIKE ${prefix(q)} AND ${inside(bbox)}
      GROUP BY zipcode, city
      ORDER BY zipcode, city
      LIMIT ${limit}`);
    return result.map((r) => suggestion('postcode', r));
  }

  /**
   * Districts and the city are few (hundreds) but grouping them reads the whole table, so the
   * list is kept in memory and rebuilt every few minutes (an import shows up after that).
   */
  async function localityList(): Promise<Locality[]> {
    if (!known || Date.now() - known.at > localityTtlMs) {
      const list = rows(sql`
        SELECT district, city, avg(latitude) AS latitude, avg(longitude) AS longitude,
               mode() WITHIN GROUP (ORDER BY zipcode) AS zipcode
        FROM addresses
        GROUP BY GROUPING SETS ((district, city), (city))
        HAVING district IS NOT NULL OR GROUPING(district) = 1`).then((found) =>
        found.map((r) => ({
          ...r,
          district: typeof r.district === 'string' ? r.district : null,
          name: String(r.district ?? r.city).toLowerCase(),
        })),
      );
      known = { at: Date.now(), list };
      // A failed load must not stick: the next request tries again.
      list.catch(() => (known = undefined));
    }
    return known.list;
  }

  async function localities(q: string, { limit, bbox }: SuggestOptions) {
    const [west, south, east, north] = bbox;
    const matches = (await localityList())
      .filter((l) => {
        const lat = Number(l.latitude);
        const lng = Number(l.longitude);
        return lat >= south && lat <= north && lng >= west && lng <= east;
      })
      .map((l) => ({ l, rank: l.name.startsWith(q) ? 0 : l.name.includes(q) ? 1 : 2 }))
      .filter((m) => m.rank < 2)
      // Prefix before substring, the city before its districts, then shorter names first.
      .sort(
        (a, b) =>
          a.rank - b.rank ||
          Number(a.l.district !== null) - Number(b.l.district !== null) ||
          a.l.name.length - b.l.name.length ||
          a.l.name.localeCompare(b.l.name, 'de'),
      );
    return matches.slice(0, limit).map((m) => suggestion('locality', m.l));
  }

  async function addresses(q: string, { limit, bbox }: SuggestOptions) {
    // The substring match is selective (every trigram of the query must occur), so it is
    // cheap through the GIN index; it answers whatever is typed correctly.
    const exact = await rows(sql`
      SELECT street, street_number, zipcode, city, latitude, longitude
      FROM addresses
      WHERE search LIKE ${contains(q)} AND ${inside(bbox)}
      ORDER BY (search LIKE ${prefix(q)}) DESC,
               word_similarity(${q}, search) DESC,
               length(search), search
      LIMIT ${limit}`);
    if (exact.length >= limit) return exact.map((r) => suggestion('address', r));
    // Typos: pg_trgm word similarity (<%, threshold pg_trgm.word_similarity_threshold, 0.6
    // by default), also through the index but with many more candidates to rank.
    const fuzzy = await rows(sql`
      SELECT street, street_number, zipcode, city, latitude, longitude
      FROM addresses
      WHERE ${q} <% search AND search NOT LIKE ${contains(q)} AND ${inside(bbox)}
      ORDER BY word_similarity(${q}, search) DESC, length(search), search
      LIMIT ${limit - exact.length}`);
    return [...exact, ...fuzzy].map((r) => suggestion('address', r));
  }
}

function inside([west, south, east, north]: Bbox) {
  return sql`latitude BETWEEN ${south} AND ${north} AND longitude BETWEEN ${west} AND ${east}`;
}

/** LIKE patterns: what the visitor typed must match literally, wildcards included. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const contains = (q: string) => `%${escapeLike(q)}%`;
const prefix = (q: string) => `${escapeLike(q)}%`;

/**
 * Lowercase like the `search` column, single spaces, and the usual ways of writing
 * "straße" ("Hauptstr. 5", "Hauptstrasse 5") spelled out the way addresses are stored.
 */
export function normaliseQuery(query: string): string {
  return query
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/str\.(?=\s|,|$)/g, 'straße')
    .replace(/strasse(?=\s|,|$)/g, 'straße');
}

function suggestion(kind: AddressSuggestion['kind'], r: Row): AddressSuggestion {
  const address = {
    street: kind === 'address' ? String(r.street ?? '') : '',
    street_number: kind === 'address' ? String(r.street_number ?? '') : '',
    zipcode: String(r.zipcode ?? ''),
    city: String(r.city ?? ''),
  };
  const district = typeof r.district === 'string' ? r.district : null;
  return {
    ...address,
    label: addressLabel(kind, { ...address, district }),
    kind,
    latitude: round6(Number(r.latitude)),
    longitude: round6(Number(r.longitude)),
  };
}

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;
