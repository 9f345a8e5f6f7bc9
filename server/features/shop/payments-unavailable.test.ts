import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  pagePath,
  payWith,
  planSlug,
  postEvent,
  sessionEvent,
  signedIn,
  startCheckout,
} from './shop-fixtures.ts';

type Who = Awaited<ReturnType<typeof signedIn>>;
const get = (test: TestApp, url: string, who?: Who) =>
  test.app.inject({ method: 'GET', url, cookies: who?.cookies });

const seed = { offers: 0, articles: 0, events: 0, summer: 0 };

/** Buys the training plan with the succeeding test card, as far as the server lets it. */
async function buyWithTestCard(test: TestApp) {
  const anna = await signedIn(test.app, 'anna@example.org');
  const started = await startCheckout(test.app, anna);
  const productId = (await get(test, `/api/products/${planSlug}`)).json().data.id as number;
  return { anna, started, productId };
}

describe('a production server without Stripe and without the test checkout turned on', () => {
  let test: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    test = await createTestApp({
      seed,
      config: { NODE_ENV: 'production', LOG_LEVEL: 'info' },
      logStream: { write: (line) => void logLines.push(line) },
    });
  });
  afterAll(() => test.close());

  it('says at start that the shop takes no payments', () => {
    const line = logLines.find((l) => l.includes('the shop takes no payments'));
    expect(JSON.parse(line!)).toMatchObject({ level: 30 });
  });

  it('tells the shop screens that no payments are taken', async () => {
    const settings = await get(test, '/api/shop/settings');
    expect(settings.statusCode).toBe(200);
    expect(settings.json()).toEqual({ data: { payments: 'unavailable' } });
    // The products and their prices are still shown.
    expect((await get(test, '/api/products')).json().data[0].stripe_price_value).toBe(1290);
  });

  it('refuses a checkout with a clear error, serves no test checkout, keeps the product locked', async () => {
    const { anna, started, productId } = await buyWithTestCard(test);
    expect(started.statusCode).toBe(503);
    expect(started.json()).toEqual({ message: 'The shop cannot take payments at the moment.' });

    const page = `http://localhost/payments/local/checkout/cs_local_guess`;
    const shown = await get(test, pagePath(page), anna);
    expect(shown.statusCode).toBe(404);
    expect(shown.body).toContain('Dieser Server hat keine Testkasse.');
    const paid = await payWith(test.app, anna, page, '4242 4242 4242 4242');
    expect(paid.statusCode).toBe(404);
    expect(paid.headers.location).toBeUndefined();

    expect((await get(test, `/api/paid-products/${productId}`, anna)).statusCode).toBe(403);
    expect((await get(test, '/api/user/purchases', anna)).json().data).toEqual([]);
  });

  it('verifies no payment events: 503, so a provider sends them again later', async () => {
    const { body, signature } = sessionEvent('evt_1', 'checkout.session.completed', 'cs_1');
    const answer = await postEvent(test.app, body, signature);
    expect(answer.statusCode).toBe(503);
    expect(answer.json().message).toBe('The shop cannot take payments at the moment.');
  });

  it('still answers the cancel link of the return page', async () => {
    const anna = await signedIn(test.app, 'anna@example.org');
    const cancelled = await test.app.inject({
      method: 'POST',
      url: `/api/products/${planSlug}/checkout/cancel`,
      cookies: anna.cookies,
      headers: anna.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toEqual([]);
  });
});

describe('a production server with LOCAL_TEST_CHECKOUT=on', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({
      seed,
      config: { NODE_ENV: 'production', LOCAL_TEST_CHECKOUT: 'on' },
    });
  });
  afterAll(() => test.close());

  it('takes test payments with the built-in test checkout', async () => {
    expect((await get(test, '/api/shop/settings')).json().data.payments).toBe('available');
    const { anna, started, productId } = await buyWithTestCard(test);
    expect(started.statusCode).toBe(200);
    const { url } = started.json().data as { url: string };
    expect((await get(test, pagePath(url), anna)).statusCode).toBe(200);
    expect((await payWith(test.app, anna, url, '4242 4242 4242 4242')).statusCode).toBe(303);
    expect((await get(test, `/api/paid-products/${productId}`, anna)).statusCode).toBe(200);
  });
});

describe('outside production', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ seed });
  });
  afterAll(() => test.close());

  it('takes test payments by default, as before', async () => {
    expect((await get(test, '/api/shop/settings')).json().data.payments).toBe('available');
    const { started } = await buyWithTestCard(test);
    expect(started.statusCode).toBe(200);
    expect(started.json().data.url).toMatch(/\/payments\/local\/checkout\/cs_local_/);
  });

  it('takes none when LOCAL_TEST_CHECKOUT=off', async () => {
    const off = await createTestApp({ seed, config: { LOCAL_TEST_CHECKOUT: 'off' } });
    try {
      expect((await get(off, '/api/shop/settings')).json().data.payments).toBe('unavailable');
      expect((await buyWithTestCard(off)).started.statusCode).toBe(503);
    } finally {
      await off.close();
    }
  });
});
