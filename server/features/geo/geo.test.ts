import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addresses } from '../../db/schema/index.ts';
import { addressSearchText } from '../../adapters/geocoder/index.ts';
import { createTestApp, csrf, type TestApp } from '../../test/app.ts';

type Row = {
  street: string;
  street_number: string;
  zipcode: string;
  city: string;
  district?: string;
  latitude: number;
  longitude: number;
};

// A handful of real-looking Hamburg addresses, one just outside the city's bounding box.
const rows: Row[] = [
  {
    street: 'Hauptstraße',
    street_number: '12',
    zipcode: '20095',
    city: 'Hamburg',
    district: 'Altstadt',
    latitude: 53.5503,
    longitude: 9.9937,
  },
  {
    street: 'Hauptstraße',
    street_number: '14',
    zipcode: '20095',
    city: 'Hamburg',
    district: 'Altstadt',
    latitude: 53.5506,
    longitude: 9.9941,
  },
  {
    street: 'Hauptstraße',
    street_number: '120',
    zipcode: '22765',
    city: 'Hamburg',
    district: 'Altona',
    latitude: 53.551,
    longitude: 9.935,
  },
  {
    street: 'Ottenser Hauptstraße',
    street_number: '10',
    zipcode: '22765',
    city: 'Hamburg',
    district: 'Ottensen',
    latitude: 53.553,
    longitude: 9.926,
  },
  {
    street: 'Parkallee',
    street_number: '5',
    zipcode: '20144',
    city: 'Hamburg',
    district: 'Harvestehude',
    latitude: 53.575,
    longitude: 9.985,
  },
  {
    street: 'Hauptstraße',
    street_number: '1',
    zipcode: '21521',
    city: 'Aumühle',
    latitude: 53.53,
    longitude: 10.4,
  },
  ...[2, 3, 4, 5, 6, 7].map((n) => ({
    street: 'Hauptstraße',
    street_number: String(n),
    zipcode: '22299',
    city: 'Hamburg',
    district: 'Winterhude',
    latitude: 53.5926 + n / 10000,
    longitude: 10.0053,
  })),
];

async function insertAddresses(t: TestApp) {
  await t.database.db.insert(addresses).values(
    rows.map((r) => ({
      street: r.street,
      streetNumber: r.street_number,
      zipcode: r.zipcode,
      city: r.city,
      district: r.district ?? null,
      latitude: r.latitude,
      longitude: r.longitude,
      search: addressSearchText(r),
    })),
  );
}

describe('address suggestions and lookup (embedded geocoder)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    await insertAddresses(t);
  });
  afterAll(() => t.close());

  const suggest = (q: string) =>
    t.app.inject({ method: 'GET', url: `/api/geo/suggest?q=${encodeURIComponent(q)}` });
  const lookup = async (payload: object, withCsrf = true) => {
    const pre = withCsrf ? await csrf(t.app) : { cookies: {}, headers: {} };
    return t.app.inject({
      method: 'POST',
      url: '/api/offers/address',
      payload,
      cookies: pre.cookies,
      headers: pre.headers,
    });
  };
  const labels = async (q: string) => {
    const res = await suggest(q);
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: { label: string }[] }).data.map((s) => s.label);
  };

  it('puts the exact address first, however "Straße" is written', async () => {
    for (const q of ['Hauptstraße 12', 'hauptstr. 12', 'Hauptstrasse 12']) {
      const res = await suggest(q);
      expect(res.statusCode).toBe(200);
      expect(res.json().data[0]).toEqual({
        street: 'Hauptstraße',
        street_number: '12',
        zipcode: '20095',
        city: 'Hamburg',
        label: 'Hauptstraße 12, 20095 Hamburg',
        kind: 'address',
        latitude: 53.5503,
        longitude: 9.9937,
      });
    }
  });

  it('forgives a typo', async () => {
    expect(await labels('Parkalee 5')).toContain('Parkallee 5, 20144 Hamburg');
  });

  it('answers at most five suggestions, all inside the city', async () => {
    const found = await labels('Hauptstraße');
    expect(found).toHaveLength(5);
    expect(found.every((l) => !l.includes('Aumühle'))).toBe(true);
    // Streets that start with the query rank before those that merely contain it.
    expect(found).not.toContain('Ottenser Hauptstraße 10, 22765 Hamburg');
    expect(await labels('Aumühle')).toEqual([]);
  });

  it('suggests a postcode for digits', async () => {
    const res = await suggest('2009');
    expect(res.json().data[0]).toMatchObject({
      kind: 'postcode',
      label: '20095 Hamburg',
      zipcode: '20095',
      street: '',
      street_number: '',
    });
    // The postcode first, then addresses inside it.
    expect(await labels('22765')).toEqual([
      '22765 Hamburg',
      'Hauptstraße 120, 22765 Hamburg',
      'Ottenser Hauptstraße 10, 22765 Hamburg',
    ]);
  });

  it('suggests a locality for a district name', async () => {
    const res = await suggest('Ottens');
    const first = res.json().data[0];
    expect(first).toMatchObject({ kind: 'locality', label: 'Ottensen, Hamburg', zipcode: '22765' });
    expect(first.latitude).toBeCloseTo(53.553, 3);
    // The street in Ottensen follows the locality.
    expect(res.json().data.map((s: { label: string }) => s.label)).toContain(
      'Ottenser Hauptstraße 10, 22765 Hamburg',
    );
  });

  it('treats wildcards in the query literally and finds nothing for nonsense', async () => {
    expect(await labels('%%%')).toEqual([]);
    expect(await labels('___')).toEqual([]);
    expect(await labels('Qwxyzvbn')).toEqual([]);
  });

  it('rejects queries shorter than three characters or missing', async () => {
    for (const url of [
      '/api/geo/suggest?q=ab',
      '/api/geo/suggest?q=%20%20ab%20',
      '/api/geo/suggest',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.q).toBeDefined();
    }
    expect((await suggest('x'.repeat(121))).statusCode).toBe(422);
  });

  it('finds the nearest address to a map click', async () => {
    // About 20 m from Hauptstraße 12 and 45 m from number 14.
    const res = await lookup({ latitude: 53.5502, longitude: 9.9934 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { street: 'Hauptstraße', street_number: '12', zipcode: '20095', city: 'Hamburg' },
    });
    // Numbers as strings, as a form post would send them.
    const near14 = await lookup({ latitude: '53.55065', longitude: '9.99415' });
    expect(near14.json().data.street_number).toBe('14');
  });

  it('answers 404 when no address is within reach', async () => {
    const res = await lookup({ latitude: 53.7, longitude: 10.2 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  it('takes a point with digits finer than the database computes with', async () => {
    // 5e-324 made earthdistance fail with an underflow, said as 502; coordinates keep 7 decimals.
    for (const payload of [
      { latitude: 5e-324, longitude: 10 },
      { latitude: 1.5e-323, longitude: 180 },
    ]) {
      const res = await lookup(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(404);
    }
    const exact = await lookup({ latitude: 53.55020000000001, longitude: 9.993400000000001 });
    expect(exact.json().data.street_number).toBe('12');
  });

  it('rejects coordinates out of range or missing with field errors', async () => {
    const bad = await lookup({ latitude: 95, longitude: 9.99 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.latitude).toBeDefined();
    const text = await lookup({ latitude: 'north', longitude: 181 });
    expect(text.statusCode).toBe(422);
    expect(Object.keys(text.json().errors).sort()).toEqual(['latitude', 'longitude']);
    expect((await lookup({})).statusCode).toBe(422);
  });

  it('needs the CSRF token like every other POST', async () => {
    const res = await lookup({ latitude: 53.5502, longitude: 9.9934 }, false);
    expect(res.statusCode).toBe(419);
  });

  it('has no map style configured by default', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/geo/map-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { styleUrl: null } });
  });
});

describe('geo configuration and limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      config: {
        MAP_STYLE_URL: 'https://tiles.example.org/styles/city/style.json',
        GEOCODER_REQUESTS_PER_MINUTE: 2,
      },
    });
  });
  afterAll(() => t.close());

  it('hands the configured style to the browser and allows its origin', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/geo/map-config' });
    expect(res.json()).toEqual({
      data: { styleUrl: 'https://tiles.example.org/styles/city/style.json' },
    });
    expect(res.headers['content-security-policy']).toContain(
      "connect-src 'self' https://tiles.example.org",
    );
  });

  it('limits suggestions per client address', async () => {
    const ask = (ip: string) =>
      t.app.inject({ method: 'GET', url: '/api/geo/suggest?q=Hauptstra', remoteAddress: ip });
    expect((await ask('10.0.0.1')).statusCode).toBe(200);
    expect((await ask('10.0.0.1')).statusCode).toBe(200);
    const limited = await ask('10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: expect.any(String) });
    expect((await ask('10.0.0.2')).statusCode).toBe(200);
  });
});

describe('a failed address search in the log', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      config: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => void lines.push(line) },
    });
  });
  afterAll(() => t.close());

  it('says that the geocoder failed, how and how long it took, never what was typed', async () => {
    // The embedded geocoder keeps the city's districts in memory after a first search; then
    // its table goes away, the address query fails, and its message lists the parameters,
    // the typed address among them.
    await t.app.inject({ method: 'GET', url: '/api/geo/suggest?q=Altona' });
    await t.database.db.execute(sql`ALTER TABLE addresses RENAME TO addresses_away`);
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/geo/suggest?q=${encodeURIComponent('Geheimweg 7')}`,
      });
      expect(res.statusCode).toBe(502);
      const failed = lines.map((line) => JSON.parse(line)).find((l) => l.msg === 'geocoder failed');
      expect(failed).toMatchObject({
        geocoder: 'database',
        error: 'Error',
        ms: expect.any(Number),
      });
      expect(lines.join('')).not.toMatch(/geheimweg/i);
    } finally {
      await t.database.db.execute(sql`ALTER TABLE addresses_away RENAME TO addresses`);
    }
  });
});
