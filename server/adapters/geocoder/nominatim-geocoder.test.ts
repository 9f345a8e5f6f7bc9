import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorsPlugin } from '../../plugins/errors.ts';
import { geoRoutes } from '../../features/geo/routes.ts';
import { createTestApp, csrf, type TestApp } from '../../test/app.ts';
import { createNominatimGeocoder } from './nominatim-geocoder.ts';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** A stand-in for a Nominatim server: records what it is asked and answers as told. */
async function startFakeNominatim() {
  const received: { path: string; params: URLSearchParams; userAgent: string }[] = [];
  let handler: Handler = (_req, res) => res.end('[]');
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    received.push({
      path: url.pathname,
      params: url.searchParams,
      userAgent: String(req.headers['user-agent']),
    });
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answer(next: Handler) {
      handler = next;
    },
    json(body: unknown, status = 200) {
      handler = (_req, res) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
type Fake = Awaited<ReturnType<typeof startFakeNominatim>>;

// Trimmed from real jsonv2 answers of Nominatim.
const houseAnswer = {
  place_id: 1,
  lat: '53.5503112',
  lon: '9.9937456',
  category: 'place',
  type: 'house',
  addresstype: 'place',
  name: '',
  display_name: '12, Hauptstraße, Altstadt, Hamburg-Mitte, Hamburg, 20095, Deutschland',
  address: {
    house_number: '12',
    road: 'Hauptstraße',
    suburb: 'Altstadt',
    city: 'Hamburg',
    state: 'Hamburg',
    postcode: '20095',
    country: 'Deutschland',
    country_code: 'de',
  },
};
const postcodeAnswer = {
  lat: '53.55',
  lon: '10.0',
  category: 'place',
  type: 'postcode',
  addresstype: 'postcode',
  name: '20095',
  address: { postcode: '20095', city: 'Hamburg', country_code: 'de' },
};
const suburbAnswer = {
  lat: '53.5536',
  lon: '9.9221',
  category: 'boundary',
  type: 'administrative',
  addresstype: 'suburb',
  name: 'Ottensen',
  address: { suburb: 'Ottensen', city_district: 'Altona', city: 'Hamburg', postcode: '22763' },
};

describe('Nominatim geocoder through the routes', () => {
  let fake: Fake;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeNominatim();
    t = await createTestApp({
      seed: false,
      config: {
        GEOCODER_URL: `${fake.url}/`,
        GEOCODER_TIMEOUT_MS: 1500,
        PUBLIC_URL: 'https://sport.hamburg.example',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => void fake.received.splice(0));

  const suggest = (q: string) =>
    t.app.inject({ method: 'GET', url: `/api/geo/suggest?q=${encodeURIComponent(q)}` });
  const lookup = async (payload: object) => {
    const pre = await csrf(t.app);
    return t.app.inject({
      method: 'POST',
      url: '/api/offers/address',
      payload,
      cookies: pre.cookies,
      headers: pre.headers,
    });
  };

  it('asks for five places inside the city and names the portal', async () => {
    fake.json([houseAnswer]);
    await suggest('Hauptstraße 12');
    expect(fake.received).toHaveLength(1);
    const [asked] = fake.received;
    expect(asked!.path).toBe('/search');
    expect(Object.fromEntries(asked!.params)).toEqual({
      q: 'Hauptstraße 12',
      format: 'jsonv2',
      addressdetails: '1',
      limit: '5',
      viewbox: '8.4,53.39,10.33,53.97',
      bounded: '1',
      countrycodes: 'de',
    });
    expect(asked!.userAgent).toBe('ActiveCityHamburg/1.0 (https://sport.hamburg.example)');
  });

  it('maps houses, postcodes and suburbs to suggestions and skips what it cannot read', async () => {
    fake.json([houseAnswer, postcodeAnswer, suburbAnswer, { lat: 'x' }, houseAnswer]);
    const res = await suggest('Hauptstraße 12');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        street: 'Hauptstraße',
        street_number: '12',
        zipcode: '20095',
        city: 'Hamburg',
        label: 'Hauptstraße 12, 20095 Hamburg',
        kind: 'address',
        latitude: 53.550311,
        longitude: 9.993746,
      },
      {
        street: '',
        street_number: '',
        zipcode: '20095',
        city: 'Hamburg',
        label: '20095 Hamburg',
        kind: 'postcode',
        latitude: 53.55,
        longitude: 10,
      },
      {
        street: '',
        street_number: '',
        zipcode: '22763',
        city: 'Hamburg',
        label: 'Ottensen, Hamburg',
        kind: 'locality',
        latitude: 53.5536,
        longitude: 9.9221,
      },
    ]);
  });

  it('looks up the address of a map click', async () => {
    fake.json(houseAnswer);
    const res = await lookup({ latitude: 53.5503, longitude: 9.9937 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { street: 'Hauptstraße', street_number: '12', zipcode: '20095', city: 'Hamburg' },
    });
    const [asked] = fake.received;
    expect(asked!.path).toBe('/reverse');
    expect(asked!.params.get('format')).toBe('jsonv2');
    expect(asked!.params.get('lat')).toBe('53.5503');
    expect(asked!.params.get('lon')).toBe('9.9937');
  });

  it('answers 404 when Nominatim finds nothing there', async () => {
    fake.json({ error: 'Unable to geocode' });
    const res = await lookup({ latitude: 53.9, longitude: 8.5 });
    expect(res.statusCode).toBe(404);
  });

  it('answers 502 with a message when the service is slow, failing or talks nonsense', async () => {
    const cases: Array<() => void> = [
      // Never answers: only the timeout (1.5 s) can end the wait, so a 502 at all shows it did.
      () => fake.answer(() => {}),
      () => fake.json({ message: 'overloaded' }, 503),
      () =>
        fake.answer((_req, res) => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end('<html>');
        }),
      () => fake.json({ not: 'a list' }),
    ];
    for (const arrange of cases) {
      arrange();
      const res = await suggest('Hauptstraße 12');
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
    fake.answer(() => {});
    expect((await lookup({ latitude: 53.55, longitude: 9.99 })).statusCode).toBe(502);
  });

  it('does not let bad input reach the service', async () => {
    expect((await suggest('ab')).statusCode).toBe(422);
    expect((await lookup({ latitude: -91, longitude: 0 })).statusCode).toBe(422);
    expect(fake.received).toHaveLength(0);
  });
});

describe('geocoder failures in the log', () => {
  it('names the failure but never the query', async () => {
    const fake = await startFakeNominatim();
    fake.json({ message: 'overloaded' }, 500);
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream } });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorsPlugin);
    await app.register(geoRoutes, {
      geocoder: createNominatimGeocoder({ url: fake.url, timeoutMs: 1500, userAgent: 'test' }),
      cityArea: { contains: async () => true },
      requestsPerMinute: 100,
      mapStyleUrl: null,
    });
    try {
      const res = await app.inject({
        method: 'GET',
        url: `/api/geo/suggest?q=${encodeURIComponent('Geheimweg 7')}`,
      });
      expect(res.statusCode).toBe(502);
      const log = lines.join('');
      const failed = lines.map((line) => JSON.parse(line)).find((l) => l.msg === 'geocoder failed');
      expect(failed).toMatchObject({
        geocoder: 'nominatim',
        error: 'GeocoderError',
        failure: 'status',
        status: 500,
        ms: expect.any(Number),
      });
      expect(log).toContain('/api/geo/suggest');
      expect(log).not.toMatch(/Geheimweg/i);
    } finally {
      await app.close();
      await fake.close();
    }
  });
});
