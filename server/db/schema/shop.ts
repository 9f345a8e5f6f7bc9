/** Tables of the shop (spec/portal.md §3 "Shop item", "Purchased product"). */
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, localized, updatedAt } from './columns.ts';
import { users } from './accounts.ts';

/** Editorial products; their paid content is fragments (fragments.product_id). */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: localized('name').notNull(),
    description: localized('description').notNull(),
    image: text('image'),
    /** Gross price in cents of a euro; the payment is always made out of this, never the browser's. */
    priceCents: integer('price_cents').notNull(),
    position: integer('position').notNull().default(0),
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Card providers refuse charges below 50 cents.
  (t) => [check('products_price_min', sql`${t.priceCents} >= 50`)],
);

/**
 * One attempt to buy a product. The receipt columns are a snapshot taken when the payment
 * succeeds (what the receipt shows must not change with the product); they stay when the
 * buyer deletes the account (user_id becomes null, decision 031).
 */
export const purchases = pgTable(
  'purchases',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    status: text('status', { enum: ['pending', 'succeeded', 'failed', 'refunded'] })
      .notNull()
      .default('pending'),
    provider: text('provider', { enum: ['local', 'stripe'] }).notNull(),
    /** The provider's checkout session; every event is matched through it. */
    sessionId: text('session_id').notNull().unique(),
    paymentIntentId: text('payment_intent_id'),
    /** The provider's own receipt (Stripe's charge receipt), when it has one. */
    receiptUrl: text('receipt_url'),
    itemName: text('item_name').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('eur'),
    /** VAT rate in basis points (1900 = 19 %) and the VAT in the gross amount, at purchase. */
    vatBasisPoints: integer('vat_basis_points').notNull(),
    vatCents: integer('vat_cents').notNull(),
    /** Gapless, assigned in the transaction that records the payment (receipt_counters). */
    receiptNumber: integer('receipt_number').unique(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'purchases_status_known',
      sql`${t.status} in ('pending', 'succeeded', 'failed', 'refunded')`,
    ),
    // A second purchase of a product that is being paid for or owned is refused by the
    // database itself, whatever the screens do (two tabs, two servers).
    uniqueIndex('purchases_one_open_per_product')
      .on(t.userId, t.productId)
      .where(sql`${t.status} in ('pending', 'succeeded')`),
    index('purchases_user_idx').on(t.userId),
    index('purchases_payment_intent_idx').on(t.paymentIntentId),
    index('purchases_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Receipt numbers are gapless: the next one is taken under this row's lock. */
export const receiptCounters = pgTable('receipt_counters', {
  name: text('name').primaryKey(),
  last: integer('last').notNull(),
});

/** Every payment event handled, stored in the transaction of its change: each counts once. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The embedded payment provider's checkout sessions, shaped like Stripe's (status,
 * payment_status, the payment's state). No personal data: the buyer is the portal's business.
 */
export const localPaymentSessions = pgTable(
  'local_payment_sessions',
  {
    id: text('id').primaryKey(),
    clientReferenceId: text('client_reference_id').notNull(),
    itemName: text('item_name').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    status: text('status', { enum: ['open', 'complete', 'expired'] })
      .notNull()
      .default('open'),
    paymentStatus: text('payment_status', { enum: ['unpaid', 'paid'] })
      .notNull()
      .default('unpaid'),
    paymentIntentId: text('payment_intent_id').notNull(),
    paymentIntentStatus: text('payment_intent_status', {
      enum: ['requires_payment_method', 'processing', 'succeeded', 'canceled'],
    })
      .notNull()
      .default('requires_payment_method'),
    /** A payment in processing succeeds at this time (the "pending" test card). */
    settlesAt: timestamp('settles_at', { withTimezone: true }),
    refunded: boolean('refunded').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('local_payment_sessions_settles_idx')
      .on(t.settlesAt)
      .where(sql`${t.settlesAt} is not null`),
    uniqueIndex('local_payment_sessions_intent_idx').on(t.paymentIntentId),
  ],
);
