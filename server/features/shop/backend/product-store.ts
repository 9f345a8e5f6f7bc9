import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ProductInput,
  ProductRecord,
  productListQuerySchema,
} from '../../../../domain/shop/backend.ts';
import type { Database } from '../../../db/client.ts';
import * as t from '../../../db/schema/index.ts';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import { HttpError, validationError } from '../../../http-error.ts';
import {
  diffOf,
  recordChange,
  type Tx,
  conflict,
  localizedLike,
  missingEnglish,
  rowToWire,
} from '../../backend/index.ts';
import type { Actor } from '../../accounts/index.ts';

// The shop's products in the backend (decision 039). Products have no version column, and no
// migration was added for one: the time of the last save, in milliseconds, is the version a
// save must bring back. Each save moves it forward by at least a millisecond under the row's
// lock, so two saves never leave the same version.

type ProductRow = typeof t.products.$inferSelect;
type ListQuery = z.infer<typeof productListQuerySchema>;

const resource = 'products';
const paidPurchases = sql<number>`(select count(*)::int from ${t.purchases} p where p.product_id = ${t.products.id} and p.status = 'succeeded')`;
const sortable = {
  name: sql`${t.products.name}->>'de'`,
  slug: t.products.slug,
  price_cents: t.products.priceCents,
  position: t.products.position,
  published: t.products.published,
};

export const versionOf = (row: ProductRow) => row.updatedAt.getTime();

/** The product as the backend reads it. */
export function presentProduct(row: ProductRow, paid: number): ProductRecord {
  const wire = {
    slug: row.slug,
    name: row.name,
    description: row.description,
    image: row.image,
    price_cents: row.priceCents,
    position: row.position,
    published: row.published,
  };
  return {
    ...wire,
    id: row.id,
    version: versionOf(row),
    missing_en: missingEnglish(wire, ['name', 'description']),
    paid_purchases: paid,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  } as ProductRecord;
}

function toRow(input: ProductInput) {
  return {
    slug: input.slug,
    name: input.name,
    description: input.description,
    image: input.image,
    priceCents: input.price_cents,
    position: input.position,
    published: input.published,
  };
}

/** A second product with the same slug is the editor's to fix: 422 on the slug. */
async function slugChecked<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw validationError({ slug: ['validation.unique'] });
    throw error;
  }
}

export function createProductStore(db: Database) {
  async function locked(tx: Tx, id: number, version: number) {
    const [before] = await tx.select().from(t.products).where(eq(t.products.id, id)).for('update');
    if (!before) throw new HttpError(404, 'Not found.');
    if (versionOf(before) !== version) throw conflict(versionOf(before));
    return before;
  }

  /** Saves over the version read and records the change, in one transaction. */
  function save(
    id: number,
    version: number,
    values: Partial<ReturnType<typeof toRow>>,
    actor: Actor,
  ) {
    return slugChecked(() =>
      db.transaction(async (tx) => {
        const before = await locked(tx, id, version);
        const updatedAt = new Date(Math.max(Date.now(), versionOf(before) + 1));
        const [row] = await tx
          .update(t.products)
          .set({ ...values, updatedAt })
          .where(eq(t.products.id, id))
          .returning();
        await recordChange(tx, actor, {
          resource,
          recordId: id,
          action: 'update',
          changes: diffOf(rowToWire(before), rowToWire(row!)),
        });
        return row!;
      }),
    );
  }

  async function paidOf(id: number) {
    const [row] = await db
      .select({ n: count() })
      .from(t.purchases)
      .where(and(eq(t.purchases.productId, id), eq(t.purchases.status, 'succeeded')));
    return row?.n ?? 0;
  }

  return {
    async list(query: ListQuery) {
      const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
      const where = and(
        pattern
          ? or(ilike(t.products.slug, pattern), localizedLike(t.products.name, pattern))
          : undefined,
        query.published === undefined
          ? undefined
          : eq(t.products.published, query.published === 'true'),
      );
      const direction = query.order === 'DESC' ? desc : asc;
      const orderBy = query.sort
        ? [direction(sortable[query.sort]), asc(t.products.id)]
        : [asc(t.products.position), asc(t.products.id)];
      const [rows, [total]] = await Promise.all([
        db
          .select({ product: t.products, paid: paidPurchases })
          .from(t.products)
          .where(where)
          .orderBy(...orderBy)
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        db.select({ n: count() }).from(t.products).where(where),
      ]);
      return {
        rows: rows.map((r) => presentProduct(r.product, r.paid)),
        total: total?.n ?? 0,
      };
    },

    async get(id: number) {
      const [row] = await db.select().from(t.products).where(eq(t.products.id, id));
      if (!row) throw new HttpError(404, 'Not found.');
      return presentProduct(row, await paidOf(id));
    },

    create(input: ProductInput, actor: Actor) {
      return slugChecked(() =>
        db.transaction(async (tx) => {
          const [row] = await tx.insert(t.products).values(toRow(input)).returning();
          await recordChange(tx, actor, {
            resource,
            recordId: row!.id,
            action: 'create',
            changes: diffOf(null, rowToWire(row!)),
          });
          return presentProduct(row!, 0);
        }),
      );
    },

    async update(id: number, version: number, input: ProductInput, actor: Actor) {
      const row = await save(id, version, toRow(input), actor);
      return presentProduct(row, await paidOf(id));
    },

    /** Shows the product in the shop or takes it out; bought ones stay with their buyers. */
    async setPublished(id: number, version: number, published: boolean, actor: Actor) {
      const row = await save(id, version, { published }, actor);
      return presentProduct(row, await paidOf(id));
    },
  };
}

export type ProductStore = ReturnType<typeof createProductStore>;
