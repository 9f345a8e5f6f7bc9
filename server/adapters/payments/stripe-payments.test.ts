import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signEvent } from './events.ts';
import { InvalidSignatureError, type PaymentProvider } from './payments.ts';
import { recorded, recordedWebhookSecret, startRecordedStripe } from './recorded-stripe.ts';
import { createPayments } from './index.ts';
import { loadConfig } from '../../config.ts';

// The production adapter against recorded Stripe payloads: the SDK talks HTTP to a loopback
// fake that answers with them, and events are signed offline as Stripe signs them.
const webhookSecret = recordedWebhookSecret;
let fake: Awaited<ReturnType<typeof startRecordedStripe>>;
let payments: PaymentProvider;
let session: Record<string, unknown>;
const seen = () => fake.state.seen;

beforeAll(async () => {
  fake = await startRecordedStripe();
  payments = fake.payments;
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  session = fake.state.session;
});

describe('the Stripe adapter', () => {
  it('opens a Checkout Session with the price it is given, once per purchase', async () => {
    const opened = await payments.createCheckout({
      reference: '17',
      itemName: 'Lauf-Guide Alster (PDF)',
      amountCents: 490,
      currency: 'eur',
      successUrl: 'https://portal.example/callback/lauf-guide-alster?status=success',
      cancelUrl: 'https://portal.example/callback/lauf-guide-alster?status=cancel',
      locale: 'de',
      customerEmail: 'anna@example.org',
    });
    expect(opened).toEqual({
      id: 'cs_test_a1sPq7Ygm2KQ4tV9nBv3xZ0cLr8dWf6hJ5eT2uY',
      url: 'https://checkout.stripe.com/c/pay/cs_test_a1sPq7Ygm2KQ4tV9nBv3xZ0cLr8dWf6hJ5eT2uY',
    });
    const form = new URLSearchParams(seen()[0]!.body);
    expect(form.get('mode')).toBe('payment');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('490');
    expect(form.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(form.get('client_reference_id')).toBe('17');
    expect(seen()[0]!.headers['idempotency-key']).toBe('purchase-17');
    expect(seen()[0]!.headers.authorization).toBe('Bearer sk_test_recorded');
  });

  it('reads a paid session as succeeded with the charge receipt', async () => {
    const snapshot = await payments.retrieve('cs_test_a1sPq7Ygm2KQ4tV9nBv3xZ0cLr8dWf6hJ5eT2uY');
    expect(seen()[0]!.path).toContain('expand[0]=payment_intent.latest_charge');
    expect(snapshot).toEqual({
      sessionId: 'cs_test_a1sPq7Ygm2KQ4tV9nBv3xZ0cLr8dWf6hJ5eT2uY',
      state: 'succeeded',
      openUrl: null,
      paymentIntentId: 'pi_3QxS7kLkdIwHu7ix0w1bT9Vd',
      receiptUrl: 'https://pay.stripe.com/receipts/payment/CAcaFwoVYWNjdF8xUXhTN2tMa2RJd0h1N2l4',
    });
  });

  it('reads refunded, processing, failed, expired and open sessions', async () => {
    const intent = session.payment_intent as Record<string, unknown>;
    const charge = intent.latest_charge as Record<string, unknown>;
    charge.refunded = true;
    expect((await payments.retrieve('cs')).state).toBe('refunded');
    Object.assign(session, { payment_status: 'unpaid' });
    Object.assign(intent, { status: 'processing', latest_charge: null });
    expect((await payments.retrieve('cs')).state).toBe('pending');
    intent.status = 'requires_payment_method';
    expect((await payments.retrieve('cs')).state).toBe('failed');
    Object.assign(session, { status: 'expired' });
    expect((await payments.retrieve('cs')).state).toBe('failed');
    Object.assign(session, {
      status: 'open',
      url: 'https://checkout.stripe.com/c/pay/cs',
      payment_intent: null,
    });
    expect(await payments.retrieve('cs')).toMatchObject({
      state: 'pending',
      openUrl: 'https://checkout.stripe.com/c/pay/cs',
    });
  });

  it('expires only open sessions and finds the session of a payment', async () => {
    await payments.expire('cs');
    expect(seen().some((s) => s.path.endsWith('/expire'))).toBe(false);
    Object.assign(session, { status: 'open', url: 'https://checkout.stripe.com/c/pay/cs' });
    await payments.expire('cs');
    expect(
      seen().some((s) => s.method === 'POST' && s.path === '/v1/checkout/sessions/cs/expire'),
    ).toBe(true);
    expect(await payments.sessionOfPayment('pi_3QxS7kLkdIwHu7ix0w1bT9Vd')).toBe(
      'cs_test_a1sPq7Ygm2KQ4tV9nBv3xZ0cLr8dWf6hJ5eT2uY',
    );
  });

  it('reads recorded signed events and refuses bad or stale signatures', () => {
    const completed = recorded('checkout-session-completed');
    expect(
      payments.parseEvent(Buffer.from(completed), signEvent(completed, webhookSecret)),
    ).toEqual({
      id: 'evt_1QxS7mLkdIwHu7ixYf3Vb2Qe',
      type: 'checkout.session.completed',
      sessionId: 'cs_test_a1sPq7Ygm2KQ4tV9nBv3xZ0cLr8dWf6hJ5eT2uY',
      paymentIntentId: 'pi_3QxS7kLkdIwHu7ix0w1bT9Vd',
    });
    const refunded = recorded('charge-refunded');
    expect(
      payments.parseEvent(Buffer.from(refunded), signEvent(refunded, webhookSecret)),
    ).toMatchObject({
      type: 'charge.refunded',
      sessionId: null,
      paymentIntentId: 'pi_3QxS7kLkdIwHu7ix0w1bT9Vd',
    });
    const bad = () =>
      payments.parseEvent(Buffer.from(completed), signEvent(completed, 'whsec_other'));
    expect(bad).toThrow(InvalidSignatureError);
    const old = signEvent(completed, webhookSecret, Math.floor(Date.now() / 1000) - 301);
    expect(() => payments.parseEvent(Buffer.from(completed), old)).toThrow(InvalidSignatureError);
    expect(() => payments.parseEvent(Buffer.from(completed), undefined)).toThrow(
      InvalidSignatureError,
    );
  });
});

describe('choosing the provider', () => {
  const deps = { db: {} as never, sessionSecret: 'x'.repeat(32), deliver: async () => undefined };
  it('takes Stripe when both variables are set, the local provider otherwise', () => {
    const stripe = loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' });
    expect(createPayments(stripe, deps).kind).toBe('stripe');
    expect(createPayments(loadConfig({}), deps).kind).toBe('local');
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/set both or neither/);
    expect(() =>
      loadConfig({ STRIPE_WEBHOOK_SECRET: 'nope', STRIPE_SECRET_KEY: 'sk_test_1' }),
    ).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });
});
