import { and, asc, desc, eq, inArray, lt, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { fragments, products, purchases } from '../../db/schema/index.ts';

export type ProductRow = typeof products.$inferSelect;
export type PurchaseRow = typeof purchases.$inferSelect;
export type NewPurchase = typeof purchases.$inferInsert;

/** Reads and writes of the shop's tables. */
export function createShopRepository(db: Database) {
  return {
    listProducts() {
      return db
        .select()
        .from(products)
        .where(eq(products.published, true))
        .orderBy(asc(products.position), asc(products.id));
    },
    async productBySlug(slug: string) {
      const [row] = await db
        .select()
        .from(products)
        .where(and(eq(products.slug, slug), eq(products.published, true)));
      return row;
    },
    async productById(id: number) {
      const [row] = await db.select().from(products).where(eq(products.id, id));
      return row;
    },
    fragmentsOf(productId: number) {
      return db
        .select()
        .from(fragments)
        .where(eq(fragments.productId, productId))
        .orderBy(asc(fragments.position), asc(fragments.id));
    },
    /** A user's purchases with their products, newest first; failed attempts are left out. */
    purchasesOf(userId: number) {
      return db
        .select({ purchase: purchases, product: products })
        .from(purchases)
        .innerJoin(products, eq(products.id, purchases.productId))
        .where(and(eq(purchases.userId, userId), ne(purchases.status, 'failed')))
        .orderBy(desc(purchases.createdAt), desc(purchases.id));
    },
    /** The purchase that blocks another one: pending or succeeded (at most one, by the index). */
    async openPurchase(userId: number, productId: number) {
      const [row] = await db
        .select()
        .from(purchases)
        .where(
          and(
            eq(purchases.userId, userId),
            eq(purchases.productId, productId),
            inArray(purchases.status, ['pending', 'succeeded']),
          ),
        );
      return row;
    },
    async purchaseById(id: number) {
      const [row] = await db.select().from(purchases).where(eq(purchases.id, id));
      return row;
    },
    async purchaseBySession(sessionId: string) {
      const [row] = await db.select().from(purchases).where(eq(purchases.sessionId, sessionId));
      return row;
    },
    async sessionOfPayment(paymentIntentId: string) {
      const [row] = await db
        .select({ sessionId: purchases.sessionId })
        .from(purchases)
        .where(eq(purchases.paymentIntentId, paymentIntentId));
      return row?.sessionId ?? null;
    },
    /** Throws a unique violation when the user already has an open purchase of the product. */
    async insertPurchase(values: NewPurchase) {
      const [row] = await db.insert(purchases).values(values).returning();
      return row!;
    },
    async setSession(id: number, sessionId: string) {
      await db
        .update(purchases)
        .set({ sessionId, updatedAt: new Date() })
        .where(eq(purchases.id, id));
    },
    /** A purchase whose payment could not even start frees the product again. */
    async markFailed(id: number) {
      await db
        .update(purchases)
        .set({ status: 'failed', updatedAt: new Date() })
        .where(and(eq(purchases.id, id), eq(purchases.status, 'pending')));
    },
    /** Pending purchases older than the given time, oldest first (for reconciliation). */
    stalePending(before: Date, limit: number) {
      return db
        .select()
        .from(purchases)
        .where(and(eq(purchases.status, 'pending'), lt(purchases.createdAt, before)))
        .orderBy(asc(purchases.createdAt))
        .limit(limit);
    },
    pendingOf(userId: number) {
      return db
        .select()
        .from(purchases)
        .where(and(eq(purchases.userId, userId), eq(purchases.status, 'pending')));
    },
  };
}

export type ShopRepository = ReturnType<typeof createShopRepository>;
