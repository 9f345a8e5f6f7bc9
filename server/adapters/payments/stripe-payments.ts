import Stripe from 'stripe';
import { verifyEvent } from './events.ts';
import {
  checkoutLifetimeSeconds,
  type CheckoutRequest,
  type PaymentProvider,
  type PaymentState,
  type SessionSnapshot,
} from './payments.ts';

export type StripeOptions = {
  secretKey: string;
  webhookSecret: string;
  /** Another API address (a loopback fake in tests); unset: Stripe's own. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
};

type Intent = Stripe.PaymentIntent | string | null;

function intentOf(session: Stripe.Checkout.Session): Stripe.PaymentIntent | null {
  const intent: Intent = session.payment_intent;
  return intent && typeof intent === 'object' ? intent : null;
}

function chargeOf(intent: Stripe.PaymentIntent | null): Stripe.Charge | null {
  const charge = intent?.latest_charge;
  return charge && typeof charge === 'object' ? charge : null;
}

/** Reads a session (with its payment and charge expanded) as one of the portal's states. */
export function stateOfSession(session: Stripe.Checkout.Session): PaymentState {
  if (session.status === 'expired') return 'failed';
  const intent = intentOf(session);
  if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') {
    // Only a full refund takes the product away; a partial one is a goodwill gesture.
    return chargeOf(intent)?.refunded ? 'refunded' : 'succeeded';
  }
  if (session.status === 'complete') {
    // Completed but unpaid: an asynchronous payment on its way, or one that failed.
    const status = intent?.status;
    if (status === 'requires_payment_method' || status === 'canceled') return 'failed';
    return 'pending';
  }
  return 'pending';
}

/** Stripe Checkout: hosted payment page, prices from the portal's product, signed webhooks. */
export function createStripePayments(options: StripeOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    ...(options.api ?? {}),
  });

  async function retrieve(sessionId: string): Promise<SessionSnapshot> {
    const session = await stripe.checkout.sessions.retrieve(sessionId, {
      expand: ['payment_intent.latest_charge'],
    });
    const intent = intentOf(session);
    const paymentIntentId =
      intent?.id ?? (typeof session.payment_intent === 'string' ? session.payment_intent : null);
    return {
      sessionId: session.id,
      state: stateOfSession(session),
      openUrl: session.status === 'open' ? session.url : null,
      paymentIntentId,
      receiptUrl: chargeOf(intent)?.receipt_url ?? null,
    };
  }

  return {
    kind: 'stripe',
    async createCheckout(request: CheckoutRequest) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: request.reference,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency,
                unit_amount: request.amountCents,
                product_data: { name: request.itemName },
              },
            },
          ],
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          locale: request.locale,
          expires_at: Math.floor(Date.now() / 1000) + checkoutLifetimeSeconds,
          metadata: { purchase: request.reference },
          payment_intent_data: { metadata: { purchase: request.reference } },
          ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
        },
        // A retried request after a timeout must not open a second session for one purchase.
        { idempotencyKey: `purchase-${request.reference}` },
      );
      if (!session.url) throw new Error('Stripe returned a session without a payment page.');
      return { id: session.id, url: session.url };
    },
    retrieve,
    async expire(sessionId: string) {
      const snapshot = await retrieve(sessionId);
      if (snapshot.openUrl) await stripe.checkout.sessions.expire(sessionId);
    },
    async sessionOfPayment(paymentIntentId: string) {
      const list = await stripe.checkout.sessions.list({
        payment_intent: paymentIntentId,
        limit: 1,
      });
      return list.data[0]?.id ?? null;
    },
    parseEvent: (rawBody, signature) => verifyEvent(rawBody, signature, options.webhookSecret),
  };
}
