import { z } from 'zod';
import { purchaseStatusSchema } from './products.ts';
import { listQueryBase, queryFlag } from '../backend/api.ts';
import { localizedInput, position, slug } from '../content/backend.ts';

// The shop's products and purchases as editors see them in the backend (decision 039).

/** Card providers refuse charges below 50 cents; above 10,000 euros is surely a typo. */
export const minPriceCents = 50;
export const maxPriceCents = 1_000_000;

/**
 * A product's version is the time of its last save in milliseconds (products have no version
 * column; decision 039). Larger than the other records' versions, still an exact JS number.
 */
export const productVersionSchema = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** What an editor writes: the name and description the shop shows, German and English. */
export const productInputSchema = z.object({
  slug,
  name: localizedInput(200),
  description: localizedInput(5000),
  /** A path on this site (an upload or a demo file) or an absolute http(s) address. */
  image: z
    .string()
    .trim()
    .max(2000)
    .regex(/^(\/|https?:\/\/)/, 'validation.url')
    .nullable()
    .default(null),
  /** Gross price in cents of a euro. */
  price_cents: z
    .number()
    .int('validation.price_whole')
    .min(minPriceCents, 'validation.price_min')
    .max(maxPriceCents, 'validation.price_max'),
  position,
  published: z.boolean().default(false),
});
export type ProductInput = z.infer<typeof productInputSchema>;

export const productSaveSchema = productInputSchema.extend({ version: productVersionSchema });
export const productVersionBodySchema = z.object({ version: productVersionSchema });

export const productRecordSchema = productInputSchema.extend({
  id: z.number().int(),
  version: productVersionSchema,
  missing_en: z.array(z.string()),
  /** Purchases that were paid (and not refunded): what the product has earned its buyers. */
  paid_purchases: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProductRecord = z.infer<typeof productRecordSchema>;

export const productSortable = ['name', 'slug', 'price_cents', 'position', 'published'] as const;
export const productListQuerySchema = z.object({
  ...listQueryBase,
  sort: z.enum(productSortable).optional(),
  published: queryFlag.optional(),
});

/** One purchase: the buyer as staff may see them (null once the account was deleted). */
export const purchaseRecordSchema = z.object({
  id: z.number().int(),
  status: purchaseStatusSchema,
  provider: z.enum(['local', 'stripe']),
  product_id: z.number().int(),
  /** The name the buyer saw when paying (in their language). */
  item_name: z.string(),
  buyer_id: z.number().int().nullable(),
  buyer_username: z.string().nullable(),
  buyer_email: z.string().nullable(),
  amount_cents: z.number().int(),
  currency: z.string(),
  vat_cents: z.number().int(),
  receipt_number: z.number().int().nullable(),
  receipt: z.string().nullable(),
  payment_intent_id: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  /** When the purchase last changed state (the provider's last event that changed it). */
  updated_at: z.string(),
});
export type PurchaseRecord = z.infer<typeof purchaseRecordSchema>;

export const purchaseSortable = ['created_at', 'paid_at', 'amount_cents', 'status'] as const;
export const purchaseListQuerySchema = z.object({
  ...listQueryBase,
  sort: z.enum(purchaseSortable).optional(),
  status: purchaseStatusSchema.optional(),
  product_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export type PurchaseListQuery = z.infer<typeof purchaseListQuerySchema>;
