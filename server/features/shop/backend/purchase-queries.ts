import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { PurchaseListQuery, PurchaseRecord } from '../../../../domain/shop/backend.ts';
import type { Database } from '../../../db/client.ts';
import * as t from '../../../db/schema/index.ts';
import { HttpError } from '../../../http-error.ts';
import { receiptLink } from '../presenter.ts';

// Purchases are read-only in the backend: their states come from the payment provider's events
// (refunds are started there), never from an editor (decision 039).

const sortable = {
  created_at: t.purchases.createdAt,
  paid_at: t.purchases.paidAt,
  amount_cents: t.purchases.amountCents,
  status: t.purchases.status,
};

type Row = {
  purchase: typeof t.purchases.$inferSelect;
  username: string | null;
  email: string | null;
};

function present({ purchase, username, email }: Row): PurchaseRecord {
  return {
    id: purchase.id,
    status: purchase.status,
    provider: purchase.provider,
    product_id: purchase.productId,
    item_name: purchase.itemName,
    buyer_id: purchase.userId,
    buyer_username: username,
    buyer_email: email,
    amount_cents: purchase.amountCents,
    currency: purchase.currency,
    vat_cents: purchase.vatCents,
    receipt_number: purchase.receiptNumber,
    receipt: receiptLink(purchase),
    payment_intent_id: purchase.paymentIntentId,
    created_at: purchase.createdAt.toISOString(),
    paid_at: purchase.paidAt?.toISOString() ?? null,
    updated_at: purchase.updatedAt.toISOString(),
  };
}

export async function purchasePage(db: Database, query: PurchaseListQuery & { id?: number }) {
  const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    query.id === undefined ? undefined : eq(t.purchases.id, query.id),
    pattern
      ? or(
          ilike(t.users.username, pattern),
          ilike(t.users.email, pattern),
          ilike(t.purchases.itemName, pattern),
        )
      : undefined,
    query.status ? eq(t.purchases.status, query.status) : undefined,
    query.product_id ? eq(t.purchases.productId, query.product_id) : undefined,
  );
  const direction = query.order === 'DESC' ? desc : asc;
  // Newest first unless asked otherwise: what staff look for is the latest payment.
  const orderBy = query.sort
    ? [sql`${direction(sortable[query.sort])} nulls last`, desc(t.purchases.id)]
    : [desc(t.purchases.createdAt), desc(t.purchases.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({ purchase: t.purchases, username: t.users.username, email: t.users.email })
      .from(t.purchases)
      .leftJoin(t.users, eq(t.users.id, t.purchases.userId))
      .where(where)
      .orderBy(...orderBy)
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({ n: count() })
      .from(t.purchases)
      .leftJoin(t.users, eq(t.users.id, t.purchases.userId))
      .where(where),
  ]);
  return { rows: rows.map(present), total: total?.n ?? 0 };
}

export async function purchaseById(db: Database, id: number) {
  const { rows } = await purchasePage(db, { page: 1, per_page: 1, order: 'DESC', id });
  if (!rows[0]) throw new HttpError(404, 'Not found.');
  return rows[0];
}
