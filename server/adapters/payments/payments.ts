/**
 * The payments port: card payments through a provider's hosted checkout, confirmed by signed
 * events. Two adapters: Stripe (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET) and the embedded local
 * provider (the default outside production, LOCAL_TEST_CHECKOUT). Without either there is no
 * provider (`NoPayments`): the shop shows its products but takes no payments. Events are only a
 * nudge: the portal always asks the provider for the session's current state (`retrieve`)
 * before it changes anything (decision 030).
 */
import type { Locale } from '../../../domain/shared/locale.ts';

/** Where a payment stands, as the provider reports it now. */
export type PaymentState = 'pending' | 'succeeded' | 'failed' | 'refunded';

export type CheckoutRequest = {
  /** The portal's purchase id; it comes back as the session's client reference. */
  reference: string;
  itemName: string;
  /** Gross amount in cents, always from the product in the database. */
  amountCents: number;
  currency: 'eur';
  successUrl: string;
  cancelUrl: string;
  locale: Locale;
  customerEmail?: string;
};

export type CheckoutSession = { id: string; url: string };

export type SessionSnapshot = {
  sessionId: string;
  state: PaymentState;
  /** The page where the buyer can still pay, while the session is open. */
  openUrl: string | null;
  paymentIntentId: string | null;
  /** The provider's receipt for the payment, when it issues one. */
  receiptUrl: string | null;
};

/** What an event points at; its content beyond that is not trusted. */
export type PaymentEvent = {
  id: string;
  type: string;
  sessionId: string | null;
  paymentIntentId: string | null;
};

export class InvalidSignatureError extends Error {
  override name = 'InvalidSignatureError';
}

export interface PaymentProvider {
  readonly kind: 'local' | 'stripe';
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  retrieve(sessionId: string): Promise<SessionSnapshot>;
  /** Ends a session that is still open (the buyer went back); paid ones stay as they are. */
  expire(sessionId: string): Promise<void>;
  /** The checkout session a payment belongs to (refund events name only the payment). */
  sessionOfPayment(paymentIntentId: string): Promise<string | null>;
  /** Checks the signature (with a time tolerance) and reads the event, or throws InvalidSignatureError. */
  parseEvent(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}

/** No provider is configured: nothing can be paid, so nothing is opened, read or verified. */
export type NoPayments = { readonly kind: 'none' };

/** What the configuration chose: a provider, or none. */
export type Payments = PaymentProvider | NoPayments;

/** How long a checkout session stays open (Stripe's minimum is 30 minutes). */
export const checkoutLifetimeSeconds = 30 * 60;
/** Events older than this are refused, so a captured one cannot be replayed later. */
export const signatureToleranceSeconds = 300;
