import { createHmac } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createLocalPayments, type LocalPayments } from './local-payments.ts';
import type { NoPayments, PaymentProvider } from './payments.ts';
import { createStripePayments } from './stripe-payments.ts';

export type {
  NoPayments,
  Payments,
  PaymentProvider,
  PaymentEvent,
  SessionSnapshot,
  PaymentState,
} from './payments.ts';
export { InvalidSignatureError } from './payments.ts';
export type { LocalPayments, PayOutcome } from './local-payments.ts';
export { localTestCards } from './local-payments.ts';

/**
 * Whether the built-in test checkout may take payments: LOCAL_TEST_CHECKOUT by name, else
 * outside production only (in production it would hand paid products out for test cards).
 */
export function localTestCheckoutOn(
  config: Pick<Config, 'NODE_ENV' | 'LOCAL_TEST_CHECKOUT'>,
): boolean {
  return config.LOCAL_TEST_CHECKOUT
    ? config.LOCAL_TEST_CHECKOUT === 'on'
    : config.NODE_ENV !== 'production';
}

/**
 * STRIPE_SECRET_KEY with STRIPE_WEBHOOK_SECRET switch card payments to Stripe; otherwise the
 * embedded local provider takes them where it is on, signing its events with a secret derived
 * from the session secret (it never leaves the server). Neither: no provider at all.
 */
export function createPayments(
  config: Config,
  deps: {
    db: Database;
    sessionSecret: string;
    deliver(body: string, signature: string): Promise<void>;
  },
): PaymentProvider | LocalPayments | NoPayments {
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) {
    return createStripePayments({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    });
  }
  if (!localTestCheckoutOn(config)) return { kind: 'none' };
  const webhookSecret = `whsec_${createHmac('sha256', deps.sessionSecret).update('local-payments').digest('base64url')}`;
  return createLocalPayments({
    db: deps.db,
    publicUrl: config.PUBLIC_URL,
    webhookSecret,
    pendingSeconds: config.LOCAL_PAYMENT_PENDING_SECONDS,
    deliver: deps.deliver,
  });
}
