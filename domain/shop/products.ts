import { z } from 'zod';
import { fragmentSchema } from '../content/fragments.ts';

/**
 * spec/portal.md §4 "Purchase status", with the ends a card payment can take: a purchase starts
 * `pending` and only ever moves forward, to `succeeded` or `failed`, and a succeeded one may be
 * `refunded` (which revokes access).
 */
export const purchaseStatuses = ['pending', 'succeeded', 'failed', 'refunded'] as const;
export const purchaseStatusSchema = z.enum(purchaseStatuses);
export type PurchaseStatus = z.infer<typeof purchaseStatusSchema>;

/** spec/portal.md §3 "Shop item"; the price is in cents of a euro, as the provider counts. */
export const shopItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  image: z.string().nullable(),
  stripe_name: z.string(),
  description: z.string(),
  stripe_price_value: z.number().int().nonnegative(),
});
export type ShopItem = z.infer<typeof shopItemSchema>;

/**
 * spec/portal.md §3 "Purchased product": `id` is the product's (for its page), `receipt` the
 * link to the receipt once paid. The slug and the purchase's own id and date come along for
 * the return page and 'Meine Käufe'.
 */
export const purchasedProductSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  image: z.string().nullable(),
  stripe_name: z.string(),
  status: purchaseStatusSchema,
  receipt: z.string().nullable(),
  purchase_id: z.number().int(),
  purchased_at: z.string(),
});
export type PurchasedProduct = z.infer<typeof purchasedProductSchema>;

/** The paid product page's content (spec/portal.md §7 "Paid product GET by id"). */
export const paidProductSchema = shopItemSchema.extend({ fragments: z.array(fragmentSchema) });
export type PaidProduct = z.infer<typeof paidProductSchema>;

/** Where the browser goes to pay (the provider's page). */
export const checkoutAnswerSchema = z.object({ url: z.string() });
export type CheckoutAnswer = z.infer<typeof checkoutAnswerSchema>;

export const productSlugParams = z.object({ slug: z.string().min(1).max(200) });
