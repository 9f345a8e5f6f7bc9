import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signEvent } from '../../adapters/payments/events.ts';
import {
  recorded,
  recordedWebhookSecret,
  startRecordedStripe,
} from '../../adapters/payments/recorded-stripe.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  planSlug,
  postEvent,
  purchaseOfSession,
  signedIn,
  startCheckout,
} from './shop-fixtures.ts';

// The whole shop with the Stripe adapter: the SDK talks to a loopback server answering with
// recorded payloads, and recorded events arrive at the webhook signed as Stripe signs them.
let fake: Awaited<ReturnType<typeof startRecordedStripe>>;
let test: TestApp;
const sessionId = 'cs_test_a1sPq7Ygm2KQ4tV9nBv3xZ0cLr8dWf6hJ5eT2uY';
const receiptUrl = 'https://pay.stripe.com/receipts/payment/CAcaFwoVYWNjdF8xUXhTN2tMa2RJd0h1N2l4';

beforeAll(async () => {
  fake = await startRecordedStripe();
  test = await createTestApp({
    seed: { offers: 0, articles: 0, events: 0 },
    payments: fake.payments,
  });
});
afterAll(async () => {
  await test.close();
  await fake.close();
});

const send = (name: string) => {
  const body = recorded(name);
  return postEvent(test.app, body, signEvent(body, recordedWebhookSecret));
};

describe('the shop with Stripe', () => {
  it('sends the buyer to Stripe Checkout with the price from the database', async () => {
    const anna = await signedIn(test.app, 'anna@example.org');
    const answer = await startCheckout(test.app, anna);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.url).toBe(`https://checkout.stripe.com/c/pay/${sessionId}`);
    const form = new URLSearchParams(fake.state.seen.at(-1)!.body);
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('1290');
    expect(form.get('success_url')).toBe(
      `http://localhost:3000/callback/${planSlug}?status=success`,
    );
    expect(form.get('customer_email')).toBe('anna@example.org');
    expect((await purchaseOfSession(test, sessionId)).status).toBe('pending');
  });

  it('records the recorded completion with the charge receipt, once', async () => {
    expect((await send('checkout-session-completed')).json().outcome).toBe('applied');
    const paid = await purchaseOfSession(test, sessionId);
    expect(paid).toMatchObject({ status: 'succeeded', receiptUrl, provider: 'stripe' });
    expect((await send('checkout-session-completed')).json().outcome).toBe('duplicate');
    const anna = await signedIn(test.app, 'anna@example.org');
    const mine = await test.app.inject({
      method: 'GET',
      url: '/api/user/purchases',
      cookies: anna.cookies,
    });
    expect(mine.json().data[0]).toMatchObject({ status: 'succeeded', receipt: receiptUrl });
  });

  it('revokes the product on the recorded refund, read back from Stripe', async () => {
    const intent = fake.state.session.payment_intent as { latest_charge: { refunded: boolean } };
    intent.latest_charge.refunded = true;
    expect((await send('charge-refunded')).json().outcome).toBe('applied');
    expect((await purchaseOfSession(test, sessionId)).status).toBe('refunded');
  });

  it('refuses a recorded event signed with another secret', async () => {
    const body = recorded('charge-refunded');
    const answer = await postEvent(test.app, body, signEvent(body, 'whsec_someone_else'));
    expect(answer.statusCode).toBe(400);
  });
});
