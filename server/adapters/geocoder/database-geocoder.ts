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

type Row = Record<string, unknown>;

/**
 * The embedded geocoder: the city's addresses in the `addresses` table, searched with pg_trgm
 * (GIN index on `search`) and earthdistance (GiST index on ll_to_earth). Works offline, in
 * PGlite and in PostgreSQL alike.
 */
export function createDatabaseGeocoder(db: Database): Geocoder {
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

  async function localities(q: string, { limit, bbox }: SuggestOptions) {
    // Districts and the city itself; few distinct names, matched by prefix or by trigrams.
    const result = await rows(sql`
      WITH names AS (
        SELECT district AS name, district, city, latitude, longitude, zipcode
        FROM addresses WHERE district IS NOT NULL AND ${inside(bbox)}
        UNION ALL
        SELECT city AS name, NULL AS district, city, latitude, longitude, zipcode
        FROM addresses WHERE ${inside(bbox)}
      )
      SELECT district, city, avg(latitude) AS latitude, avg(longitude) AS longitude,
             mode() WITHIN GROUP (ORDER BY zipcode) AS zipcode,
             bool_or(lower(name) LIKE ${prefix(q)}) AS is_prefix,
             max(word_similarity(${q}, lower(name))) AS score
      FROM names
      WHERE lower(name) LIKE ${prefix(q)} OR ${q} <% lower(name)
      GROUP BY district, city
      ORDER BY is_prefix DESC, score DESC, district NULLS FIRST, city
      LIMIT ${limit}`);
    return result.map((r) => suggestion('locality', r));
  }

  async function addresses(q: string, { limit, bbox }: SuggestOptions) {
    // Both conditions can use the GIN trigram index: a substring (LIKE) and a fuzzy word
    // match (<%, pg_trgm.word_similarity_threshold, 0.6 by default) for typos.
    const result = await rows(sql`
      SELECT street, street_number, zipcode, city, latitude, longitude
      FROM addresses
      WHERE (search LIKE ${contains(q)} OR ${q} <% search) AND ${inside(bbox)}
      ORDER BY (search LIKE ${prefix(q)}) DESC,
               word_similarity(${q}, search) DESC,
               length(search), search
      LIMIT ${limit}`);
    return result.map((r) => suggestion('address', r));
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
