import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localPaymentSessions, paymentEvents, purchases } from '../../db/schema/index.ts';
import { createFulfilment } from './fulfilment.ts';
import { createShopRepository } from './repository.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  localProviderOf,
  password,
  payWith,
  postEvent,
  purchaseOfSession,
  sessionEvent,
  sessionIdOf,
  signedIn,
  startCheckout,
} from './shop-fixtures.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ seed: { offers: 0, articles: 0, events: 0 } });
});
afterAll(() => test.close());

const eventCount = async (id: string) =>
  (await test.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, id))).length;

describe('the payment webhook', () => {
  it('refuses events without, with a wrong, a stale or a tampered signature (400), storing nothing', async () => {
    const good = sessionEvent('evt_sig', 'checkout.session.completed', 'cs_unknown');
    expect((await postEvent(test.app, good.body)).statusCode).toBe(400);
    expect((await postEvent(test.app, good.body, 't=1,v1=abc')).statusCode).toBe(400);
    const stale = sessionEvent(
      'evt_sig',
      'checkout.session.completed',
      'cs_unknown',
      Math.floor(Date.now() / 1000) - 600,
    );
    expect((await postEvent(test.app, stale.body, stale.signature)).statusCode).toBe(400);
    const tampered = good.body.replace('cs_unknown', 'cs_other');
    expect((await postEvent(test.app, tampered, good.signature)).statusCode).toBe(400);
    expect(await eventCount('evt_sig')).toBe(0);
    // Signed and fresh: accepted, though it names a session the portal does not know.
    const answer = await postEvent(test.app, good.body, good.signature);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ outcome: 'ignored' });
  });

  it('trusts the provider, not the payload; handles each event once; states only move forward', async () => {
    const anna = await signedIn(test.app, 'anna@example.org');
    const { url } = (await startCheckout(test.app, anna)).json().data;
    const sessionId = sessionIdOf(url);

    // A signed event claims completion, but the provider says the session is still open.
    const early = sessionEvent('evt_early', 'checkout.session.completed', sessionId);
    expect((await postEvent(test.app, early.body, early.signature)).json().outcome).toBe('applied');
    expect((await purchaseOfSession(test, sessionId)).status).toBe('pending');

    await payWith(test.app, anna, url, '4242424242424242');
    const paid = await purchaseOfSession(test, sessionId);
    expect(paid).toMatchObject({ status: 'succeeded', receiptNumber: 1 });

    // Replayed: handled once.
    expect((await postEvent(test.app, early.body, early.signature)).json().outcome).toBe(
      'duplicate',
    );
    expect(await eventCount('evt_early')).toBe(1);

    // Late and out of order: an expiry after the payment changes nothing.
    const late = sessionEvent('evt_late', 'checkout.session.expired', sessionId);
    await postEvent(test.app, late.body, late.signature);
    expect((await purchaseOfSession(test, sessionId)).status).toBe('succeeded');

    // A refund revokes access; the receipt stays.
    const local = localProviderOf(test);
    expect(await local.refund(paid.paymentIntentId!)).toBe(true);
    const refunded = await purchaseOfSession(test, sessionId);
    expect(refunded).toMatchObject({ status: 'refunded', receiptNumber: 1 });
    const product = await test.app.inject({
      method: 'GET',
      url: `/api/paid-products/${paid.productId}`,
      cookies: anna.cookies,
    });
    expect(product.statusCode).toBe(403);
    const mine = await test.app.inject({
      method: 'GET',
      url: '/api/user/purchases',
      cookies: anna.cookies,
    });
    expect(mine.json().data[0]).toMatchObject({ status: 'refunded' });
    expect(mine.json().data[0].receipt).toBeTruthy();

    // Success reported after the refund: still refunded.
    const again = sessionEvent('evt_again', 'checkout.session.async_payment_succeeded', sessionId);
    await postEvent(test.app, again.body, again.signature);
    expect((await purchaseOfSession(test, sessionId)).status).toBe('refunded');
    // A refunded product can be bought again.
    expect((await startCheckout(test.app, anna)).statusCode).toBe(200);
  });

  it('applies a refund that arrives before the payment was recorded (out of order)', async () => {
    const redaktion = await signedIn(test.app, 'redaktion@example.org');
    const { url } = (await startCheckout(test.app, redaktion, 'lauf-guide-alster')).json().data;
    const sessionId = sessionIdOf(url);
    // Paid at the provider, but the completion event is lost; then the refund's event comes.
    await test.database.db
      .update(localPaymentSessions)
      .set({ status: 'complete', paymentStatus: 'paid', paymentIntentStatus: 'succeeded' })
      .where(eq(localPaymentSessions.id, sessionId));
    const [session] = await test.database.db
      .select()
      .from(localPaymentSessions)
      .where(eq(localPaymentSessions.id, sessionId));
    expect((await purchaseOfSession(test, sessionId)).paymentIntentId).toBeNull();
    expect(await localProviderOf(test).refund(session!.paymentIntentId)).toBe(true);
    expect(await purchaseOfSession(test, sessionId)).toMatchObject({
      status: 'refunded',
      paymentIntentId: session!.paymentIntentId,
    });
  });

  it('catches a lost event by reconciling pending purchases with the provider', async () => {
    const ben = await signedIn(test.app, 'ben@example.org');
    const { url } = (await startCheckout(test.app, ben, 'lauf-guide-alster')).json().data;
    const sessionId = sessionIdOf(url);
    // The provider records the payment, but its event never arrives.
    await test.database.db
      .update(localPaymentSessions)
      .set({ status: 'complete', paymentStatus: 'paid', paymentIntentStatus: 'succeeded' })
      .where(eq(localPaymentSessions.id, sessionId));
    expect((await purchaseOfSession(test, sessionId)).status).toBe('pending');
    const fulfilment = createFulfilment({
      db: test.database.db,
      repo: createShopRepository(test.database.db),
      provider: localProviderOf(test),
      log: test.app.log,
    });
    // Younger than the cut-off: left alone; older: asked about and recorded.
    expect(await fulfilment.reconcile(new Date(Date.now() - 60_000))).toBe(0);
    expect(await fulfilment.reconcile(new Date(Date.now() + 1000))).toBeGreaterThan(0);
    expect((await purchaseOfSession(test, sessionId)).status).toBe('succeeded');

    // Event ids are forgotten once no provider would send them again.
    expect(await eventCount('evt_early')).toBe(1);
    await fulfilment.forgetEventsBefore(new Date(Date.now() - 60_000));
    expect(await eventCount('evt_early')).toBe(1);
    await fulfilment.forgetEventsBefore(new Date(Date.now() + 1000));
    expect(await eventCount('evt_early')).toBe(0);
  });
});

describe('deleting an account with purchases', () => {
  it('keeps the receipt records without the buyer and ends open payments', async () => {
    const ben = await signedIn(test.app, 'ben@example.org');
    const owned = (await startCheckout(test.app, ben, 'videokurs-yoga-im-park')).json().data.url;
    await payWith(test.app, ben, owned, '4242424242424242');
    const open = (await startCheckout(test.app, ben, 'trainingsplan-fit-durch-den-sommer')).json()
      .data.url;
    const me = await test.app.inject({ method: 'GET', url: '/api/user', cookies: ben.cookies });
    const deleted = await test.app.inject({
      method: 'POST',
      url: '/api/user/delete',
      cookies: ben.cookies,
      headers: ben.headers,
      payload: { id: me.json().data.id, password },
    });
    expect(deleted.statusCode).toBe(200);

    const kept = await purchaseOfSession(test, sessionIdOf(owned));
    expect(kept).toMatchObject({ userId: null, status: 'succeeded', amountCents: 1900 });
    expect(kept.receiptNumber).toBeGreaterThan(0);
    expect((await purchaseOfSession(test, sessionIdOf(open))).status).toBe('failed');
    const orphans = await test.database.db.select().from(purchases).where(isNull(purchases.userId));
    expect(orphans.length).toBeGreaterThanOrEqual(2);
  });
});
