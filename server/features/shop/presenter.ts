import type { Fragment } from '../../../domain/content/fragments.ts';
import { pickText, type Locale } from '../../../domain/shared/locale.ts';
import { shopPages } from '../../../domain/shop/api-paths.ts';
import type { PaidProduct, PurchasedProduct, ShopItem } from '../../../domain/shop/products.ts';
import type { ProductRow, PurchaseRow } from './repository.ts';

/** spec/portal.md §3 "Shop item". */
export function presentShopItem(row: ProductRow, locale: Locale): ShopItem {
  return {
    id: row.id,
    slug: row.slug,
    image: row.image,
    stripe_name: pickText(row.name, locale),
    description: pickText(row.description, locale),
    stripe_price_value: row.priceCents,
  };
}

/**
 * The receipt of a paid purchase: the provider's own when it issues one, else the portal's,
 * in the portal language of the screen that shows the link (not the browser's).
 */
export function receiptLink(purchase: PurchaseRow, locale?: Locale): string | null {
  if (purchase.receiptNumber === null) return null;
  if (purchase.receiptUrl) return purchase.receiptUrl;
  const own = shopPages.receipt(purchase.id);
  return locale ? `${own}?lang=${locale}` : own;
}

/** spec/portal.md §3 "Purchased product". */
export function presentPurchase(
  purchase: PurchaseRow,
  product: ProductRow,
  locale: Locale,
): PurchasedProduct {
  return {
    id: product.id,
    slug: product.slug,
    image: product.image,
    stripe_name: pickText(product.name, locale),
    status: purchase.status,
    receipt: receiptLink(purchase, locale),
    purchase_id: purchase.id,
    purchased_at: purchase.createdAt.toISOString(),
  };
}

export function presentPaidProduct(
  row: ProductRow,
  fragments: Fragment[],
  locale: Locale,
): PaidProduct {
  return { ...presentShopItem(row, locale), fragments };
}
