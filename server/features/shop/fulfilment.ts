import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PurchaseStatus } from '../../../domain/shop/products.ts';
import type { Database } from '../../db/client.ts';
import { paymentEvents, purchases, receiptCounters } from '../../db/schema/index.ts';
import type {
  PaymentEvent,
  PaymentProvider,
  SessionSnapshot,
} from '../../adapters/payments/index.ts';
import type { ShopRepository } from './repository.ts';

/**
 * States only move forward: pending ends succeeded or failed, a succeeded purchase may be
 * refunded. A late or repeated event that would move one back changes nothing.
 */
const forward: Record<PurchaseStatus, readonly PurchaseStatus[]> = {
  pending: ['succeeded', 'failed', 'refunded'],
  succeeded: ['refunded'],
  failed: [],
  refunded: [],
};

export function canMove(from: PurchaseStatus, to: PurchaseStatus): boolean {
  return forward[from].includes(to);
}

/** Session ids held while the provider's session is being opened. */
export const reservedSessionPrefix = 'reserved_';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The next receipt number, gapless: taken under the counter row's lock in the caller's transaction. */
async function nextReceiptNumber(tx: Tx): Promise<number> {
  const [row] = await tx
    .insert(receiptCounters)
    .values({ name: 'receipts', last: 1 })
    .onConflictDoUpdate({
      target: receiptCounters.name,
      set: { last: sql`${receiptCounters.last} + 1` },
    })
    .returning({ last: receiptCounters.last });
  return row!.last;
}

/** Writes what the provider reports about a session onto its purchase, forward only. */
async function applySnapshot(tx: Tx, snapshot: SessionSnapshot) {
  const [purchase] = await tx
    .select()
    .from(purchases)
    .where(eq(purchases.sessionId, snapshot.sessionId))
    .for('update');
  if (!purchase) return;
  const changes: Partial<typeof purchases.$inferInsert> = {};
  if (snapshot.paymentIntentId && purchase.paymentIntentId !== snapshot.paymentIntentId)
    changes.paymentIntentId = snapshot.paymentIntentId;
  if (snapshot.receiptUrl && purchase.receiptUrl !== snapshot.receiptUrl)
    changes.receiptUrl = snapshot.receiptUrl;
  if (canMove(purchase.status, snapshot.state)) {
    changes.status = snapshot.state;
    // Money arrived (a refund implies it did): the purchase gets its receipt number.
    const paid = snapshot.state === 'succeeded' || snapshot.state === 'refunded';
    if (paid && purchase.receiptNumber === null) {
      changes.receiptNumber = await nextReceiptNumber(tx);
      changes.paidAt = new Date();
    }
  }
  if (Object.keys(changes).length === 0) return;
  await tx
    .update(purchases)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(purchases.id, purchase.id));
}

export type EventOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * The one fulfilment path of both providers. An event is a nudge: the session is read back
 * from the provider, and its state is written together with the event's id in one
 * transaction, so each event counts once and a lost answer is simply sent again.
 */
export function createFulfilment(deps: {
  db: Database;
  repo: ShopRepository;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
}) {
  const { db, repo, provider } = deps;

  async function seen(eventId: string) {
    const [row] = await db
      .select({ id: paymentEvents.id })
      .from(paymentEvents)
      .where(eq(paymentEvents.id, eventId));
    return Boolean(row);
  }

  async function sessionOf(event: PaymentEvent): Promise<string | null> {
    if (event.sessionId) return event.sessionId;
    if (!event.paymentIntentId) return null;
    return (
      (await repo.sessionOfPayment(event.paymentIntentId)) ??
      (await provider.sessionOfPayment(event.paymentIntentId))
    );
  }

  return {
    async handleEvent(event: PaymentEvent): Promise<EventOutcome> {
      if (await seen(event.id)) return 'duplicate';
      const sessionId = await sessionOf(event);
      const ours = sessionId ? await repo.purchaseBySession(sessionId) : undefined;
      // Read the provider before the transaction: an HTTP call must not hold a database lock.
      const snapshot = ours && sessionId ? await provider.retrieve(sessionId) : null;
      return db.transaction(async (tx) => {
        const stored = await tx
          .insert(paymentEvents)
          .values({ id: event.id, type: event.type })
          .onConflictDoNothing()
          .returning({ id: paymentEvents.id });
        if (stored.length === 0) return 'duplicate' as const;
        if (!snapshot) return 'ignored' as const;
        await applySnapshot(tx, snapshot);
        return 'applied' as const;
      });
    },

    /** Asks the provider about one session and records the answer (no event needed). */
    async refresh(sessionId: string) {
      const snapshot = await provider.retrieve(sessionId);
      await db.transaction((tx) => applySnapshot(tx, snapshot));
      return snapshot;
    },

    /**
     * Forgets handled event ids once no provider would send the event again (Stripe retries
     * for three days), so the table does not grow for ever.
     */
    async forgetEventsBefore(before: Date) {
      await db.delete(paymentEvents).where(lt(paymentEvents.receivedAt, before));
    },

    /**
     * Catches events that never came: pending purchases older than `before` are read back from
     * the provider; ones whose session was never opened (a crash in between) are failed.
     */
    async reconcile(before: Date, limit = 50) {
      let changed = 0;
      for (const purchase of await repo.stalePending(before, limit)) {
        try {
          if (purchase.sessionId.startsWith(reservedSessionPrefix)) {
            await repo.markFailed(purchase.id);
          } else {
            await this.refresh(purchase.sessionId);
          }
          changed += 1;
        } catch (error) {
          deps.log.warn({ err: error, purchase: purchase.id }, 'payment reconciliation failed');
        }
      }
      return changed;
    },
  };
}

export type Fulfilment = ReturnType<typeof createFulfilment>;
