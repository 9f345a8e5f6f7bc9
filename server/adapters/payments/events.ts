import Stripe from 'stripe';
import { InvalidSignatureError, signatureToleranceSeconds, type PaymentEvent } from './payments.ts';

// Signing and verifying need no account: the SDK's webhook helpers work offline.
const offline = new Stripe('sk_test_offline', { maxNetworkRetries: 0 });

type EventObject = { id?: unknown; object?: unknown; payment_intent?: unknown };

/**
 * Verifies a Stripe-format signed event (both adapters use the format) and reads what it
 * points at: a checkout session, or for charge events the payment.
 */
export function verifyEvent(
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
  nowMs?: number,
): PaymentEvent {
  if (!signature) throw new InvalidSignatureError('No signature.');
  let event: Stripe.Event;
  try {
    event = offline.webhooks.constructEvent(
      rawBody,
      signature,
      secret,
      signatureToleranceSeconds,
      undefined,
      nowMs,
    );
  } catch (error) {
    throw new InvalidSignatureError(error instanceof Error ? error.message : 'Bad signature.');
  }
  const object = (event.data?.object ?? {}) as EventObject;
  const isSession = object.object === 'checkout.session' && typeof object.id === 'string';
  const intent = object.payment_intent;
  return {
    id: event.id,
    type: event.type,
    sessionId: isSession ? (object.id as string) : null,
    paymentIntentId:
      typeof intent === 'string'
        ? intent
        : intent && typeof intent === 'object' && 'id' in intent
          ? String((intent as { id: unknown }).id)
          : null,
  };
}

/** A signature header for a payload, as Stripe sends it (the local provider signs with it). */
export function signEvent(payload: string, secret: string, timestampSeconds?: number): string {
  return offline.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(timestampSeconds === undefined ? {} : { timestamp: timestampSeconds }),
  });
}
