import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchases } from '../../db/schema/index.ts';
import { createTestApp, csrf, type TestApp } from '../../test/app.ts';
import {
  localProviderOf,
  pagePath,
  payWith,
  planSlug,
  purchaseOfSession,
  sessionIdOf,
  signedIn,
  startCheckout,
} from './shop-fixtures.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({
    seed: { offers: 0, articles: 0, events: 0 },
    config: { CHECKOUTS_PER_MINUTE: 100 },
  });
});
afterAll(() => test.close());

type Who = Awaited<ReturnType<typeof signedIn>>;
const get = (url: string, who?: Who, lang = 'de') =>
  test.app.inject({
    method: 'GET',
    url,
    cookies: who?.cookies,
    headers: { 'accept-language': lang },
  });

describe('the shop calls', () => {
  it('lists the products with name, price in cents and description in the language asked', async () => {
    const de = (await get('/api/products')).json();
    expect(de.data).toHaveLength(3);
    expect(de.data[0]).toMatchObject({
      slug: planSlug,
      stripe_name: 'Trainingsplan „Fit durch den Sommer“',
      stripe_price_value: 1290,
      image: '/demo/highlight-2.svg',
    });
    const en = (await get('/api/products', undefined, 'en')).json();
    expect(en.data[0].stripe_name).toBe('Training plan “Fit through the summer”');
  });

  it('reads one product by slug and answers 404 for unknown ones', async () => {
    expect((await get(`/api/products/${planSlug}`)).json().data.stripe_price_value).toBe(1290);
    expect((await get('/api/products/nothing-here')).statusCode).toBe(404);
  });

  it('refuses a checkout to visitors (401), unverified users (403) and unknown products (404)', async () => {
    const anonymous = await csrf(test.app);
    expect((await startCheckout(test.app, anonymous)).statusCode).toBe(401);
    const clara = await signedIn(test.app, 'clara@example.org');
    expect((await startCheckout(test.app, clara)).statusCode).toBe(403);
    const ben = await signedIn(test.app, 'ben@example.org');
    expect((await startCheckout(test.app, ben, 'nothing-here')).statusCode).toBe(404);
    const noToken = await test.app.inject({
      method: 'POST',
      url: `/api/products/${planSlug}/checkout`,
      cookies: ben.cookies,
    });
    expect(noToken.statusCode).toBe(419);
  });

  it('answers 401 for purchases and paid products without a session, 422 for a bad id', async () => {
    expect((await get('/api/user/purchases')).statusCode).toBe(401);
    expect((await get('/api/paid-products/1')).statusCode).toBe(401);
    const ben = await signedIn(test.app, 'ben@example.org');
    const bad = await get('/api/paid-products/abc', ben);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('id');
    expect((await get('/api/paid-products/999999', ben)).statusCode).toBe(404);
  });
});

describe('buying with the local provider', () => {
  it('pays with the test card: purchase succeeded, product page and receipt for the buyer only', async () => {
    const anna = await signedIn(test.app, 'anna@example.org');
    const ben = await signedIn(test.app, 'ben@example.org');
    const started = await startCheckout(test.app, anna);
    expect(started.statusCode).toBe(200);
    const { url } = started.json().data as { url: string };
    expect(url).toMatch(/\/payments\/local\/checkout\/cs_local_/);

    const page = await get(pagePath(url), anna);
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/12,90\s€/);
    expect((await get(pagePath(url), ben)).statusCode).toBe(404);

    const productId = (await get(`/api/products/${planSlug}`)).json().data.id as number;
    expect((await get(`/api/paid-products/${productId}`, anna)).statusCode).toBe(403);

    const paid = await payWith(test.app, anna, url, '4242 4242 4242 4242');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toMatch(new RegExp(`/callback/${planSlug}\\?status=success$`));

    const mine = (await get('/api/user/purchases', anna)).json().data;
    expect(mine).toEqual([
      expect.objectContaining({ id: productId, slug: planSlug, status: 'succeeded' }),
    ]);
    const receipt = mine[0].receipt as string;
    expect(receipt).toMatch(/^\/shop\/receipt\/\d+\?lang=de$/);

    const product = await get(`/api/paid-products/${productId}`, anna);
    expect(product.statusCode).toBe(200);
    expect(product.json().data.stripe_name).toBe('Trainingsplan „Fit durch den Sommer“');
    expect(product.json().data.fragments.map((f: { template: string }) => f.template)).toContain(
      'video',
    );
    expect((await get(`/api/paid-products/${productId}`, ben)).statusCode).toBe(403);

    const shown = await get(receipt, anna);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('AC-000001');
    expect(shown.body).toMatch(/12,90\s€/);
    expect(shown.body).toContain('Umsatzsteuer (19 %)');
    expect(shown.body).toMatch(/2,06\s€/);
    expect(shown.body).toContain('Active City Hamburg');
    expect(shown.body).not.toContain('Anna');
    expect((await get(receipt.replace('lang=de', 'lang=en'), anna)).body).toContain(
      'VAT included (19 %)',
    );
    expect((await get(receipt, ben)).statusCode).toBe(404);
    const anonymous = await get(receipt);
    expect(anonymous.statusCode).toBe(303);
    expect(anonymous.headers.location).toMatch(/^\/login\?redirect=/);

    // Owned: a second checkout is refused.
    expect((await startCheckout(test.app, anna)).statusCode).toBe(409);
  });

  it('shows a declined card on the page; going back ends the payment and frees the product', async () => {
    const ben = await signedIn(test.app, 'ben@example.org');
    const { url } = (await startCheckout(test.app, ben, 'lauf-guide-alster')).json().data;
    const declined = await payWith(test.app, ben, url, '4000000000000002');
    expect(declined.statusCode).toBe(200);
    expect(declined.body).toContain('Deine Karte wurde abgelehnt');
    expect((await purchaseOfSession(test, sessionIdOf(url))).status).toBe('pending');
    expect((await payWith(test.app, ben, url, '1234')).body).toContain('kennt die Testkasse nicht');

    const cancelled = await test.app.inject({
      method: 'POST',
      url: '/api/products/lauf-guide-alster/checkout/cancel',
      cookies: ben.cookies,
      headers: ben.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toEqual([]);
    expect((await purchaseOfSession(test, sessionIdOf(url))).status).toBe('failed');
    expect((await get(pagePath(url), ben)).statusCode).toBe(404);
    expect((await startCheckout(test.app, ben, 'lauf-guide-alster')).statusCode).toBe(200);
  });

  it('keeps a processing payment pending until it succeeds later', async () => {
    const redaktion = await signedIn(test.app, 'redaktion@example.org');
    const { url } = (await startCheckout(test.app, redaktion, 'videokurs-yoga-im-park')).json()
      .data;
    const paid = await payWith(test.app, redaktion, url, '4000 0000 0000 0077');
    expect(paid.statusCode).toBe(303);
    const mine = () => get('/api/user/purchases', redaktion).then((r) => r.json().data[0]);
    expect(await mine()).toMatchObject({ status: 'pending', receipt: null });
    // Pending blocks a second purchase (the session is no longer open to continue).
    expect((await startCheckout(test.app, redaktion, 'videokurs-yoga-im-park')).statusCode).toBe(
      409,
    );
    const local = localProviderOf(test);
    expect(await local.settleDue(new Date())).toBe(0);
    expect(await local.settleDue(new Date(Date.now() + 60_000))).toBeGreaterThan(0);
    expect(await mine()).toMatchObject({ status: 'succeeded' });
  });

  it('lets two checkouts at once open one payment only', async () => {
    const ben = await signedIn(test.app, 'ben@example.org');
    const answers = await Promise.all([
      startCheckout(test.app, ben, 'videokurs-yoga-im-park'),
      startCheckout(test.app, ben, 'videokurs-yoga-im-park'),
    ]);
    // The second either continues the first one's open session or waits its turn (409).
    expect([
      [200, 200],
      [200, 409],
    ]).toContainEqual(answers.map((a) => a.statusCode).sort());
    const ok = answers.filter((a) => a.statusCode === 200).map((a) => a.json().data.url);
    expect(ok.length + answers.filter((a) => a.statusCode === 409).length).toBe(2);
    // The same session, whichever way its page was named (a continued one has no language).
    expect(new Set(ok.map(sessionIdOf)).size).toBe(1);
    const rows = await test.database.db
      .select()
      .from(purchases)
      .where(eq(purchases.status, 'pending'));
    const bens = rows.filter((r) => r.itemName === 'Videokurs Yoga im Park' && r.userId !== null);
    expect(bens.filter((r) => r.sessionId === sessionIdOf(ok[0]))).toHaveLength(1);
  });

  it('refuses a second open purchase in the database itself', async () => {
    const [open] = await test.database.db
      .select()
      .from(purchases)
      .where(eq(purchases.status, 'succeeded'));
    await expect(
      test.database.db.insert(purchases).values({
        ...open!,
        id: undefined,
        sessionId: 'cs_second',
        status: 'pending',
        receiptNumber: null,
      }),
    ).rejects.toThrow();
  });
});
