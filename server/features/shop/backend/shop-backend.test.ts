import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, csrf, login, type TestApp } from '../../../test/app.ts';
import { eq } from 'drizzle-orm';
import { shopPages } from '../../../../domain/shop/api-paths.ts';
import { createPayments, type LocalPayments } from '../../../adapters/payments/index.ts';
import { testConfig } from '../../../config.ts';
import { demoPassword } from '../../../db/seed/accounts.ts';
import { purchases } from '../../../db/schema/index.ts';
import { auditOf, signInAll, type Who } from '../../../test/moderation-test-kit.ts';

// The shop in the editors' backend (decision 039).
const planSlug = 'trainingsplan-fit-durch-den-sommer';
let test: TestApp;
let call: Awaited<ReturnType<typeof signInAll>>;
beforeAll(async () => {
  test = await createTestApp({
    seed: { offers: 0, articles: 0, events: 0 },
    config: { CHECKOUTS_PER_MINUTE: 100 },
  });
  call = await signInAll(test.app);
});
afterAll(() => test.close());

const product = {
  slug: 'yoga-am-elbstrand',
  name: { de: 'Yoga am Elbstrand', en: 'Yoga on the Elbe beach' },
  description: { de: 'Zehn Einheiten zum Mitmachen.' },
  image: '/demo/highlight-1.svg',
  price_cents: 990,
  position: 9,
  published: false,
};
const shopSlugs = async (lang = 'de') =>
  (
    await test.app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { 'accept-language': lang },
    })
  )
    .json()
    .data.map((p: { slug: string; stripe_name: string }) => p);

describe('products in the backend', () => {
  const refused: [Who, number][] = [
    [null, 401],
    ['anna', 403],
    ['moderation', 403],
  ];

  it('refuses every call to visitors (401), users and moderators (403)', async () => {
    // A visitor with a valid CSRF token, so the refusal is the missing session's.
    const visitor = await csrf(test.app);
    const attempt = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      who || method === 'GET'
        ? call(who, method, url, payload)
        : test.app.inject({ method, url, payload, ...visitor });
    for (const [who, status] of refused) {
      expect((await attempt(who, 'GET', '/api/backend/products')).statusCode).toBe(status);
      expect((await attempt(who, 'GET', '/api/backend/products/1')).statusCode).toBe(status);
      expect((await attempt(who, 'POST', '/api/backend/products', product)).statusCode).toBe(
        status,
      );
      const save = await attempt(who, 'PUT', '/api/backend/products/1', { ...product, version: 1 });
      expect(save.statusCode).toBe(status);
      for (const action of ['publish', 'unpublish'])
        expect(
          (await attempt(who, 'POST', `/api/backend/products/1/${action}`, { version: 1 }))
            .statusCode,
        ).toBe(status);
      expect((await attempt(who, 'GET', '/api/backend/purchases')).statusCode).toBe(status);
      expect((await attempt(who, 'GET', '/api/backend/purchases/1')).statusCode).toBe(status);
    }
  });

  it('lists the seeded products for editors and admins, searchable and by published', async () => {
    const all = await call('redaktion', 'GET', '/api/backend/products');
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBe(3);
    expect(all.json().data[0]).toMatchObject({ slug: planSlug, price_cents: 1290 });
    const found = await call('admin', 'GET', '/api/backend/products?q=Trainingsplan');
    expect(found.json().data.map((p: { slug: string }) => p.slug)).toEqual([planSlug]);
    const hidden = await call('redaktion', 'GET', '/api/backend/products?published=false');
    expect(hidden.json().total).toBe(0);
    const bad = await call('redaktion', 'GET', '/api/backend/products?published=maybe&sort=x');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['published', 'sort']);
  });

  it('names each wrong field (422) and refuses a second product with the same slug', async () => {
    const bad = await call('redaktion', 'POST', '/api/backend/products', {
      ...product,
      slug: 'Nicht gültig',
      name: { de: '' },
      price_cents: 49,
      image: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'image',
      'name.de',
      'price_cents',
      'slug',
    ]);
    expect(bad.json().errors.price_cents).toEqual(['validation.price_min']);
    const fraction = await call('redaktion', 'POST', '/api/backend/products', {
      ...product,
      price_cents: 9.5,
    });
    expect(Object.keys(fraction.json().errors)).toEqual(['price_cents']);
    const twice = await call('redaktion', 'POST', '/api/backend/products', {
      ...product,
      slug: planSlug,
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({ slug: ['validation.unique'] });
    expect((await call('redaktion', 'GET', '/api/backend/products')).json().total).toBe(3);
  });

  it('creates, saves, publishes and unpublishes; the shop follows at once; stale saves 409', async () => {
    const created = await call('redaktion', 'POST', '/api/backend/products', product);
    expect(created.statusCode, created.body).toBe(200);
    const record = created.json().data;
    expect(record).toMatchObject({ ...product, missing_en: ['description'], paid_purchases: 0 });
    expect(await shopSlugs()).not.toContainEqual(expect.objectContaining({ slug: product.slug }));

    const published = await call(
      'redaktion',
      'POST',
      `/api/backend/products/${record.id}/publish`,
      {
        version: record.version,
      },
    );
    expect(published.statusCode).toBe(200);
    expect(published.json().data.published).toBe(true);
    expect(await shopSlugs('en')).toContainEqual(
      expect.objectContaining({ slug: product.slug, stripe_name: 'Yoga on the Elbe beach' }),
    );

    // The version read before publishing is stale now.
    const stale = await call('redaktion', 'PUT', `/api/backend/products/${record.id}`, {
      ...product,
      price_cents: 1990,
      version: record.version,
    });
    expect(stale.statusCode).toBe(409);
    const saved = await call('admin', 'PUT', `/api/backend/products/${record.id}`, {
      ...published.json().data,
      price_cents: 1990,
      description: { de: 'Zehn Einheiten zum Mitmachen.', en: 'Ten sessions to join.' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ price_cents: 1990, missing_en: [] });
    expect(saved.json().data.version).toBeGreaterThan(published.json().data.version);
    expect(await shopSlugs()).toContainEqual(
      expect.objectContaining({ slug: product.slug, stripe_price_value: 1990 }),
    );

    const staleToggle = await call(
      'redaktion',
      'POST',
      `/api/backend/products/${record.id}/unpublish`,
      {
        version: record.version,
      },
    );
    expect(staleToggle.statusCode).toBe(409);
    const unpublished = await call(
      'redaktion',
      'POST',
      `/api/backend/products/${record.id}/unpublish`,
      {
        version: saved.json().data.version,
      },
    );
    expect(unpublished.json().data.published).toBe(false);
    expect(await shopSlugs()).not.toContainEqual(expect.objectContaining({ slug: product.slug }));
    const page = await test.app.inject({ method: 'GET', url: `/api/products/${product.slug}` });
    expect(page.statusCode).toBe(404);

    const read = await call('redaktion', 'GET', `/api/backend/products/${record.id}`);
    expect(read.json().data).toMatchObject({ published: false, price_cents: 1990 });
    const history = await auditOf(test, 'products', record.id);
    expect(history.map((e) => e.action)).toEqual(['update', 'update', 'update', 'create']);
    expect(history[0]!.changes).toEqual({ published: { from: true, to: false } });
    expect(history[1]!.changes).toMatchObject({ price_cents: { from: 990, to: 1990 } });
  });

  it('answers 404 for unknown ids and 422 for a missing or wrong version', async () => {
    expect((await call('redaktion', 'GET', '/api/backend/products/999999')).statusCode).toBe(404);
    const unknown = await call('redaktion', 'POST', '/api/backend/products/999999/publish', {
      version: 1,
    });
    expect(unknown.statusCode).toBe(404);
    const noVersion = await call('redaktion', 'PUT', '/api/backend/products/1', product);
    expect(noVersion.statusCode).toBe(422);
    expect(noVersion.json().errors).toHaveProperty('version');
    const badVersion = await call('redaktion', 'POST', '/api/backend/products/1/publish', {
      version: 'new',
    });
    expect(Object.keys(badVersion.json().errors)).toEqual(['version']);
    expect((await call('redaktion', 'GET', '/api/backend/products/abc')).statusCode).toBe(422);
  });
});

/** The test app's local payment provider: its events reach the app's webhook like Stripe's. */
function localProvider(): LocalPayments {
  const config = testConfig();
  return createPayments(config, {
    db: test.database.db,
    sessionSecret: config.SESSION_SECRET!,
    deliver: async (payload, signature) => {
      await test.app.inject({
        method: 'POST',
        url: shopPages.webhook,
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      });
    },
  }) as LocalPayments;
}

/** Anna buys the training plan with the local provider's test card. */
async function annaBuysThePlan() {
  const anna = await login(test.app, 'anna@example.org', demoPassword);
  const started = await test.app.inject({
    method: 'POST',
    url: `/api/products/${planSlug}/checkout`,
    ...anna,
  });
  const checkout = new URL(started.json().data.url as string, 'http://portal.invalid');
  const paid = await test.app.inject({
    method: 'POST',
    url: checkout.pathname,
    cookies: anna.cookies,
    payload: new URLSearchParams({ card: '4242 4242 4242 4242' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(paid.statusCode).toBe(303);
  const sessionId = checkout.pathname.split('/').pop()!;
  const [row] = await test.database.db
    .select()
    .from(purchases)
    .where(eq(purchases.sessionId, sessionId));
  return row!;
}

describe('purchases in the backend', () => {
  it('shows purchases with buyer, amount and state as payment events change it', async () => {
    const purchase = await annaBuysThePlan();

    const list = await call('redaktion', 'GET', '/api/backend/purchases?status=succeeded');
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      expect.objectContaining({
        id: purchase.id,
        status: 'succeeded',
        buyer_username: expect.any(String),
        buyer_email: 'anna@example.org',
        amount_cents: 1290,
        receipt_number: 1,
        receipt: `/shop/receipt/${purchase.id}`,
        paid_at: expect.any(String),
      }),
    ]);
    const byProduct = await call(
      'admin',
      'GET',
      `/api/backend/purchases?product_id=${purchase.productId}&q=anna`,
    );
    expect(byProduct.json().total).toBe(1);
    expect(
      (await call('admin', 'GET', `/api/backend/purchases?product_id=999999`)).json().total,
    ).toBe(0);
    const paid = await call('redaktion', 'GET', '/api/backend/products?q=Trainingsplan');
    expect(paid.json().data[0].paid_purchases).toBe(1);

    // Refunds start at the provider and arrive as events.
    expect(await localProvider().refund(purchase.paymentIntentId!)).toBe(true);
    const shown = await call('redaktion', 'GET', `/api/backend/purchases/${purchase.id}`);
    expect(shown.json().data).toMatchObject({ status: 'refunded', receipt_number: 1 });
    expect(
      (await call('redaktion', 'GET', '/api/backend/purchases?status=refunded')).json().total,
    ).toBe(1);
  });

  it('refuses unknown states (422 naming the field) and unknown purchases (404)', async () => {
    const bad = await call('redaktion', 'GET', '/api/backend/purchases?status=lost&product_id=x');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['product_id', 'status']);
    expect((await call('redaktion', 'GET', '/api/backend/purchases/999999')).statusCode).toBe(404);
  });
});
