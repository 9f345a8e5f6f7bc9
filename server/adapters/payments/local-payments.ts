import { randomBytes } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { localPaymentSessions } from '../../db/schema/index.ts';
import { shopPages } from '../../../domain/shop/api-paths.ts';
import { signEvent, verifyEvent } from './events.ts';
import {
  checkoutLifetimeSeconds,
  type CheckoutRequest,
  type PaymentProvider,
  type PaymentState,
  type SessionSnapshot,
} from './payments.ts';

type SessionRow = typeof localPaymentSessions.$inferSelect;

/** The test cards of the local checkout page (Stripe's numbers where Stripe has one). */
export const localTestCards = {
  '4242424242424242': 'succeeds',
  '4000000000000002': 'declined',
  '4000000000000077': 'pending',
} as const;

export type PayOutcome = 'paid' | 'processing' | 'declined' | 'unknown-card' | 'closed';

export type LocalPayments = PaymentProvider & {
  readonly kind: 'local';
  /** The session behind the checkout page, or undefined. */
  session(sessionId: string): Promise<SessionRow | undefined>;
  /** The buyer submits a card number on the checkout page. */
  pay(sessionId: string, cardNumber: string): Promise<PayOutcome>;
  /** Payments whose time has come succeed; sessions past their lifetime expire. */
  settleDue(now?: Date): Promise<number>;
  /** Refunds a payment in full (what an operator does in a provider's dashboard). */
  refund(paymentIntentId: string): Promise<boolean>;
};

type Options = {
  db: Database;
  publicUrl: string;
  webhookSecret: string;
  /** Seconds until a payment with the "pending" card succeeds. */
  pendingSeconds: number;
  /** Sends a signed event to the portal's webhook endpoint. */
  deliver(body: string, signature: string): Promise<void>;
};

const newId = (prefix: string) => `${prefix}_local_${randomBytes(18).toString('base64url')}`;

function stateOf(row: SessionRow): PaymentState {
  if (row.status === 'expired') return 'failed';
  if (row.paymentStatus === 'paid') return row.refunded ? 'refunded' : 'succeeded';
  if (row.paymentIntentStatus === 'canceled') return 'failed';
  return 'pending';
}

/** The session as Stripe would put it into an event. */
function sessionObject(row: SessionRow, url: string) {
  return {
    id: row.id,
    object: 'checkout.session',
    client_reference_id: row.clientReferenceId,
    status: row.status,
    payment_status: row.paymentStatus,
    payment_intent: row.paymentIntentId,
    amount_total: row.amountCents,
    currency: row.currency,
    url: row.status === 'open' ? url : null,
  };
}

/**
 * The embedded payment provider: checkout sessions in the database, a card form the portal
 * serves, and Stripe-shaped events signed like Stripe's, sent to the same webhook endpoint.
 * It works offline and lets every path (decline, a payment that settles later, refund) be seen.
 */
export function createLocalPayments(options: Options): LocalPayments {
  const { db } = options;
  // Site-relative: the page is on this server, whichever of its host names the buyer uses (an
  // address on PUBLIC_URL's host would lose the session cookie of another host name).
  const pageUrl = (id: string) => shopPages.localCheckout(id);
  /** Open and within its lifetime: a session past it is no longer offered nor paid. */
  const isOpen = (row: SessionRow, now = new Date()) =>
    row.status === 'open' && row.expiresAt > now;

  async function send(type: string, object: Record<string, unknown>) {
    const body = JSON.stringify({
      id: newId('evt'),
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object },
    });
    await options.deliver(body, signEvent(body, options.webhookSecret));
  }

  const sendSession = (type: string, row: SessionRow) =>
    send(type, sessionObject(row, pageUrl(row.id)));

  async function session(sessionId: string) {
    const [row] = await db
      .select()
      .from(localPaymentSessions)
      .where(eq(localPaymentSessions.id, sessionId));
    return row;
  }

  async function expire(sessionId: string) {
    const [row] = await db
      .update(localPaymentSessions)
      .set({ status: 'expired', paymentIntentStatus: 'canceled' })
      .where(and(eq(localPaymentSessions.id, sessionId), eq(localPaymentSessions.status, 'open')))
      .returning();
    if (row) await sendSession('checkout.session.expired', row);
  }

  return {
    kind: 'local',
    session,
    async createCheckout(request: CheckoutRequest) {
      const id = newId('cs');
      await db.insert(localPaymentSessions).values({
        id,
        clientReferenceId: request.reference,
        itemName: request.itemName,
        amountCents: request.amountCents,
        currency: request.currency,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        paymentIntentId: newId('pi'),
        expiresAt: new Date(Date.now() + checkoutLifetimeSeconds * 1000),
      });
      // The page speaks the buyer's language, as Stripe's does with `locale`.
      return { id, url: `${pageUrl(id)}?lang=${request.locale}` };
    },
    async retrieve(sessionId: string): Promise<SessionSnapshot> {
      const row = await session(sessionId);
      if (!row) throw new Error(`No such checkout session: ${sessionId}`);
      return {
        sessionId: row.id,
        state: stateOf(row),
        openUrl: isOpen(row) ? pageUrl(row.id) : null,
        paymentIntentId: row.paymentIntentId,
        // The portal renders its own receipt for local payments.
        receiptUrl: null,
      };
    },
    expire,
    async sessionOfPayment(paymentIntentId: string) {
      const [row] = await db
        .select({ id: localPaymentSessions.id })
        .from(localPaymentSessions)
        .where(eq(localPaymentSessions.paymentIntentId, paymentIntentId));
      return row?.id ?? null;
    },
    parseEvent: (rawBody, signature) => verifyEvent(rawBody, signature, options.webhookSecret),

    async pay(sessionId: string, cardNumber: string): Promise<PayOutcome> {
      const card = localTestCards[cardNumber.replace(/\D/g, '') as keyof typeof localTestCards];
      if (!card) return 'unknown-card';
      const current = await session(sessionId);
      if (!current || !isOpen(current)) return 'closed';
      if (card === 'declined') return 'declined';
      const paid = card === 'succeeds';
      const [row] = await db
        .update(localPaymentSessions)
        .set({
          status: 'complete',
          paymentStatus: paid ? 'paid' : 'unpaid',
          paymentIntentStatus: paid ? 'succeeded' : 'processing',
          settlesAt: paid ? null : new Date(Date.now() + options.pendingSeconds * 1000),
        })
        .where(and(eq(localPaymentSessions.id, sessionId), eq(localPaymentSessions.status, 'open')))
        .returning();
      if (!row) return 'closed';
      await sendSession('checkout.session.completed', row);
      return paid ? 'paid' : 'processing';
    },

    async settleDue(now = new Date()) {
      const settled = await db
        .update(localPaymentSessions)
        .set({ paymentStatus: 'paid', paymentIntentStatus: 'succeeded', settlesAt: null })
        .where(
          and(
            lte(localPaymentSessions.settlesAt, now),
            eq(localPaymentSessions.paymentIntentStatus, 'processing'),
          ),
        )
        .returning();
      for (const row of settled) await sendSession('checkout.session.async_payment_succeeded', row);
      const stale = await db
        .select({ id: localPaymentSessions.id })
        .from(localPaymentSessions)
        .where(
          and(eq(localPaymentSessions.status, 'open'), lte(localPaymentSessions.expiresAt, now)),
        );
      for (const { id } of stale) await expire(id);
      return settled.length + stale.length;
    },

    async refund(paymentIntentId: string) {
      const [row] = await db
        .update(localPaymentSessions)
        .set({ refunded: true })
        .where(
          and(
            eq(localPaymentSessions.paymentIntentId, paymentIntentId),
            eq(localPaymentSessions.paymentStatus, 'paid'),
            sql`not ${localPaymentSessions.refunded}`,
          ),
        )
        .returning();
      if (!row) return false;
      await send('charge.refunded', {
        id: `ch_${row.paymentIntentId.slice(3)}`,
        object: 'charge',
        payment_intent: row.paymentIntentId,
        amount: row.amountCents,
        amount_refunded: row.amountCents,
        refunded: true,
        receipt_url: null,
      });
      return true;
    },
  };
}
